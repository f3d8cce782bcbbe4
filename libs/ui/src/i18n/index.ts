import type { Locale } from '@rr/i18n';
import riderRecordsEnglish from '../rider-records/i18n/en.json';
import en from './en.json';

export type Messages = Record<string, string>;

/**
 * The UI kit's own strings (keys `ui.*`) in English, its parts' included, bundled: the fallback under every locale,
 * provided once by the shell with the rest of @rr/ui.
 */
export const uiEnglish: Messages = { ...en, ...riderRecordsEnglish };

/** The UI kit's core strings in a locale; each locale but English is its own chunk, fetched when first shown. */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return ((await import(/* webpackExclude: /allow-same/ */ `./${locale}.json`)) as { default: Messages }).default;
}

/**
 * A part of the UI kit's strings that only some apps show (VIN explanations, payout reasons), in the other locales:
 * an app lists the parts it uses when it builds its provider (`createLazyIntlProvider`), so an app that never shows
 * them (the shell, the dealer's) carries their seven translations nowhere. Their English is in `uiEnglish`.
 */
export interface UiCatalogPart {
  load(locale: Exclude<Locale, 'en'>): Promise<Messages>;
}
