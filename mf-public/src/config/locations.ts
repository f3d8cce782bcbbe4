import { regionOptions, type RegionOption } from '@rr/contracts/regions';

/** Countries the programme runs in (spec §9), in the order the selects show them. */
export const COUNTRIES = ['US', 'CA', 'AU', 'ES', 'FR', 'DE', 'SE', 'IT', 'NL', 'BE', 'NO', 'AT', 'GB'] as const;
export type Country = (typeof COUNTRIES)[number];

export type Region = RegionOption;

/**
 * State/province choices for a country, named in the page's language (`@rr/contracts/regions`, the table every form
 * uses): US states plus DC and Puerto Rico, Canadian provinces and territories (spec §9), both lists when no country is
 * chosen; other countries search without a region.
 */
export function regionsFor(country: string, locale: string): { us: readonly Region[]; ca: readonly Region[] } {
  return {
    us: country === 'US' || country === '' ? regionOptions('US', locale) : [],
    ca: country === 'CA' || country === '' ? regionOptions('CA', locale) : [],
  };
}
