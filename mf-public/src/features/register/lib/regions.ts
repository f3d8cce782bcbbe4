import type { Locale } from '@rr/i18n';

/**
 * Names of the US states (plus DC and Puerto Rico) and Canadian provinces and territories of @rr/contracts'
 * US_STATES and CA_PROVINCES. Proper nouns, so one English list serves every locale, except Canada's, which
 * also has official French names.
 */
const US_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia', PR: 'Puerto Rico',
};

const CA_NAMES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

const CA_NAMES_FR: Record<string, string> = {
  AB: 'Alberta', BC: 'Colombie-Britannique', MB: 'Manitoba', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse', NT: 'Territoires du Nord-Ouest', NU: 'Nunavut', ON: 'Ontario', PE: 'Île-du-Prince-Édouard',
  QC: 'Québec', SK: 'Saskatchewan', YT: 'Yukon',
};

/** The display name of a state or province code of `country`, else the code itself. */
export function regionName(country: string, code: string, locale: Locale): string {
  if (country === 'US') return US_NAMES[code] ?? code;
  if (country === 'CA') return (locale === 'fr' ? CA_NAMES_FR : CA_NAMES)[code] ?? code;
  return code;
}

/** A country's name in the page's language (the browser's own translations), else its code. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale === 'no' ? 'nb' : locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
