import { describe, expect, it } from 'vitest';
import { remoteForPath } from './router';

describe('remoteForPath (the remote Boot starts loading before the session is known)', () => {
  it('is the public remote for the public site, in every locale', () => {
    for (const path of ['/', '/events', '/events/event/evt-1', '/fr', '/de/events', '/login']) expect(remoteForPath(path), path).toBe('mf_public');
  });

  it("is the area's remote under /auth/{role}", () => {
    expect(remoteForPath('/auth/rider')).toBe('mf_rider');
    expect(remoteForPath('/auth/rider/dashboard')).toBe('mf_rider');
    expect(remoteForPath('/auth/admin/riders')).toBe('mf_admin');
    expect(remoteForPath('/auth/dealer/home')).toBe('mf_dealer');
    expect(remoteForPath('/auth/promoter/home')).toBe('mf_promoter');
  });

  it("is none for the shell's own pages", () => {
    for (const path of ['/auth', '/auth/email-verify', '/proxy-rider/r-1', '/proxy-dealer/d-1', '/proxy-promoter/p-1', '/proxy-remove']) expect(remoteForPath(path), path).toBeNull();
  });
});
