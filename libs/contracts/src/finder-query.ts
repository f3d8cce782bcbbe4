import type { z } from 'zod';
import type { ZipDistance } from './events';
import { MESSAGES } from './messages';
import { queryChoice } from './query';

/**
 * What the finders' queries (events, series, dealers) share: a radius around a postal code, `zipDistance`, spelled
 * `Exact` (or `exact`: the postal code itself) or 25, 50, 100, 500 miles, which needs the `zipcode` it is around.
 */
export function queryZipDistance() {
  return queryChoice(['Exact', 'exact', '25', '50', '100', '500'] as const);
}

/** A finder query's check: a `zipDistance` without a `zipcode` is refused at `zipcode` ('Required'). */
export function requireZipcodeForRadius(ctx: z.core.ParsePayload<{ zipcode?: string; zipDistance?: string }>): void {
  if (ctx.value.zipDistance !== undefined && ctx.value.zipcode === undefined) {
    ctx.issues.push({ code: 'custom', message: MESSAGES.required.id, path: ['zipcode'], input: ctx.value });
  }
}

/** The radius as the services take it: `Exact` (any spelling), miles as a number, or undefined when absent. */
export function zipDistanceOf(zipDistance: string | undefined): ZipDistance | undefined {
  return (zipDistance === undefined ? undefined : zipDistance.toLowerCase() === 'exact' ? 'Exact' : Number(zipDistance)) as ZipDistance | undefined;
}
