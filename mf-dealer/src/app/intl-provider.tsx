import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import type { Locale } from '@rr/i18n';
import { intlLocale, uiMessages } from '@rr/ui';
import en from '../i18n/en.json';

type Catalog = Record<string, string>;

const english: Catalog = { ...uiMessages.en, ...en };
const cache = new Map<Locale, Catalog>([['en', english]]);

/**
 * One locale's messages: the UI kit's and this app's English underneath (fallback for any missing key),
 * then the locale's own. Non-English catalogs are separate chunks loaded on demand.
 */
async function loadCatalog(locale: Locale): Promise<Catalog> {
  const cached = cache.get(locale);
  if (cached) return cached;
  try {
    const module = (await import(/* webpackExclude: /allow-same/ */ `../i18n/${locale}.json`)) as { default: Catalog };
    const catalog = { ...english, ...uiMessages[locale], ...module.default };
    cache.set(locale, catalog);
    return catalog;
  } catch {
    return english;
  }
}

const onError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** This remote's react-intl provider, following the shell's locale (localeAtom from @rr/session). */
export function RemoteIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  // The first render waits for the catalog (no flash of English); a later locale change keeps the
  // previous messages on screen until the new catalog arrives, so page state is not lost.
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Catalog } | null>(() => {
    const messages = cache.get(locale);
    return messages ? { locale, messages } : null;
  });

  useEffect(() => {
    let current = true;
    void loadCatalog(locale).then((messages) => {
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
}
