import { describe, expect, it } from 'vitest';
import { oneOf, placeApiQuery } from './finder-query';

describe('oneOf', () => {
  it('keeps an allowed value and falls back for anything else or nothing', () => {
    expect(oneOf('50', ['', '25', '50'] as const, '')).toBe('50');
    expect(oneOf('51', ['', '25', '50'] as const, '')).toBe('');
    expect(oneOf(null, ['asc', 'desc'] as const, 'asc')).toBe('asc');
  });
});

describe('placeApiQuery', () => {
  it('asks only for what is set, the radius only around a postal code', () => {
    expect(placeApiQuery({ country: '', state: '', zipcode: '', zipDistance: '' })).toEqual({});
    expect(placeApiQuery({ country: 'CA', state: 'QC', zipcode: 'H7V', zipDistance: '50' })).toEqual({ country: 'CA', state: 'QC', zipcode: 'H7V', zipDistance: 50 });
    expect(placeApiQuery({ country: '', state: '', zipcode: '', zipDistance: '50' })).toEqual({});
    expect(placeApiQuery({ country: '', state: '', zipcode: '92570', zipDistance: '' })).toEqual({ zipcode: '92570' });
  });
});
