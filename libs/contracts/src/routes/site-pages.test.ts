import { describe, expect, it } from 'vitest';
import { isSitePage } from './site-pages';

describe('isSitePage (the registry’s page paths, for the BFF’s 404)', () => {
  it('knows every public page, unprefixed or under a locale, with its parameter filled', () => {
    for (const path of ['/', '/events', '/events/event/e1', '/events/serie/s1', '/register/pin', '/oauth/callback', '/fr', '/fr/', '/de/events/event/e1', '/it/about/contact', '/events/']) {
      expect(isSitePage(path), path).toBe(true);
    }
    for (const path of ['/nope', '/events/event', '/events/event/e1/more', '/en/events', '/xx/events', '/fr/nope', '/api/logout']) expect(isSitePage(path), path).toBe(false);
  });

  it('knows the signed-in areas’ pages, optional parameters included, and the shell’s own pages', () => {
    for (const path of ['/auth', '/auth/admin', '/auth/admin/serie', '/auth/admin/serie/s1', '/auth/promoter/serie/s1', '/auth/rider/dashboard', '/auth/email-verify', '/proxy-dealer/d1', '/proxy-remove']) {
      expect(isSitePage(path), path).toBe(true);
    }
    for (const path of ['/auth/visitor', '/auth/rider/serie', '/auth/dealer/serie/s1', '/auth/rider/dashboard/more', '/fr/auth/rider/dashboard', '/proxy-rider', '/proxy-admin/a1']) {
      expect(isSitePage(path), path).toBe(false);
    }
  });
});
