import { Op } from 'sequelize';
import type { LineMatch, MatchCandidate, MatchMethod } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models.js';
import type { LineLookup, RiderDirectory } from './rider-directory.js';

/** What a result line offers to find its rider by. */
export interface MatchableLine {
  key: string;
  riderName: string;
  hometown: string;
  email: string;
  amaNumber: string;
  vin: string;
  number: string;
}

export const UNMATCHED: LineMatch = { status: 'unmatched', method: null, rider: null, candidates: [] };

/**
 * Number plates riders used earlier in the same series, with the rider each was matched to: a plate that always
 * belonged to one rider identifies them.
 */
async function platesOfSeries(db: EventsDb, event: Event, numbers: string[]): Promise<Map<string, Set<string>>> {
  const plates = new Map<string, Set<string>>();
  if (!event.seriesId || numbers.length === 0) return plates;
  const others = await db.models.Event.findAll({ attributes: ['id'], where: { seriesId: event.seriesId, id: { [Op.ne]: event.id } }, raw: true });
  if (others.length === 0) return plates;
  const unique = [...new Set(numbers)];
  for (let start = 0; start < unique.length; start += 1_000) {
    const rows = await db.models.Result.findAll({
      attributes: ['number', 'riderId'],
      where: { eventId: { [Op.in]: others.map((o) => o.id) }, number: { [Op.in]: unique.slice(start, start + 1_000) }, matchStatus: 'matched' },
      raw: true,
    });
    for (const row of rows) {
      if (!row.riderId) continue;
      const set = plates.get(row.number) ?? new Set<string>();
      set.add(row.riderId);
      plates.set(row.number, set);
    }
  }
  return plates;
}

/**
 * Links each line to a programme rider (issue 11 item 6): by e-mail, then AMA/licence number, then bike VIN, then the
 * number plate the rider raced under earlier in the series, then name + hometown, then (for a line without a hometown)
 * a name only one rider has. The first key that names exactly one rider decides; when none does, the riders the keys named (or riders of the same name) are the candidates of an
 * ambiguous line, and a line nobody resembles is unmatched. Both go to the exception list.
 */
export async function matchLines(db: EventsDb, directory: RiderDirectory, event: Event, lines: MatchableLine[]): Promise<Map<string, LineMatch>> {
  const matches = new Map<string, LineMatch>();
  if (lines.length === 0) return matches;
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
  const missing = new Set<string>();
  for (const line of lines) {
    const lookup: LineLookup = found.lines.get(line.key) ?? { email: [], ama: [], vin: [], name: [], nameHometown: [] };
    const ranked: Array<[MatchMethod, string[]]> = [
      ['email', lookup.email],
      ['ama', lookup.ama],
      ['vin', lookup.vin],
      ['plate', line.number ? [...(plates.get(line.number) ?? [])] : []],
      ['nameHometown', lookup.nameHometown],
      // A name only one rider has decides only when the line gives no hometown that could contradict it.
      ['name', line.hometown ? [] : lookup.name],
    ];
    const decisive = ranked.find(([, ids]) => ids.length === 1);
    if (decisive) {
      const id = decisive[1][0]!;
      const rider = found.riders.get(id);
      if (!rider) missing.add(id);
      matches.set(line.key, { status: 'matched', method: decisive[0], rider: rider ?? { _id: id, name: line.riderName, hometown: '' }, candidates: [] });
      continue;
    }
    const candidateIds = [...new Set([...ranked.flatMap(([, ids]) => ids), ...lookup.name])];
    const candidates = candidateIds.map((id) => found.riders.get(id)).filter((c): c is MatchCandidate => Boolean(c));
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
