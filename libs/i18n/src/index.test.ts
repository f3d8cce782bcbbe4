import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES, detectLocale, isPublicPath, localeCookie, localizePath, splitLocalePath } from './index';

describe('locale paths', () => {
  it('splits and rebuilds prefixed paths', () => {
    expect(splitLocalePath('/de/events')).toEqual({ locale: 'de', rest: '/events', prefixed: true });
    expect(splitLocalePath('/events')).toEqual({ locale: 'en', rest: '/events', prefixed: false });
    expect(localizePath('/de/about/rules', 'fr')).toBe('/fr/about/rules');
    expect(localizePath('/no', 'en')).toBe('/');
    expect(localizePath('/', 'sv')).toBe('/sv');
  });
  it('lists the seven prefixed locales', () => {
    expect(PREFIXED_LOCALES).toEqual(['fr', 'de', 'es', 'it', 'nl', 'no', 'sv']);
  });
  it('tells public paths from signed-in and proxy paths', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/it/events/event/1')).toBe(true);
    expect(isPublicPath('/authors')).toBe(true);
    expect(isPublicPath('/auth/rider/dashboard')).toBe(false);
    expect(isPublicPath('/proxy-rider/12')).toBe(false);
    expect(isPublicPath('/proxy-remove')).toBe(false);
  });
});

describe('detectLocale and the cookie', () => {
  it('prefers the cookie, then the browser', () => {
    expect(detectLocale('nl', ['de-DE'])).toBe('nl');
    expect(detectLocale(undefined, ['nb-NO', 'en'])).toBe('no');
    expect(detectLocale('xx', ['pt-BR'])).toBe('en');
  });
  it('keeps the cookie 365 days on the whole site', () => {
    expect(localeCookie('fr')).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
