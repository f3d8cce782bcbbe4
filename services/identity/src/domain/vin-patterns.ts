import { randomUUID } from 'node:crypto';
import {
  decideVinStatus,
  explainVin,
  pagination,
  vinPatternCoversWmi,
  type VerifyBikesResponse,
  type VinCheckResponse,
  type VinMakesResponse,
  type VinMatch,
  type VinPatternListQuery,
  type VinPatternListResponse,
  type VinPatternRule,
  type VinPatternView,
  type VinReason,
} from '@rr/contracts';
import { apiError, type Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { countBikesByStatus, findBikesAfter, storeBikeStatus } from '../data-access/bikes-repository.js';
import {
  findAllPatternRules,
  findCandidatePatterns,
  findVinPattern,
  findVinPatternsPage,
  removeVinPattern,
  storePatternsVerified,
  verifiedMakes,
} from '../data-access/vin-patterns-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import type { BikeValidity, VinPattern } from '../data-access/models/index.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';

/**
 * VIN patterns (spec §3, §4 "VIN", §7 "VIN patterns"; docs/vin.md): the models and years the programme accepts, how a
 * bike's VIN is matched against them, and the programme team's tools (list, delete, verify / unverify, verify bikes
 * in bulk; the import is vin-import.ts). A change of patterns reaches the bikes on file at the next "Verify bikes";
 * a bike added or registered is matched against the patterns of that moment.
 */

export type BikeStatus = VinMatch;

export const VIN_AUDIT = {
  imported: 'vin.patterns.imported',
  deleted: 'vin.pattern.deleted',
  verified: 'vin.patterns.verified',
  unverified: 'vin.patterns.unverified',
  bikesVerified: 'vin.bikes.verified',
} as const;

const ruleOf = (row: Pick<VinPattern, 'id' | 'pattern' | 'model' | 'year' | 'verified'>): VinPatternRule => ({
  id: row.id,
  pattern: row.pattern,
  model: row.model,
  year: Number(row.year),
  verified: Boolean(row.verified),
});

/** The patterns that may apply to a VIN: those of its WMI, and those whose first three characters hold a wildcard. */
export async function candidatePatterns(db: IdentityDb, vin: string, transaction?: Transaction): Promise<VinPatternRule[]> {
  const wmi = vin.slice(0, 3);
  const rows = await findCandidatePatterns(db, wmi, transaction);
  return sortBySpecificity(rows.map(ruleOf));
}

const wildcards = (pattern: string) => pattern.split('*').length - 1;

/** Longest pattern first, then fewest wildcards: the closest match is the one a reason names. */
function sortBySpecificity(rules: VinPatternRule[]): VinPatternRule[] {
  return rules.sort((a, b) => b.pattern.length - a.pattern.length || wildcards(a.pattern) - wildcards(b.pattern) || a.id.localeCompare(b.id));
}

/**
 * A bike's VIN status against the VIN patterns (docs/vin.md "Matching"): invalid when the VIN is malformed, has a
 * wrong check digit, or its maker has patterns but no verified one matches (or only for another year); verified when
 * a verified pattern matches for the bike's year; unverified while staff must look (only an unverified pattern
 * matches, or no pattern exists for the VIN's maker yet).
 */
export async function bikeStatusFor(db: IdentityDb, bike: { vin: string; year: number }, transaction?: Transaction): Promise<BikeStatus> {
  const explanation = explainVin(bike.vin, { year: bike.year });
  if (!explanation.ok) return decideVinStatus(explanation, bike.year, []);
  return decideVinStatus(explanation, bike.year, await candidatePatterns(db, explanation.vin, transaction));
}

/**
 * `GET /api/vin-check?vin=&year=`: the explanation, and the match against the patterns for `year` (else the model year
 * of position 10); match null when there is no year to match with. Never says whether a rider has the VIN.
 */
export async function checkVin(db: IdentityDb, input: { vin: string; year?: number | undefined }): Promise<VinCheckResponse> {
  const explanation = explainVin(input.vin, { year: input.year ?? null });
  const year = input.year ?? explanation.modelYear?.year ?? null;
  if (year === null || explanation.length === 0) return { explanation, match: null };
  const status = explanation.ok ? decideVinStatus(explanation, year, await candidatePatterns(db, explanation.vin)) : decideVinStatus(explanation, year, []);
  const pattern = status.patternId ? await findVinPattern(db, status.patternId) : null;
  return {
    explanation,
    match: { valid: status.valid, reason: status.reason, pattern: pattern ? { model: pattern.model, year: Number(pattern.year), make: pattern.make } : null },
  };
}

/** `GET /api/vin-makes`: the makes of the verified patterns, A–Z (registration offers them). */
export async function vinMakes(db: IdentityDb): Promise<VinMakesResponse> {
  return { makes: (await verifiedMakes(db)).filter(Boolean) };
}

export function vinPatternView(row: VinPattern): VinPatternView {
  return {
    _id: row.id,
    pattern: row.pattern,
    make: row.make,
    model: row.model,
    year: Number(row.year),
    verified: Boolean(row.verified),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * `GET /api/vin-patterns ?query&model&year&pattern&verified&sort&page&limit`: `query` is any of pattern, make or model
 * containing the text; `model` the exact model; `pattern` a pattern starting with the text (`?` as `*`); newest
 * choices for the search (distinct models and years) come with the page.
 */
export async function listVinPatterns(db: IdentityDb, query: VinPatternListQuery): Promise<VinPatternListResponse> {
  const { rows, total, models, years } = await findVinPatternsPage(db, query);
  return { vinPatterns: rows.map(vinPatternView), pagination: pagination(query.page, query.limit, total), models, years };
}

async function audit(ctx: AccountsContext, caller: Identity, action: string, request: AuditRequest, details: unknown, transaction?: Transaction) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId: null, method: request.method, path: request.path, status: 200, details }, transaction);
}

/** `DELETE /api/vin-patterns/{id}` → `{ deleted: id }` (404 when there is no such pattern). Bikes keep their status until the next verify. */
export async function deleteVinPattern(ctx: AccountsContext, caller: Identity, id: string, request: AuditRequest): Promise<{ deleted: string }> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const row = await findVinPattern(ctx.db, id, transaction);
    if (!row) throw apiError('NOT_FOUND');
    await removeVinPattern(row, transaction);
    await audit(ctx, caller, VIN_AUDIT.deleted, request, { id, pattern: row.pattern, model: row.model, year: Number(row.year) }, transaction);
  });
  return { deleted: id };
}

/** `POST /api/vin-patterns/verify` | `/unverify` `{ ids }` → `{ updated }`: how many patterns changed (unknown ids are ignored). */
export async function setVinPatternsVerified(ctx: AccountsContext, caller: Identity, ids: string[], verified: boolean, request: AuditRequest): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  return ctx.db.sequelize.transaction(async (transaction) => {
    const updated = await storePatternsVerified(ctx.db, unique, verified, transaction);
    if (updated > 0) await audit(ctx, caller, verified ? VIN_AUDIT.verified : VIN_AUDIT.unverified, request, { ids: unique, updated }, transaction);
    return { updated };
  });
}

/** All patterns, indexed by WMI (patterns with a wildcard in their first three characters apply to every WMI). */
export class PatternIndex {
  private readonly byWmi = new Map<string, VinPatternRule[]>();
  private readonly wild: VinPatternRule[] = [];

  constructor(rules: VinPatternRule[]) {
    for (const rule of sortBySpecificity(rules)) {
      const wmi = rule.pattern.slice(0, 3);
      if (wmi.includes('*')) this.wild.push(rule);
      else this.byWmi.set(wmi, [...(this.byWmi.get(wmi) ?? []), rule]);
    }
  }

  candidates(vin: string): VinPatternRule[] {
    const own = this.byWmi.get(vin.slice(0, 3)) ?? [];
    if (this.wild.length === 0) return own;
    return sortBySpecificity([...own, ...this.wild.filter((rule) => vinPatternCoversWmi(rule.pattern, vin.slice(0, 3)))]);
  }

  status(bike: { vin: string; year: number }): BikeStatus {
    const explanation = explainVin(bike.vin, { year: bike.year });
    return decideVinStatus(explanation, bike.year, explanation.ok ? this.candidates(explanation.vin) : []);
  }
}

/** Bikes are read and written this many at a time by "Verify bikes". */
export const VERIFY_BATCH = 1000;

/**
 * `POST /api/vin-patterns/verify-bikes`: every bike's status and reason recomputed against the patterns, a batch at a
 * time (keyset order by id: no offset scans, each batch its own short transaction). Counts the bikes whose status
 * changed, by new status; a reason that changes alone is stored but not counted. Audited with the counts. The riders'
 * readiness follows at their next request: the session user and the route guard read bikes from the database.
 */
export async function verifyBikes(ctx: AccountsContext, caller: Identity, request: AuditRequest, batch = VERIFY_BATCH): Promise<VerifyBikesResponse> {
  const index = new PatternIndex((await findAllPatternRules(ctx.db)).map(ruleOf));
  const counts: VerifyBikesResponse = { checked: 0, changed: 0, toVerified: 0, toInvalid: 0, toUnverified: 0 };
  let after = '';
  for (;;) {
    const bikes = await findBikesAfter(ctx.db, after, batch);
    if (bikes.length === 0) break;
    after = bikes.at(-1)!.id;
    counts.checked += bikes.length;
    const groups = new Map<string, { valid: BikeValidity; validReason: VinReason; ids: string[] }>();
    for (const bike of bikes) {
      const status = index.status({ vin: bike.vin, year: Number(bike.year) });
      if (status.valid === bike.valid && status.reason === bike.validReason) continue;
      if (status.valid !== bike.valid) {
        counts.changed += 1;
        if (status.valid === 'verified') counts.toVerified += 1;
        else if (status.valid === 'invalid') counts.toInvalid += 1;
        else counts.toUnverified += 1;
      }
      const key = `${status.valid}/${status.reason}`;
      const group = groups.get(key) ?? { valid: status.valid, validReason: status.reason, ids: [] };
      group.ids.push(bike.id);
      groups.set(key, group);
    }
    if (groups.size > 0) {
      await ctx.db.sequelize.transaction(async (transaction) => {
        for (const group of groups.values()) await storeBikeStatus(ctx.db, group.ids, group, transaction);
      });
    }
    if (bikes.length < batch) break;
  }
  await audit(ctx, caller, VIN_AUDIT.bikesVerified, request, counts);
  return counts;
}

/** How many bikes each status has (the VIN pattern page's summary). */
export async function bikeStatusCounts(db: IdentityDb): Promise<Record<BikeValidity, number>> {
  const rows = await countBikesByStatus(db);
  const counts: Record<BikeValidity, number> = { verified: 0, invalid: 0, unverified: 0 };
  for (const row of rows) counts[row.valid] = Number(row.total);
  return counts;
}

/** A new pattern row's id. */
export const newPatternId = () => randomUUID();
