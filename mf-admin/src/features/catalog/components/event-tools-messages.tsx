import type { Locale } from '@rr/contracts';
import { eventToolsEnglish, loadEventToolsMessages } from '@rr/event-tools';
import { localeAtom } from '@rr/session';
import { PageLoading } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/**
 * The event tools' own strings (`eventTools.*`, @rr/event-tools) under the pages that show the tools only (an event, a
 * series' end), so the admin area's first load does not carry them: English at once, another locale when it has come.
 */
export function WithEventToolsMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Record<string, string> } | null>(null);
  useEffect(() => {
    let live = true;
    if (locale === 'en') return;
    loadEventToolsMessages(locale)
      // A locale that cannot load shows the tools in English rather than a spinner.
      .catch(() => eventToolsEnglish)
      .then((messages) => live && setLoaded({ locale, messages }));
    return () => {
      live = false;
    };
  }, [locale]);
  const messages = locale === 'en' ? eventToolsEnglish : loaded?.locale === locale ? loaded.messages : null;
  if (!messages) return <PageLoading />;
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={{ ...messages, ...(parent.messages as Record<string, string>) }} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
