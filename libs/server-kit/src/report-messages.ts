// The texts only servers write (report and export column headers, cells such as yes / no), per locale. They live here,
// not in @rr/contracts' catalogs, because those are bundled into every browser's first load and these are never shown
// there. Keys are `report.*`; `npm run i18n:check` compares the locales with en.json like every other catalog.
import type { Locale } from '@rr/contracts';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';
import it from './i18n/it.json';
import nl from './i18n/nl.json';
import no from './i18n/no.json';
import sv from './i18n/sv.json';

export const reportMessages: Record<Locale, Record<string, string>> = { en, fr, de, es, it, nl, no, sv };
