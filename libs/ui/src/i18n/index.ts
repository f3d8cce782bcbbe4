import type { Locale } from '@rr/i18n';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import no from './no.json';
import sv from './sv.json';

export type Messages = Record<string, string>;

/** The UI kit's own strings (keys `ui.*`), merged under every app's catalog by AppIntlProvider. */
export const uiMessages: Record<Locale, Messages> = { en, fr, de, es, it, nl, no, sv };
