import { describe, expect, it } from 'vitest';
import { allowedNameEdits, editDistance, nameEdits, namePrefixes } from '../src/name-distance.js';

describe('name distance for rider suggestions', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('tyler brookes', 'tyler brooks', 2)).toBe(1);
    expect(editDistance('tyelr brooks', 'tyler brooks', 2)).toBe(1);
    expect(editDistance('tyler brooks', 'tyler brooks', 2)).toBe(0);
    expect(editDistance('tylr brookes', 'tyler brooks', 2)).toBe(2);
    expect(editDistance('', 'ab', 2)).toBe(2);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops counting past the bound', () => {
    expect(editDistance('tyler brooks', 'mia duarte', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });

  it('allows two edits, one in a short name, in either name order', () => {
    expect(allowedNameEdits('tyler brookes')).toBe(2);
    expect(allowedNameEdits('al li')).toBe(1);
    expect(nameEdits('tyler brookes', 'tyler', 'brooks')).toBe(1);
    expect(nameEdits('brookes tyler', 'tyler', 'brooks')).toBe(1);
    expect(nameEdits('tyler brooks', 'taylor', 'brooks')).toBe(2);
    expect(nameEdits('tyler brooks', 'mike', 'brooks')).toBeNull();
    expect(nameEdits('al lo', 'al', 'li')).toBe(1);
    expect(nameEdits('al lu', 'eli', 'li')).toBeNull();
    expect(nameEdits('', 'al', 'li')).toBeNull();
  });

  it('asks the database for the start of the first and last names', () => {
    expect(namePrefixes('tyler brookes')).toEqual(['tyl', 'bro']);
    expect(namePrefixes('jo van dyke')).toEqual(['jo', 'dyk']);
    expect(namePrefixes('madonna')).toEqual(['mad']);
    expect(namePrefixes('k parker smith')).toEqual(['smi']);
    expect(namePrefixes('k')).toEqual(['k']);
    expect(namePrefixes('')).toEqual([]);
  });
});
