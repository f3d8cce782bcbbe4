import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import { useAtomValue } from 'jotai';
import { localeAtom } from '@rr/session';
import type { Locale } from '@rr/i18n';
import { englishMessages, loadValidationMessages } from '@rr/contracts/messages';
import { loadUiMessages, uiEnglish, type Messages, type UiCatalogPart } from './i18n';
import { intlLocale } from './format';

const onError: NonNullable<IntlConfig['onError']> = (error) => {
  // A missing key falls back to English (merged underneath); i18n:check keeps catalogs complete.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

export type LazyIntlProvider = ComponentType<{ children: ReactNode }> & {
  /** Starts fetching a locale's catalog (the shell calls it before its first render, in parallel with the rest). */
  preload: (locale: Locale) => Promise<Messages>;
};

/** Catalogs by locale: `base` (English) from the start, another locale fetched once through `fetch`. */
interface CatalogCache {
  /** The locale's catalog; one that cannot be fetched answers `base`, and is asked for again next time. */
  catalog: (locale: Locale) => Promise<Messages>;
  cached: (locale: Locale) => Messages | undefined;
}

function catalogCache(base: Messages, fetch: (locale: Locale) => Promise<Messages>): CatalogCache {
  const cache = new Map<Locale, Messages>([['en', base]]);
  const pending = new Map<Locale, Promise<Messages>>();
  function catalog(locale: Locale): Promise<Messages> {
    const cached = cache.get(locale);
    if (cached) return Promise.resolve(cached);
    let promise = pending.get(locale);
    if (!promise) {
      promise = fetch(locale).then(
        (messages) => {
          cache.set(locale, messages);
          pending.delete(locale);
          return messages;
        },
        () => {
          pending.delete(locale);
          return base;
        },
      );
      pending.set(locale, promise);
    }
    return promise;
  }
  return { catalog, cached: (locale) => cache.get(locale) };
}

/**
 * The catalog of the shell's locale (`localeAtom`) as far as it has arrived: at once when it is cached, else null on
 * the first render (no flash of English); after a switch, the previous one until the new one arrives.
 */
function useLoadedCatalog({ catalog, cached }: CatalogCache): { locale: Locale; messages: Messages } | null {
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = cached(locale);
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
  }, [catalog, locale]);
  return loaded;
}

/**
 * Builds an app's react-intl provider (the shell's and each remote's): English is bundled; every other locale is its
 * own chunk, loaded on demand through `load` (each app passes `(l) => import(\`../i18n/${l}.json\`)` so its bundler
 * splits its own catalogs), with the UI kit's (`ui.*`) and @rr/contracts' (`validation.*` field rules, `error.*` server
 * codes) catalogs of that locale, and the parts of the UI kit's strings the app shows (`parts`: `riderRecordsCatalog`).
 * Layers, lowest first: the English of all, then the locale's UI kit, its parts, contracts and app
 * catalogs. Follows the shell's `localeAtom`; the first render waits for the catalog (no flash of
 * English) and a later switch keeps the previous messages on screen until the new ones arrive. A catalog that cannot
 * be fetched falls back to English, and is asked for again on the next switch.
 */
export function createLazyIntlProvider(english: Messages, load: (locale: Locale) => Promise<{ default: Messages }>, parts: readonly UiCatalogPart[] = []): LazyIntlProvider {
  const base: Messages = { ...uiEnglish, ...englishMessages, ...english };
  const catalogs = catalogCache(base, (locale) => {
    // English is in `base` from the start, the parts' too (uiEnglish): only another locale fetches them.
    const partsOf = locale === 'en' ? [] : parts.map((part) => part.load(locale));
    return Promise.all([loadUiMessages(locale), Promise.all(partsOf), loadValidationMessages(locale), load(locale)]).then(
      ([ui, uiParts, validation, own]): Messages => Object.assign({ ...base, ...ui }, ...uiParts, validation, own.default),
    );
  });

  function LazyIntlProvider({ children }: { children: ReactNode }) {
    const loaded = useLoadedCatalog(catalogs);
    if (!loaded) return null;
    return (
      <IntlProvider locale={intlLocale(loaded.locale)} defaultLocale="en-US" messages={loaded.messages} onError={onError}>
        {children}
      </IntlProvider>
    );
  }
  return Object.assign(LazyIntlProvider, { preload: catalogs.catalog });
}

/**
 * A feature's own catalog, layered over its app's (`createLazyIntlProvider`): the strings of a page that sits in a lazy
 * chunk travel with that chunk, not with the app's routes chunk that every first visit downloads. English is bundled
 * in the feature's chunk; another locale is its own chunk, fetched when the feature is first shown in it. Until then
 * the feature keeps what it showed before (or nothing on its first render), as the app provider does, so there is no
 * flash of English. `withFeatureIntl(Component)` wraps a page in it.
 */
export function createFeatureIntl(english: Messages, load: (locale: Locale) => Promise<{ default: Messages }>) {
  const catalogs = catalogCache(english, (locale) => load(locale).then((own) => ({ ...english, ...own.default })));

  function FeatureIntl({ children }: { children: ReactNode }) {
    const parent = useIntl();
    const loaded = useLoadedCatalog(catalogs);
    const messages = useMemo(() => (loaded ? { ...(parent.messages as Messages), ...loaded.messages } : null), [parent.messages, loaded]);
    if (!messages) return null;
    return (
      <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} timeZone={parent.timeZone} formats={parent.formats} messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    );
  }

  /** The component rendered inside this feature's catalog. */
  function withFeatureIntl<P extends object>(Component: ComponentType<P>): ComponentType<P> {
    const Wrapped = (props: P) => (
      <FeatureIntl>
        <Component {...props} />
      </FeatureIntl>
    );
    Wrapped.displayName = `WithFeatureIntl(${Component.displayName ?? Component.name})`;
    return Wrapped;
  }

  return { FeatureIntl, withFeatureIntl, preload: catalogs.catalog };
}
