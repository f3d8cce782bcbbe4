import { localeAtom } from '@rr/session';
import type { Locale } from '@rr/i18n';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { uiMessages, type Messages } from './i18n';
import { intlLocale } from './format';

export interface AppIntlProviderProps {
  /** The app's own catalogs, one per locale (flat keys, namespaced 'area.screen.thing'). */
  messages: Record<Locale, Messages>;
  children: ReactNode;
}

const onError: NonNullable<IntlConfig['onError']> = (error) => {
  // A missing key falls back to English (merged underneath); i18n:check keeps catalogs complete.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** Merges, lowest first: UI kit English, UI kit in the locale, the app's English, the app's locale. */
export function mergeMessages(locale: Locale, messages: Record<Locale, Messages>): Messages {
  return { ...uiMessages.en, ...uiMessages[locale], ...messages.en, ...messages[locale] };
}

/**
 * The IntlProvider every app (the shell and each remote's ./routes) wraps its tree in. It follows the
 * shell's current locale (`localeAtom` from @rr/session) and includes the UI kit's strings.
 */
export function AppIntlProvider({ messages, children }: AppIntlProviderProps) {
  const locale = useAtomValue(localeAtom);
  const merged = useMemo(() => mergeMessages(locale, messages), [locale, messages]);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="en-US" messages={merged} onError={onError}>
      {children}
    </IntlProvider>
  );
}
