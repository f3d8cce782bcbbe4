import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryZipDistance, requireZipcodeForRadius, zipDistanceOf } from './finder-query';
import { queryText } from './query';

const finder = z
  .object({ zipcode: queryText(12), zipDistance: queryZipDistance() })
  .check(requireZipcodeForRadius)
  .transform(({ zipDistance, ...query }) => ({ ...query, zipDistance: zipDistanceOf(zipDistance) }));

describe('a finder query’s radius', () => {
  it('reads Exact in either spelling and a radius as miles', () => {
    expect(finder.parse({ zipcode: '92570', zipDistance: 'exact' })).toEqual({ zipcode: '92570', zipDistance: 'Exact' });
    expect(finder.parse({ zipcode: '92570', zipDistance: '50' })).toEqual({ zipcode: '92570', zipDistance: 50 });
    expect(finder.parse({})).toEqual({ zipDistance: undefined });
  });

  it('refuses a radius without its postal code, and a radius the finder does not offer', () => {
    expect(finder.safeParse({ zipDistance: '50' }).error?.issues.map((issue) => issue.path)).toEqual([['zipcode']]);
    expect(finder.safeParse({ zipcode: '92570', zipDistance: '30' }).success).toBe(false);
  });
});
