import type { Result } from '../data-access/models/index.js';

/** What identifies a result line across uploads: the facts a correction leaves alone. */
export type IdentityFacts = Pick<Result, 'classId' | 'resultType' | 'riderId' | 'riderName' | 'number' | 'vin'> & { matchStatus?: string | null };

const simplify = (text: string | null | undefined) => (text ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * A line's identity within its event: its class, its result type and its rider — or, for a line matched to nobody,
 * the line's own facts (name, number plate, VIN). A re-uploaded sheet's line with the same identity is the same line:
 * it keeps its id, so the payouts service (which keys its decisions by it) sees a correction of that line, never a new
 * line and a deleted one. A change of place, class amount or hometown keeps the identity; a change of rider does not.
 */
export function lineIdentity(line: IdentityFacts): string {
  const who = line.riderId && (line.matchStatus ?? 'matched') === 'matched' ? `rider:${line.riderId}` : `line:${simplify(line.riderName)}|${simplify(line.number)}|${simplify(line.vin)}`;
  return `${line.classId}|${line.resultType}|${who}`;
}

/**
 * The ids the new lines take over from the lines they replace: each new line whose identity a replaced line had gets
 * that line's id (in sheet order, when one rider has several lines of one class and type); the others get `fresh()`.
 */
export function carryIds(replaced: ReadonlyArray<IdentityFacts & { id: string }>, next: readonly IdentityFacts[], fresh: () => string): string[] {
  const free = new Map<string, string[]>();
  for (const line of replaced) {
    const key = lineIdentity(line);
    free.set(key, [...(free.get(key) ?? []), line.id]);
  }
  return next.map((line) => free.get(lineIdentity(line))?.shift() ?? fresh());
}
