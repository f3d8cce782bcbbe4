import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models/index.js';
import { findPromoterSeason, findPromoterSeasons } from '../data-access/promoter-seasons-repository.js';

/**
 * Which bodies sanction an event (spec §9: a double-sanctioned event pays once). The event records its own, set by
 * its promoter and corrected by staff; an event that records none yet (those made before it could, a sheet's
 * events) goes by the promoter's application for the event's season, as identity last decided it (`promoter.season`).
 */

/** The names in a stored JSON list; anything else reads as none. */
export function parseBodies(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const bodies = JSON.parse(json) as unknown;
    return Array.isArray(bodies) ? bodies.filter((b): b is string => typeof b === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The names as they are kept: trimmed, blanks left out, each body once (the first spelling of names that differ only
 * in case). The contract (`sanctioningBodies()` in @rr/contracts) has already bounded their number and length.
 */
export function normaliseBodies(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** The bodies the promoter's application names for a season, or none when identity has said nothing of it. */
export async function seasonBodies(db: EventsDb, promoterId: string, seasonYear: number, transaction?: Transaction): Promise<string[]> {
  const season = await findPromoterSeason(db, promoterId, seasonYear, transaction);
  return season ? parseBodies(season.sanctioningBodies) : [];
}

/** An event's season: the year of its first day. */
export const seasonOf = (event: Pick<Event, 'startDate'>): number => Number(event.startDate.slice(0, 4));

/** What sanctions the event: the bodies it records, else those of its promoter's application for its season. */
export async function eventBodies(db: EventsDb, event: Pick<Event, 'sanctioningBodies' | 'promoterId' | 'startDate'>, transaction?: Transaction): Promise<string[]> {
  const own = parseBodies(event.sanctioningBodies);
  return own.length > 0 ? own : seasonBodies(db, event.promoterId, seasonOf(event), transaction);
}

/** Every season the promoter's applications name bodies for, latest first (a new event's form starts from its season's). */
export async function promoterSeasons(db: EventsDb, promoterId: string): Promise<Array<{ seasonYear: number; sanctioningBodies: string[] }>> {
  const seasons = await findPromoterSeasons(db, promoterId);
  return seasons.map((season) => ({ seasonYear: season.seasonYear, sanctioningBodies: parseBodies(season.sanctioningBodies) })).filter((season) => season.sanctioningBodies.length > 0);
}
