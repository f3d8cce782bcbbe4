import { riderLookupBodySchema, riderSearchQuerySchema, type RiderLookupBody, type RiderMatchFacts } from '@rr/contracts/server';
import { comparableName, comparableTown } from '@rr/server-kit/name-distance';
import type { IdentityDb } from '../data-access/database.js';
import {
  findBikeOwnersByVin,
  findMatchRiders,
  findMatchRidersByLastName,
  findRiderBikeMakes,
  findRiderLoginsByEmail,
  findRidersByAmaNumber,
  searchActiveRiders,
  type MatchRiderRow as RiderRow,
} from '../data-access/rider-directory-repository.js';

/**
 * The rider directory the events service matches result lines with (`POST /internal/riders/lookup`,
 * `GET /internal/riders/search`; services/events/src/domain/rider-directory.ts is the other side). It answers only
 * ids, names and hometowns: a promoter resolving an exception never sees a rider's e-mail, address or phone.
 */

/** The bodies and queries are the contract's (`@rr/contracts/server`), which the OpenAPI document is generated from. */
export const lookupBodySchema = riderLookupBodySchema;
export type LookupBody = RiderLookupBody;
export const searchQuerySchema = riderSearchQuerySchema;

interface Candidate {
  _id: string;
  name: string;
  hometown: string;
}

/** Names and hometowns are compared as the events side compares them (the same functions). */
export { comparableName };

const candidate = (rider: RiderRow): Candidate => ({
  _id: rider.userId,
  name: `${rider.firstName} ${rider.lastName}`.trim(),
  hometown: rider.hometown || [rider.city, rider.state].filter(Boolean).join(', '),
});

/** A name as typed, in lower and upper case and capitalised (SMITH, smith, Smith): SQLite compares case-sensitively. */
const caseVariants = (word: string): string[] => {
  const lower = word.toLowerCase();
  const capitalised = lower.replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
  return [word, lower, word.toUpperCase(), capitalised];
};

const CHUNK = 500;
async function inChunks<T, R>(values: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(...(await read(values.slice(start, start + CHUNK))));
  return out;
}

/** Rows grouped by `key`, each group the set of its `value`s. */
function group<T>(rows: T[], key: (row: T) => string, value: (row: T) => string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const row of rows) map.set(key(row), (map.get(key(row)) ?? new Set()).add(value(row)));
  return map;
}

/** For each line, the riders its e-mail, AMA number, VIN, name, and name + hometown point to; and those riders. */
export async function lookupRiders(db: IdentityDb, body: LookupBody) {
  if ('ids' in body) {
    const riders = await inChunks([...new Set(body.ids)], (ids) => findMatchRiders(db, ids));
    if (!body.facts) return { riders: riders.map(candidate) };
    const bikes = await inChunks(
      riders.map((r) => r.userId),
      (ids) => findRiderBikeMakes(db, ids),
    );
    const makes = group(bikes.filter((b) => b.make.trim() !== ''), (b) => b.riderId, (b) => b.make.trim());
    return {
      riders: riders.map(
        (rider): RiderMatchFacts => ({
          ...candidate(rider),
          firstName: rider.firstName,
          lastName: rider.lastName,
          towns: [rider.hometown, rider.city].filter((town): town is string => Boolean(town)),
          makes: [...(makes.get(rider.userId) ?? [])],
        }),
      ),
    };
  }
  const lines = body.lines;
  const emails = [...new Set(lines.map((l) => l.email?.toLowerCase()).filter((e): e is string => Boolean(e)))];
  const amas = [...new Set(lines.map((l) => l.amaNumber).filter((a): a is string => Boolean(a)))];
  const vins = [...new Set(lines.map((l) => l.vin?.toUpperCase()).filter((v): v is string => Boolean(v)))];
  // Riders are indexed by last name: ask for every last word of the names, then compare whole names here.
  const lastWords = [
    ...new Set(
      lines.flatMap((l) => {
        const words = l.name.trim().split(/\s+/);
        return words.length > 1 ? [words.at(-1)!, words.slice(1).join(' ')] : [];
      }),
    ),
  ];

  const [byEmail, byAma, byVin, byName] = await Promise.all([
    inChunks(emails, (chunk) => findRiderLoginsByEmail(db, chunk)),
    // AMA numbers as typed, upper- and lower-cased: SQLite compares case-sensitively, MariaDB's collation does not.
    inChunks([...new Set(amas.flatMap((a) => [a, a.toUpperCase(), a.toLowerCase()]))], (chunk) => findRidersByAmaNumber(db, chunk)),
    inChunks(vins, (chunk) => findBikeOwnersByVin(db, chunk)),
    inChunks([...new Set(lastWords.flatMap(caseVariants))], (chunk) => findMatchRidersByLastName(db, chunk)),
  ]);
  const emailIds = group(byEmail, (u) => u.email.toLowerCase(), (u) => u.id);
  const amaIds = group(byAma, (r) => (r.amaNumber ?? '').toLowerCase(), (r) => r.userId);
  const vinIds = group(byVin, (b) => b.vin.toUpperCase(), (b) => b.riderId);
  const nameIds = group(byName, (r) => comparableName(`${r.firstName} ${r.lastName}`), (r) => r.userId);
  const ridersById = new Map<string, RiderRow>(byName.map((r) => [r.userId, r]));

  const answered = lines.map((line) => {
    const name = nameIds.get(comparableName(line.name)) ?? new Set<string>();
    const town = line.hometown ? comparableTown(line.hometown) : '';
    const nameHometown = town
      ? [...name].filter((id) => {
          const rider = ridersById.get(id)!;
          return [rider.hometown, rider.city].some((t) => t && comparableTown(t) === town);
        })
      : [];
    return {
      key: line.key,
      email: [...(line.email ? (emailIds.get(line.email.toLowerCase()) ?? []) : [])],
      ama: [...(line.amaNumber ? (amaIds.get(line.amaNumber.toLowerCase()) ?? []) : [])],
      vin: [...(line.vin ? (vinIds.get(line.vin.toUpperCase()) ?? []) : [])],
      name: [...name],
      nameHometown,
    };
  });
  const wanted = new Set(answered.flatMap((a) => [...a.email, ...a.ama, ...a.vin, ...a.name]));
  const missing = [...wanted].filter((id) => !ridersById.has(id));
  const more = await inChunks(missing, (ids) => findMatchRiders(db, ids));
  for (const rider of more) ridersById.set(rider.userId, rider);
  return { lines: answered, riders: [...wanted].map((id) => ridersById.get(id)).filter((r): r is RiderRow => Boolean(r)).map(candidate) };
}

/** Active riders whose name, e-mail or AMA number matches `q` (name and e-mail by their start, AMA exactly). */
export async function searchRiders(db: IdentityDb, q: string, limit: number): Promise<{ riders: Candidate[] }> {
  return { riders: (await searchActiveRiders(db, q, limit)).map(candidate) };
}
