import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('reads every field of the BFF answer', () => {
    const mapTiles = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' };
    expect(parseSiteConfig({ brandName: 'Moto', recaptchaSiteKey: 'site-key', oidcEnabled: true, registrationEnabled: false, mapTiles })).toEqual({
      brandName: 'Moto',
      recaptchaSiteKey: 'site-key',
      oidcEnabled: true,
      registrationEnabled: false,
      mapTiles,
    });
    // An older BFF says nothing of maps: pins without tiles.
    expect(parseSiteConfig({ brandName: 'Moto' }).mapTiles).toBeNull();
  });

  it('treats a null or missing site key as the bot check being off, and keeps an empty key (on, but no key)', () => {
    expect(parseSiteConfig({ recaptchaSiteKey: null }).recaptchaSiteKey).toBeNull();
    expect(parseSiteConfig({}).recaptchaSiteKey).toBeNull();
    expect(parseSiteConfig({ recaptchaSiteKey: '  ' }).recaptchaSiteKey).toBe('');
  });

  it('keeps registration open and SSO off unless the BFF says otherwise', () => {
    expect(parseSiteConfig({ brandName: 'Race Rewards' })).toEqual({ ...DEFAULT_SITE_CONFIG, brandName: 'Race Rewards' });
    expect(parseSiteConfig({ oidcEnabled: 'yes', registrationEnabled: 0 })).toMatchObject({ oidcEnabled: false, registrationEnabled: true });
    expect(parseSiteConfig(undefined)).toEqual(DEFAULT_SITE_CONFIG);
  });
});
