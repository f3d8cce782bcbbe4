// Every locale's validation and error catalog, bundled together: for services, which answer in the caller's locale
// (`formatMessage`), and for tests. Browser code loads one locale at a time (`loadValidationMessages` in ./messages).
import type { Locale } from '@rr/i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';
import it from './i18n/it.json';
import nl from './i18n/nl.json';
import no from './i18n/no.json';
import sv from './i18n/sv.json';
import type { MessageDescriptor, Messages } from './messages';

/** The validation strings (keys `validation.*`, `error.*`) per locale. */
export const validationMessages: Record<Locale, Messages> = { en, fr, de, es, it, nl, no, sv };

/**
 * Formats a descriptor in a locale without react-intl (for services): the catalog text, else `defaultMessage`,
 * with each `{name}` replaced by `values.name`. Only simple arguments are supported, which is all the
 * `validation.*` strings use (a test keeps it so).
 */
export function formatMessage(message: MessageDescriptor, locale: Locale = 'en'): string {
  const template = validationMessages[locale]?.[message.id] ?? message.defaultMessage;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values?.[name];
    return value === undefined ? whole : String(value);
  });
}
