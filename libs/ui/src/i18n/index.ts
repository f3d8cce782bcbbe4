import type { Locale } from '@rr/i18n';
import en from './en.json';

export type Messages = Record<string, string>;

/** The UI kit's own strings (keys `ui.*`) in English, bundled: the fallback under every locale. */
export const uiEnglish: Messages = en;

/** The UI kit's strings in a locale; each locale but English is its own chunk, fetched when first shown. */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return ((await import(/* webpackExclude: /allow-same/ */ `./${locale}.json`)) as { default: Messages }).default;
}
