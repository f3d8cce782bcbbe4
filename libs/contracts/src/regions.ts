import type { Locale } from '@rr/i18n';

/**
 * The names of the US states (plus DC and Puerto Rico) and the Canadian provinces and territories of `US_STATES` and
 * `CA_PROVINCES` (enums.ts), in each of the site's languages: what every state or province select and every written
 * place shows. `Intl.DisplayNames` names countries but not their subdivisions, so the names are kept here. Most US
 * states keep their English name in every language; a language lists only the names it writes otherwise (French
 * "Californie", "Caroline du Nord", German "Britisch-Kolumbien", "Neufundland und Labrador"), and the English one
 * stands for the rest.
 *
 * Its own entry (`@rr/contracts/regions`), importing nothing but a type: the browser's shared `@rr/contracts` module
 * is in every first load and is never tree-shaken, while this table travels only with the chunks that show a place.
 */

type Names = Readonly<Record<string, string>>;

/** USPS codes, in the order of `US_STATES`. */
const US_EN: Names = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia', PR: 'Puerto Rico',
};

/** Canada Post codes, in the order of `CA_PROVINCES`. */
const CA_EN: Names = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

/** The names a language writes differently from English (the rest keep their English name). */
const US_OWN: Readonly<Record<Exclude<Locale, 'en'>, Names>> = {
  fr: {
    CA: 'Californie', FL: 'Floride', GA: 'Géorgie', HI: 'Hawaï', LA: 'Louisiane', NM: 'Nouveau-Mexique',
    NC: 'Caroline du Nord', ND: 'Dakota du Nord', PA: 'Pennsylvanie', SC: 'Caroline du Sud', SD: 'Dakota du Sud',
    VA: 'Virginie', WV: 'Virginie-Occidentale', DC: 'District de Columbia', PR: 'Porto Rico',
  },
  de: { CA: 'Kalifornien' },
  es: {
    HI: 'Hawái', LA: 'Luisiana', MI: 'Míchigan', MS: 'Misisipi', MO: 'Misuri', NH: 'Nuevo Hampshire',
    NJ: 'Nueva Jersey', NM: 'Nuevo México', NY: 'Nueva York', NC: 'Carolina del Norte', ND: 'Dakota del Norte',
    OR: 'Oregón', PA: 'Pensilvania', SC: 'Carolina del Sur', SD: 'Dakota del Sur', WV: 'Virginia Occidental',
    DC: 'Distrito de Columbia',
  },
  it: {
    NM: 'Nuovo Messico', NC: 'Carolina del Nord', ND: 'Dakota del Nord', SC: 'Carolina del Sud', SD: 'Dakota del Sud',
    WV: 'Virginia Occidentale', DC: 'Distretto di Columbia', PR: 'Porto Rico',
  },
  nl: { CA: 'Californië' },
  no: { NC: 'Nord-Carolina', ND: 'Nord-Dakota', SC: 'Sør-Carolina', SD: 'Sør-Dakota', WV: 'Vest-Virginia' },
  sv: { CA: 'Kalifornien' },
};

const CA_OWN: Readonly<Record<Exclude<Locale, 'en'>, Names>> = {
  fr: {
    BC: 'Colombie-Britannique', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador', NS: 'Nouvelle-Écosse',
    NT: 'Territoires du Nord-Ouest', PE: 'Île-du-Prince-Édouard', QC: 'Québec',
  },
  de: { BC: 'Britisch-Kolumbien', NL: 'Neufundland und Labrador', NT: 'Nordwest-Territorien', PE: 'Prinz-Edward-Insel', QC: 'Québec' },
  es: {
    BC: 'Columbia Británica', NB: 'Nuevo Brunswick', NL: 'Terranova y Labrador', NS: 'Nueva Escocia',
    NT: 'Territorios del Noroeste', PE: 'Isla del Príncipe Eduardo', YT: 'Yukón',
  },
  it: {
    BC: 'Columbia Britannica', NB: 'Nuovo Brunswick', NL: 'Terranova e Labrador', NS: 'Nuova Scozia',
    NT: 'Territori del Nord-Ovest', PE: 'Isola del Principe Edoardo', QC: 'Québec',
  },
  nl: { BC: 'Brits-Columbia', NL: 'Newfoundland en Labrador', PE: 'Prins Edwardeiland' },
  no: { BC: 'Britisk Columbia', NL: 'Newfoundland og Labrador', NT: 'Nordvestterritoriene', QC: 'Québec' },
  sv: { NL: 'Newfoundland och Labrador', QC: 'Québec' },
};

/** The countries whose addresses name a state or province from a list. */
export const REGION_COUNTRIES = ['US', 'CA'] as const;
export type RegionCountry = (typeof REGION_COUNTRIES)[number];

const ENGLISH: Readonly<Record<RegionCountry, Names>> = { US: US_EN, CA: CA_EN };
const OWN: Readonly<Record<RegionCountry, Readonly<Record<Exclude<Locale, 'en'>, Names>>>> = { US: US_OWN, CA: CA_OWN };

/**
 * The site's language of a locale tag as react-intl or a browser gives it: 'fr' from 'fr-CA', 'no' from Norwegian
 * Bokmål or Nynorsk ('nb', 'nn'); English for a language the site does not have.
 */
export function siteLanguage(locale: string | null | undefined): Locale {
  const primary = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'nb' || primary === 'nn' || primary === 'no') return 'no';
  return primary === 'fr' || primary === 'de' || primary === 'es' || primary === 'it' || primary === 'nl' || primary === 'sv' ? primary : 'en';
}

const isRegionCountry = (country: unknown): country is RegionCountry => country === 'US' || country === 'CA';

/** The codes of a country's list (US: states, DC and Puerto Rico; CA: provinces and territories), else none. */
export function regionCodes(country: unknown): readonly string[] {
  return isRegionCountry(country) ? Object.keys(ENGLISH[country]) : [];
}

/**
 * The name of a state or province `code` of `country` in `locale`'s language ('Californie' for CA in the US in
 * French); the code itself for a code that is not on the country's list (another country's free-text region, or a
 * code no list has). Safe for any input ('__proto__' included: the lists are looked up with `Object.hasOwn`).
 */
export function regionName(country: unknown, code: string, locale: string | null | undefined): string {
  if (!isRegionCountry(country) || !Object.hasOwn(ENGLISH[country], code)) return code;
  const language = siteLanguage(locale);
  const own = language === 'en' ? undefined : OWN[country][language];
  return (own && Object.hasOwn(own, code) ? own[code] : undefined) ?? ENGLISH[country][code]!;
}

/**
 * The name of a code whose country is not known (a finder's state choices mix both lists): the US name of a US code,
 * else the Canadian name, else the code. No code is on both lists.
 */
export function anyRegionName(code: string, locale: string | null | undefined): string {
  return regionName(Object.hasOwn(US_EN, code) ? 'US' : 'CA', code, locale);
}

export interface RegionOption {
  code: string;
  name: string;
}

/** A country's states or provinces as a select offers them: named in `locale`'s language, in its alphabetical order. */
export function regionOptions(country: unknown, locale: string | null | undefined): RegionOption[] {
  const collator = new Intl.Collator(siteLanguage(locale) === 'no' ? 'nb' : siteLanguage(locale));
  return regionCodes(country)
    .map((code) => ({ code, name: regionName(country, code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
