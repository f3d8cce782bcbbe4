import type { LineMatch, MatchCandidate, MatchMethod } from '@rr/contracts';
import type { RiderMatchFacts } from '@rr/contracts/server';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models/index.js';
import { comparableName, comparableTown, type LineLookup, type RiderDirectory } from './rider-directory.js';
import { findRejections } from '../data-access/rejected-matches-repository.js';
import { findMatchedPlateRiders, findOtherEventIdsOfSeries } from '../data-access/match-lines-repository.js';

/** What a result line offers to find its rider by. */
export interface MatchableLine {
  key: string;
  riderName: string;
  hometown: string;
  email: string;
  amaNumber: string;
  vin: string;
  number: string;
  /** The bike as the sheet names it (often make and model). */
  bike: string;
}

export const UNMATCHED: LineMatch = { status: 'unmatched', method: null, rider: null, candidates: [] };

/**
 * Number plates riders used earlier in the same series, with the rider each was matched to: a plate that always
 * belonged to one rider identifies them.
 */
async function platesOfSeries(db: EventsDb, event: Event, numbers: string[]): Promise<Map<string, Set<string>>> {
  const plates = new Map<string, Set<string>>();
  if (!event.seriesId || numbers.length === 0) return plates;
  const others = await findOtherEventIdsOfSeries(db, event.seriesId, event.id);
  if (others.length === 0) return plates;
  const unique = [...new Set(numbers)];
  for (let start = 0; start < unique.length; start += 1_000) {
    const rows = await findMatchedPlateRiders(db, others, unique.slice(start, start + 1_000));
    for (const row of rows) {
      if (!row.riderId) continue;
      const set = plates.get(row.number) ?? new Set<string>();
      set.add(row.riderId);
      plates.set(row.number, set);
    }
  }
  return plates;
}

/** What a turned-down match is kept by: the line's name as names are compared, and its number plate. */
export function rejectionFacts(line: { riderName: string; number: string }): { nameKey: string; plate: string } {
  return { nameKey: comparableName(line.riderName).slice(0, 200), plate: line.number.trim().slice(0, 20) };
}
const factsKey = (facts: { nameKey: string; plate: string }) => `${facts.nameKey}\n${facts.plate}`;

/** The riders turned down at the event ("wrong rider"), by the line facts they were turned down for. */
export async function rejectedRiders(db: EventsDb, eventId: string): Promise<Map<string, Set<string>>> {
  const rows = await findRejections(db, eventId);
  const rejected = new Map<string, Set<string>>();
  for (const row of rows) rejected.set(factsKey(row), (rejected.get(factsKey(row)) ?? new Set()).add(row.riderId));
  return rejected;
}

/**
 * Whether the line's name is the rider's: the same last name, and the same first name or a shortening of it, an
 * initial ('J. Lindqvist') or its start ('Jess Lindqvist' for Jesse); the last name may come first ('LINDQVIST, Jesse').
 * A first name spelled out differently ('Jake' for Jesse) is another person, not a partial agreement.
 */
export function sameRiderName(lineName: string, rider: Pick<RiderMatchFacts, 'firstName' | 'lastName'>): boolean {
  const words = comparableName(lineName).split(' ').filter(Boolean);
  const last = comparableName(rider.lastName).split(' ').filter(Boolean);
  const first = comparableName(rider.firstName).split(' ')[0] ?? '';
  if (!first || last.length === 0 || words.length <= last.length) return false;
  const sameLast = (at: number) => last.every((word, i) => words[at + i] === word);
  const sameFirst = (given: string | undefined) => Boolean(given) && (first.startsWith(given!) || given!.startsWith(first));
  return (sameLast(words.length - last.length) && sameFirst(words[0])) || (sameLast(0) && sameFirst(words[last.length]));
}

/** Whether the bike the sheet names is of this make: the make as a word of it ('Apex 450', 'apex450f', 'GasGas' for Gas Gas). */
export function namesMake(bike: string, make: string): boolean {
  const text = comparableName(bike);
  const wanted = comparableName(make);
  if (!text || !wanted) return false;
  return [wanted, wanted.replace(/ /g, '')].some((form) => ` ${text} `.includes(` ${form} `) || new RegExp(`(?:^| )${form}\\d`, 'u').test(text));
}

/**
 * A number plate is worn by whoever the promoter hands it to, so a plate alone never names a rider: the plate's rider
 * must agree with the line on at least one more fact, their name (sameRiderName), e-mail, licence number, VIN,
 * hometown, or the make of one of their registered bikes named in the line's bike. Facts the line does not give
 * neither help nor hurt; a rider who agrees on none is not the plate's match (they may still be a candidate).
 */
function plateRiderAgrees(line: MatchableLine, lookup: LineLookup, riderId: string, facts: RiderMatchFacts | undefined): boolean {
  if ([lookup.email, lookup.ama, lookup.vin, lookup.name].some((ids) => ids.includes(riderId))) return true;
  if (!facts) return false;
  if (sameRiderName(line.riderName, facts)) return true;
  if (line.hometown && facts.towns.some((town) => comparableTown(town) === comparableTown(line.hometown))) return true;
  return Boolean(line.bike) && facts.makes.some((make) => namesMake(line.bike, make));
}

/**
 * Links each line to a programme rider: by e-mail, then AMA/licence number, then bike VIN, then the
 * number plate the rider raced under earlier in the series (only with another fact agreeing: plateRiderAgrees), then
 * name + hometown, then (for a line without a hometown) a name only one rider has. The first key that names exactly
 * one rider decides; when none does, the riders the keys named (or riders of the same name) are the candidates of an
 * ambiguous line, and a line nobody resembles is unmatched. Both go to the exception list. A rider turned down for a
 * line of the same name and plate at this event ("wrong rider", `rejected_matches`), or in `exclude` (by line key),
 * is never matched to it nor offered for it.
 */
export async function matchLines(
  db: EventsDb,
  directory: RiderDirectory,
  event: Event,
  lines: MatchableLine[],
  options: { exclude?: ReadonlyMap<string, ReadonlySet<string>> } = {},
): Promise<Map<string, LineMatch>> {
  const matches = new Map<string, LineMatch>();
  if (lines.length === 0) return matches;
  const rejected = await rejectedRiders(db, event.id);
  const refusedFor = (line: MatchableLine) => new Set([...(rejected.get(factsKey(rejectionFacts(line))) ?? []), ...(options.exclude?.get(line.key) ?? [])]);
  const [found, plates] = await Promise.all([
    directory.lookup(
      lines.map((line) => ({
        key: line.key,
        name: line.riderName,
        ...(line.email ? { email: line.email } : {}),
        ...(line.amaNumber ? { amaNumber: line.amaNumber } : {}),
        ...(line.vin ? { vin: line.vin } : {}),
        ...(line.hometown ? { hometown: line.hometown } : {}),
      })),
    ),
    platesOfSeries(
      db,
      event,
      lines.map((line) => line.number).filter(Boolean),
    ),
  ]);
  const plateRiders = [...new Set(lines.flatMap((line) => (line.number ? [...(plates.get(line.number) ?? [])] : [])))];
  const facts = plateRiders.length > 0 ? await directory.facts(plateRiders) : new Map<string, RiderMatchFacts>();
  const known = (id: string): MatchCandidate | undefined => {
    const rider = found.riders.get(id) ?? facts.get(id);
    return rider && { _id: rider._id, name: rider.name, hometown: rider.hometown };
  };
  const missing = new Set<string>();
  for (const line of lines) {
    const refused = refusedFor(line);
    const allowed = (ids: Iterable<string>) => [...ids].filter((id) => !refused.has(id));
    const given = found.lines.get(line.key);
    const lookup: LineLookup = {
      email: allowed(given?.email ?? []),
      ama: allowed(given?.ama ?? []),
      vin: allowed(given?.vin ?? []),
      name: allowed(given?.name ?? []),
      nameHometown: allowed(given?.nameHometown ?? []),
    };
    const plated = line.number ? allowed(plates.get(line.number) ?? []) : [];
    const ranked: Array<[MatchMethod, string[]]> = [
      ['email', lookup.email],
      ['ama', lookup.ama],
      ['vin', lookup.vin],
      ['plate', plated.filter((id) => plateRiderAgrees(line, lookup, id, facts.get(id)))],
      ['nameHometown', lookup.nameHometown],
      // A name only one rider has decides only when the line gives no hometown that could contradict it.
      ['name', line.hometown ? [] : lookup.name],
    ];
    const decisive = ranked.find(([, ids]) => ids.length === 1);
    if (decisive) {
      const id = decisive[1][0]!;
      const rider = known(id);
      if (!rider) missing.add(id);
      matches.set(line.key, { status: 'matched', method: decisive[0], rider: rider ?? { _id: id, name: line.riderName, hometown: '' }, candidates: [] });
      continue;
    }
    // A plate's rider who agrees on nothing else is still offered: the promoter may know better.
    const candidateIds = [...new Set([...ranked.flatMap(([, ids]) => ids), ...plated, ...lookup.name])];
    const candidates = candidateIds.map(known).filter((c): c is MatchCandidate => Boolean(c));
    matches.set(line.key, candidates.length > 0 ? { status: 'ambiguous', method: null, rider: null, candidates } : UNMATCHED);
  }
  if (missing.size > 0) {
    const riders = await directory.get([...missing]);
    for (const match of matches.values()) {
      const rider = match.rider && riders.get(match.rider._id);
      if (rider) match.rider = rider;
    }
  }
  return matches;
}
