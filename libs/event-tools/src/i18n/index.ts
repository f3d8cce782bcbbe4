import type { Locale } from '@rr/i18n';
import en from './en.json';

export type Messages = Record<string, string>;

/** The event tools' strings (keys `eventTools.*`) in English, bundled: an app merges them under its own catalog. */
export const eventToolsEnglish: Messages = en;

/**
 * The event tools' strings in a locale; each locale but English is its own chunk, fetched when first shown. An app's
 * intl provider loads them with its own catalog (mf-promoter's `app/intl-provider.tsx`).
 */
export async function loadEventToolsMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return ((await import(/* webpackExclude: /allow-same/ */ `./${locale}.json`)) as { default: Messages }).default;
}
