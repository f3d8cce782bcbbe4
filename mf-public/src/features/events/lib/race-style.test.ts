import { describe, expect, it } from 'vitest';
import { raceStyle } from './race-style';

describe('raceStyle', () => {
  it('recognises the layout keys and their spelled-out forms', () => {
    expect(raceStyle('flat')).toBe('flat');
    expect(raceStyle('Flat Track')).toBe('flat');
    expect(raceStyle('road_racing')).toBe('road');
    expect(raceStyle('Off Road')).toBe('offroad');
    expect(raceStyle('off-road-moto')).toBe('offroadmoto');
    expect(raceStyle('Supercross')).toBe('supercross');
  });

  it('is null for unknown or missing types', () => {
    expect(raceStyle('hillclimb')).toBeNull();
    expect(raceStyle(undefined)).toBeNull();
  });
});
