import { describe, expect, it } from 'vitest';
import { countryName, placeLine, siteCountry } from './places';

describe('placeLine (where something is, as people write it)', () => {
  it('writes the town and the state by name, and the country only when it is not the site’s own', () => {
    expect(placeLine({ city: 'Perris', state: 'CA', country: 'US' }, 'en')).toBe('Perris, California');
    expect(placeLine({ city: 'Barrie', state: 'ON', country: 'CA' }, 'en')).toBe('Barrie, Ontario, Canada');
    expect(placeLine({ city: 'Perris', state: 'CA', country: 'US' }, 'fr')).toBe('Perris, Californie, États-Unis');
    expect(placeLine({ city: 'Kamloops', state: 'BC', country: 'CA' }, 'de')).toBe('Kamloops, Britisch-Kolumbien, Kanada');
    expect(placeLine({ city: null, state: 'NC', country: 'US' }, 'en')).toBe('North Carolina');
    expect(placeLine({ city: 'Lyon', state: '', country: 'FR' }, 'fr')).toBe('Lyon');
    expect(placeLine({ city: '', state: '', country: '' }, 'en')).toBe('');
  });

  it('takes the site’s country from its language', () => {
    expect(siteCountry('en')).toBe('US');
    expect(siteCountry('sv')).toBe('SE');
    expect(siteCountry('nb')).toBe('NO');
  });
});

describe('countryName', () => {
  it('names a country in the page language (Norwegian as Bokmål)', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('SE', 'no')).toBe('Sverige');
  });
});
