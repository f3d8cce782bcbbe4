import { SUGGEST_LINES_MAX, riderSuggestBodySchema, type RiderSuggestBody } from '@rr/contracts/server';
import { nameEdits, namePrefixes } from '@rr/server-kit/name-distance';
import type { IdentityDb } from '../data-access/database.js';
import { findActiveMatchRidersByNamePrefix, findMatchRiders, findRiderLoginsByEmail, type MatchRiderRow as RiderRow } from '../data-access/rider-directory-repository.js';
import { comparableName } from './rider-lookup.js';

/**
 * Riders a result line nobody matched may be (`POST /internal/riders/suggest`, for the events service's "Did you mean
 * Tyler Brooks (Perris, CA)?"): active riders with the line's e-mail, and active riders whose name is at most two
 * edits from the line's (one for a short name; either name order). The search is bounded in SQL: riders whose first
 * or last name starts like one of the line's first and last names (the first three letters: a typo seldom sits there
 * in both), at most CANDIDATES_PER_QUERY rows a query; the distance ranks them here. Like the lookup it answers ids,
 * names and hometowns only, never an e-mail.
 */

/** The body is the contract's (`@rr/contracts/server`), which the OpenAPI document is generated from. */
export { SUGGEST_LINES_MAX };
export const suggestBodySchema = riderSuggestBodySchema;
export type SuggestBody = RiderSuggestBody;

/** Name prefixes asked for in one query, and the most rows one query reads. */
const PREFIXES_PER_QUERY = 40;
const CANDIDATES_PER_QUERY = 2_000;
/** Suggestions per line (the events side keeps its three best). */
const SUGGESTIONS_PER_LINE = 5;

const candidate = (rider: RiderRow) => ({
  _id: rider.userId,
  name: `${rider.firstName} ${rider.lastName}`.trim(),
  hometown: rider.hometown || [rider.city, rider.state].filter(Boolean).join(', '),
});
type Suggested = ReturnType<typeof candidate> & { reason: 'email' | 'name'; distance: number | null };

export async function suggestRiders(db: IdentityDb, body: SuggestBody): Promise<{ lines: Array<{ key: string; riders: Suggested[] }> }> {
  const names = new Map(body.lines.map((line) => [line.key, comparableName(line.name)]));
  const prefixes = [...new Set([...names.values()].flatMap(namePrefixes))];
  // Active riders only: a deactivated account is never offered.
  const byName = new Map<string, RiderRow>();
  for (let start = 0; start < prefixes.length; start += PREFIXES_PER_QUERY) {
    const rows = await findActiveMatchRidersByNamePrefix(db, prefixes.slice(start, start + PREFIXES_PER_QUERY), CANDIDATES_PER_QUERY);
    for (const row of rows) byName.set(row.userId, row);
  }
  const emails = [...new Set(body.lines.map((line) => line.email?.toLowerCase()).filter((email): email is string => Boolean(email)))];
  const byEmail = new Map<string, string[]>();
  for (let start = 0; start < emails.length; start += 500) {
    const users = await findRiderLoginsByEmail(db, emails.slice(start, start + 500), true);
    for (const user of users) byEmail.set(user.email.toLowerCase(), [...(byEmail.get(user.email.toLowerCase()) ?? []), user.id]);
  }
  const emailRiderIds = [...new Set([...byEmail.values()].flat())].filter((id) => !byName.has(id));
  const emailRiders = new Map<string, RiderRow>();
  for (let start = 0; start < emailRiderIds.length; start += 500) {
    const rows = await findMatchRiders(db, emailRiderIds.slice(start, start + 500));
    for (const row of rows) emailRiders.set(row.userId, row);
  }
  const riderOf = (id: string) => byName.get(id) ?? emailRiders.get(id);
  const compared = [...byName.values()].map((rider) => ({ rider, first: comparableName(rider.firstName), last: comparableName(rider.lastName) }));

  return {
    lines: body.lines.map((line) => {
      const found: Suggested[] = [];
      for (const id of line.email ? (byEmail.get(line.email.toLowerCase()) ?? []) : []) {
        const rider = riderOf(id);
        if (rider) found.push({ ...candidate(rider), reason: 'email', distance: null });
      }
      const name = names.get(line.key) ?? '';
      const starts = namePrefixes(name);
      const close = compared
        .filter(({ first, last }) => starts.some((prefix) => first.startsWith(prefix) || last.startsWith(prefix)))
        .map(({ rider, first, last }) => ({ rider, distance: nameEdits(name, first, last) }))
        .filter((entry): entry is { rider: RiderRow; distance: number } => entry.distance !== null)
        .sort((a, b) => a.distance - b.distance || a.rider.lastName.localeCompare(b.rider.lastName) || a.rider.firstName.localeCompare(b.rider.firstName));
      for (const { rider, distance } of close) found.push({ ...candidate(rider), reason: 'name', distance });
      return { key: line.key, riders: found.slice(0, SUGGESTIONS_PER_LINE) };
    }),
  };
}
