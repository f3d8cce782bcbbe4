import { LOCALES, type Locale } from '@rr/i18n';
import type { Messages } from '@rr/ui';
import { validationMessages } from '@rr/contracts/messages';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import no from './no.json';
import sv from './sv.json';

const catalogs: Record<Locale, Messages> = { en, fr, de, es, it, nl, no, sv };

/**
 * The shell's catalogs (keys `shell.*`) over @rr/contracts' (`validation.*`, `error.*`: field rules and
 * server error codes); the UI kit's `ui.*` strings are merged in by AppIntlProvider.
 */
export const shellMessages = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...validationMessages[locale], ...catalogs[locale] }]),
) as Record<Locale, Messages>;
