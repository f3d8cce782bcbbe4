import type { Locale } from '@rr/i18n';
import type { Messages } from '@rr/ui';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import no from './no.json';
import sv from './sv.json';

/** The shell's catalogs (keys `shell.*`); the UI kit's `ui.*` strings are merged in by AppIntlProvider. */
export const shellMessages: Record<Locale, Messages> = { en, fr, de, es, it, nl, no, sv };
