import type { Country } from '@rr/contracts';
import { regionName, siteLanguage } from '@rr/contracts/regions';
import type { Locale } from '@rr/i18n';

/**
 * The country a site language most likely means (English → US: the programme is American first): the registration
 * form's preselected country, and the country a written place leaves out.
 */
const SITE_COUNTRY: Readonly<Record<Locale, Country>> = { en: 'US', fr: 'FR', de: 'DE', es: 'ES', it: 'IT', nl: 'NL', no: 'NO', sv: 'SE' };

export function siteCountry(locale: string): Country {
  return SITE_COUNTRY[siteLanguage(locale)];
}

/** A country's name in the page's language (the browser's own translations), else its code. */
export function countryName(code: string, locale: string): string {
  const language = siteLanguage(locale);
  try {
    return new Intl.DisplayNames([language === 'no' ? 'nb' : language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Where something is, written as people write it: the town, the state or province by its name in the page's language,
 * and the country only when it is not the site's own ("Perris, California" on the English site, "Barrie, Ontario,
 * Canada"; "Perris, Californie, États-Unis" on the French one). Parts that are not known are left out; '' when none is.
 */
export function placeLine(place: { city?: string | null; state?: string | null; country?: string | null }, locale: string): string {
  const country = (place.country ?? '').trim();
  const state = (place.state ?? '').trim();
  return [
    (place.city ?? '').trim(),
    state ? regionName(country, state, locale) : '',
    country && country !== siteCountry(locale) ? countryName(country, locale) : '',
  ]
    .filter(Boolean)
    .join(', ');
}
