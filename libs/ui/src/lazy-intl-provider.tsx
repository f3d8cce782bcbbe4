import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import type { Locale } from '@rr/i18n';
import { uiMessages, type Messages } from './i18n';
import { intlLocale } from './format';

const onError: NonNullable<IntlConfig['onError']> = (error) => {
  // A missing key falls back to English (merged underneath); i18n:check keeps catalogs complete.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/**
 * Builds a remote's react-intl provider: English is bundled; every other locale is its own chunk,
 * loaded on demand through `load` (each remote passes `(l) => import(\`../i18n/${l}.json\`)` so its
 * bundler splits its own catalogs). Layers, lowest first: UI kit and app English, UI kit locale,
 * app locale. Follows the shell's `localeAtom`; the first render waits for the catalog (no flash of
 * English) and a later switch keeps the previous messages on screen until the new ones arrive.
 */
export function createLazyIntlProvider(
  english: Messages,
  load: (locale: Locale) => Promise<{ default: Messages }>,
): ComponentType<{ children: ReactNode }> {
  const base: Messages = { ...uiMessages.en, ...english };
  const cache = new Map<Locale, Messages>([['en', base]]);

  async function catalog(locale: Locale): Promise<Messages> {
    const cached = cache.get(locale);
    if (cached) return cached;
    try {
      const messages = { ...base, ...uiMessages[locale], ...(await load(locale)).default };
      cache.set(locale, messages);
      return messages;
    } catch {
      return base;
    }
  }

  return function LazyIntlProvider({ children }: { children: ReactNode }) {
    const locale = useAtomValue(localeAtom);
    const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(() => {
      const messages = cache.get(locale);
      return messages ? { locale, messages } : null;
    });
    useEffect(() => {
      let current = true;
      void catalog(locale).then((messages) => {
        if (current) setLoaded({ locale, messages });
      });
      return () => {
        current = false;
      };
    }, [locale]);
    if (!loaded) return null;
    return (
      <IntlProvider locale={intlLocale(loaded.locale)} defaultLocale="en-US" messages={loaded.messages} onError={onError}>
        {children}
      </IntlProvider>
    );
  };
}
