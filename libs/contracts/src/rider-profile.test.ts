import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { bikeInputSchema, readSocialAccount, riderProfileInputSchema, socialAccountUrl } from './rider-profile';
import { withCheckDigit } from './vin';

describe('social media accounts (spec §5)', () => {
  it('keeps a username as typed (trimmed) and an address of the network as a canonical https address', () => {
    expect(readSocialAccount('instagram', ' ava.races ')).toEqual({ ok: true, value: 'ava.races', kind: 'username' });
    expect(readSocialAccount('twitter', 'x.com/AvaRaces/')).toEqual({ ok: true, value: 'https://x.com/AvaRaces', kind: 'url' });
    expect(readSocialAccount('facebook', 'https://m.facebook.com/profile.php?id=1234#about')).toEqual({ ok: true, value: 'https://m.facebook.com/profile.php?id=1234', kind: 'url' });
    expect(readSocialAccount('linkedin', 'http://ca.LinkedIn.com/in/ava-stone')).toEqual({ ok: true, value: 'https://ca.linkedin.com/in/ava-stone', kind: 'url' });
    expect(readSocialAccount('vimeo', '')).toEqual({ ok: true, value: null, kind: 'none' });
  });

  it('explains what is wrong: a leading @, another site, the home page, a name the network does not allow', () => {
    expect(readSocialAccount('instagram', '@ava')).toEqual({ ok: false, problem: 'at' });
    expect(readSocialAccount('youtube', 'https://vimeo.com/ava')).toEqual({ ok: false, problem: 'host' });
    expect(readSocialAccount('twitter', 'https://notx.com/ava')).toEqual({ ok: false, problem: 'host' });
    expect(readSocialAccount('twitter', 'https://x.com/')).toEqual({ ok: false, problem: 'invalid' });
    expect(readSocialAccount('twitter', 'a name with spaces')).toEqual({ ok: false, problem: 'invalid' });
    expect(readSocialAccount('twitter', 'javascript://x.com/%0aalert(1)')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('links a username to the network’s profile address', () => {
    expect(socialAccountUrl('instagram', 'ava.races')).toBe('https://instagram.com/ava.races');
    expect(socialAccountUrl('youtube', 'AvaRaces')).toBe('https://youtube.com/@AvaRaces');
    expect(socialAccountUrl('twitter', 'https://x.com/AvaRaces')).toBe('https://x.com/AvaRaces');
    expect(socialAccountUrl('vimeo', null)).toBeNull();
  });
});

describe('riderProfileInputSchema', () => {
  it('accepts a body with only some keys (the sections save apart), and an empty one', () => {
    expect(riderProfileInputSchema.safeParse({ bio: 'Hello' }).success).toBe(true);
    expect(riderProfileInputSchema.safeParse({}).success).toBe(true);
  });

  it('checks a sent key with its rule: a blank required field, a too long bio', () => {
    const result = riderProfileInputSchema.safeParse({ firstName: '', bio: 'x'.repeat(501), phone2: '' });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(['bio', 'firstName']);
  });

  it('takes the address as a whole, the state from the country’s list', () => {
    const address = { country: 'CA', addressLine1: '1 Rue', city: 'Montréal', state: 'QC', zipcode: 'H2X 1Y4' };
    expect(riderProfileInputSchema.safeParse(address).success).toBe(true);
    const errors = fieldErrors(riderProfileInputSchema.safeParse({ ...address, state: 'CO' }).error!);
    expect(errors.state?.id).toBe('validation.state.invalid');
    expect(Object.keys(fieldErrors(riderProfileInputSchema.safeParse({ zipcode: '80202' }).error!)).sort()).toEqual(['addressLine1', 'city', 'country']);
  });
});

describe('bikeInputSchema', () => {
  const bike = (vin: string) => ({ year: 2025, make: 'Apex', model: 'MX 450F', vin });

  it('accepts a VIN typed in lower case with spaces around it', () => {
    expect(bikeInputSchema.safeParse(bike(` ${withCheckDigit('5RRMX4500SA100210').toLowerCase()} `)).success).toBe(true);
  });

  it('explains the first problem of a VIN on the field', () => {
    const problem = (vin: string) => fieldErrors(bikeInputSchema.safeParse(bike(vin)).error!).vin;
    expect(problem('')).toMatchObject({ id: 'validation.required' });
    expect(problem('5RRMX45')).toMatchObject({ id: 'validation.vin.length', values: { length: 7 } });
    expect(problem('5RRMXQ500SA10021O')).toMatchObject({ id: 'validation.vin.characters', values: { positions: '6, 17' } });
    const good = withCheckDigit('5RRMX4500SA100210');
    const wrong = `${good.slice(0, 8)}${good[8] === 'X' ? '0' : 'X'}${good.slice(9)}`;
    expect(problem(wrong)).toMatchObject({ id: 'validation.vin.checkDigit', values: { expected: good[8], found: wrong[8] } });
  });
});
