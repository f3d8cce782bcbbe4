import { describe, expect, it } from 'vitest';
import { comparableName, comparableTown } from '../src/name-distance.js';

describe('comparableName', () => {
  it('drops accents, case and punctuation, and keeps single spaces', () => {
    expect(comparableName('  José  O’Brien-Smith ')).toBe('jose o brien smith');
    expect(comparableName('ÉMILE   Zoë')).toBe('emile zoe');
  });

  it('compares a hometown by its first part', () => {
    expect(comparableTown('Perris, CA')).toBe('perris');
    expect(comparableTown('Saint-Jérôme')).toBe('saint jerome');
    expect(comparableTown('')).toBe('');
  });
});
