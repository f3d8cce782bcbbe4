import { LOCALES } from '@rr/i18n';
import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from './enums';
import { anyRegionName, regionCodes, regionName, regionOptions, siteLanguage } from './regions';

describe('the state and province names', () => {
  it('name exactly the codes of the US and Canada lists, in every locale, never by their code', () => {
    expect([...regionCodes('US')].sort()).toEqual([...US_STATES].sort());
    expect([...regionCodes('CA')].sort()).toEqual([...CA_PROVINCES].sort());
    for (const locale of LOCALES) {
      for (const [country, codes] of [['US', US_STATES], ['CA', CA_PROVINCES]] as const) {
        const names = codes.map((code) => regionName(country, code, locale));
        expect(names.filter((name, index) => name === codes[index] || name.length < 4), `${locale} ${country}`).toEqual([]);
        expect(new Set(names).size, `${locale} ${country}: one name per code`).toBe(codes.length);
      }
    }
  });

  it('writes each place as the language writes it', () => {
    const name = (country: string, code: string) => Object.fromEntries(LOCALES.map((locale) => [locale, regionName(country, code, locale)]));
    expect(name('US', 'CA')).toEqual({ en: 'California', fr: 'Californie', de: 'Kalifornien', es: 'California', it: 'California', nl: 'Californië', no: 'California', sv: 'Kalifornien' });
    expect(name('US', 'NC')).toEqual({
      en: 'North Carolina', fr: 'Caroline du Nord', de: 'North Carolina', es: 'Carolina del Norte', it: 'Carolina del Nord', nl: 'North Carolina', no: 'Nord-Carolina', sv: 'North Carolina',
    });
    expect(name('US', 'NM')).toEqual({ en: 'New Mexico', fr: 'Nouveau-Mexique', de: 'New Mexico', es: 'Nuevo México', it: 'Nuovo Messico', nl: 'New Mexico', no: 'New Mexico', sv: 'New Mexico' });
    expect(name('CA', 'BC')).toEqual({
      en: 'British Columbia', fr: 'Colombie-Britannique', de: 'Britisch-Kolumbien', es: 'Columbia Británica', it: 'Columbia Britannica', nl: 'Brits-Columbia', no: 'Britisk Columbia', sv: 'British Columbia',
    });
    expect(name('CA', 'NL')).toEqual({
      en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador', de: 'Neufundland und Labrador', es: 'Terranova y Labrador', it: 'Terranova e Labrador', nl: 'Newfoundland en Labrador', no: 'Newfoundland og Labrador', sv: 'Newfoundland och Labrador',
    });
    expect(name('CA', 'QC')).toEqual({ en: 'Quebec', fr: 'Québec', de: 'Québec', es: 'Quebec', it: 'Québec', nl: 'Quebec', no: 'Québec', sv: 'Québec' });
    // Texas is Texas everywhere.
    expect(new Set(Object.values(name('US', 'TX')))).toEqual(new Set(['Texas']));
  });

  it('reads locale tags as the browser gives them, and keeps a code no list has', () => {
    expect(siteLanguage('fr-CA')).toBe('fr');
    expect(siteLanguage('nb')).toBe('no');
    expect(siteLanguage('pt-BR')).toBe('en');
    expect(regionName('US', 'SC', 'fr-CA')).toBe('Caroline du Sud');
    expect(regionName('CA', 'CA', 'fr')).toBe('CA');
    expect(regionName('FR', 'IDF', 'fr')).toBe('IDF');
    expect(regionName('US', '__proto__', 'fr')).toBe('__proto__');
    expect(regionName('US', 'toString', 'de')).toBe('toString');
    expect(anyRegionName('PE', 'fr')).toBe('Île-du-Prince-Édouard');
    expect(anyRegionName('PA', 'fr')).toBe('Pennsylvanie');
    expect(anyRegionName('ZZ', 'fr')).toBe('ZZ');
  });

  it('offers a country’s list in the language’s alphabetical order', () => {
    const french = regionOptions('CA', 'fr').map((option) => option.name);
    expect(french.slice(0, 4)).toEqual(['Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard', 'Manitoba']);
    expect(regionOptions('US', 'fr').find((option) => option.code === 'CA')).toEqual({ code: 'CA', name: 'Californie' });
    expect(regionOptions('FR', 'fr')).toEqual([]);
  });
});
