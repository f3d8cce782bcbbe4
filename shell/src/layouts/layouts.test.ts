import { describe, expect, it } from 'vitest';
import { DefaultLayout, LAYOUTS, RiderLayout, resolveLayout } from './index';

describe('resolveLayout', () => {
  it('returns the named layout', () => {
    expect(resolveLayout('rider')).toBe(RiderLayout);
    expect(Object.keys(LAYOUTS).sort()).toEqual(['admin', 'dealer', 'default', 'promoter', 'public', 'rider']);
  });
  it('falls back to the default layout for unknown names (spec §2)', () => {
    expect(resolveLayout('kiosk')).toBe(DefaultLayout);
    expect(resolveLayout(undefined)).toBe(DefaultLayout);
    expect(resolveLayout('toString')).toBe(DefaultLayout);
  });
});
