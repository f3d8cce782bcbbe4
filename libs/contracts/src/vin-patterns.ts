import { z } from 'zod';
import { BIKE_VALIDITY, type BikeValidity } from './session';
import { VIN_LENGTH } from './fields';
import { MESSAGES } from './messages';
import { queryChoice, queryCode, queryInteger, queryPaging, queryText } from './query';
import { explainVin, makerForWmi, type VinExplanation, type VinReason, VIN_REASONS } from './vin';

/**
 * VIN patterns (spec §3 "VIN pattern: pattern, model, year"; docs/vin.md): the models and years the programme
 * accepts. A pattern is up to 17 characters matched from the VIN's first character; `*` (or `?`, stored as `*`)
 * stands for any one character. Only verified patterns make a bike 'VIN verified'.
 */

/** Stored wildcard. */
export const VIN_WILDCARD = '*';
const PATTERN_SHAPE = /^[A-HJ-NPR-Z0-9*]{3,17}$/;

/** As stored: trimmed, upper-case, `?` written `*`. */
export function normaliseVinPattern(pattern: string): string {
  return pattern.trim().toUpperCase().replace(/\?/g, VIN_WILDCARD);
}

/** 3 to 17 characters, VIN characters or wildcards (after normaliseVinPattern). */
export function isVinPatternShaped(pattern: string): boolean {
  return PATTERN_SHAPE.test(normaliseVinPattern(pattern));
}

/** The pattern matches the VIN from its first character (both normalised). */
export function vinPatternMatches(pattern: string, vin: string): boolean {
  if (pattern.length > vin.length) return false;
  for (let i = 0; i < pattern.length; i += 1) {
    const p = pattern.charAt(i);
    if (p !== VIN_WILDCARD && p !== vin.charAt(i)) return false;
  }
  return true;
}

/** The pattern covers VINs of this WMI (its first three characters match it): a pattern "of the same maker". */
export function vinPatternCoversWmi(pattern: string, wmi: string): boolean {
  return vinPatternMatches(pattern.slice(0, 3), wmi);
}

/** The make a pattern is for when the import does not say: the WMI's maker, else the WMI itself. */
export function defaultMakeOfPattern(pattern: string): string {
  const wmi = normaliseVinPattern(pattern).slice(0, 3);
  return makerForWmi(wmi)?.make ?? wmi;
}

/** The fields of a pattern the matcher needs. */
export interface VinPatternRule {
  id: string;
  pattern: string;
  model: string;
  year: number;
  verified: boolean;
}

export interface VinMatch {
  valid: BikeValidity;
  reason: VinReason;
  /** The pattern that decided (matched or pending), null otherwise. */
  patternId: string | null;
}

/**
 * The matching rules (docs/vin.md), pure: `patterns` are the candidates (any superset of those covering the VIN's WMI).
 * 1. A malformed VIN or a wrong check digit: invalid, with that reason.
 * 2. A verified pattern matches and is for the bike's year: verified.
 * 3. A verified pattern matches but for another year: invalid, yearMismatch.
 * 4. An unverified pattern matches (with the bike's year, else any): unverified, patternUnverified — staff must verify it.
 * 5. No pattern at all covers the VIN's maker (WMI): unverified, newMake — staff must look.
 * 6. Otherwise (the maker has patterns, none matches): invalid, notAccepted.
 */
export function decideVinStatus(explanation: VinExplanation, year: number, patterns: readonly VinPatternRule[]): VinMatch {
  const [problem] = explanation.problems;
  if (problem) return { valid: 'invalid', reason: problem, patternId: null };
  const { vin } = explanation;
  const matching = patterns.filter((pattern) => vinPatternMatches(pattern.pattern, vin));
  const verified = matching.filter((pattern) => pattern.verified);
  const exact = verified.find((pattern) => pattern.year === year);
  if (exact) return { valid: 'verified', reason: 'matched', patternId: exact.id };
  if (verified[0]) return { valid: 'invalid', reason: 'yearMismatch', patternId: verified[0].id };
  const pending = matching.find((pattern) => pattern.year === year) ?? matching[0];
  if (pending) return { valid: 'unverified', reason: 'patternUnverified', patternId: pending.id };
  const wmi = vin.slice(0, 3);
  if (!patterns.some((pattern) => vinPatternCoversWmi(pattern.pattern, wmi))) return { valid: 'unverified', reason: 'newMake', patternId: null };
  return { valid: 'invalid', reason: 'notAccepted', patternId: null };
}

// ── API bodies ──

export const vinPatternSchema = z.object({
  _id: z.string(),
  pattern: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VinPatternView = z.infer<typeof vinPatternSchema>;

/** `GET /api/vin-check?vin=&year=` */
export const vinCheckQuerySchema = z.object({
  vin: queryText(40).transform((value) => value ?? ''),
  year: queryInteger(1900, 2100),
});

export const vinMatchSchema = z.object({
  valid: z.enum(BIKE_VALIDITY),
  reason: z.enum(VIN_REASONS),
  pattern: z.object({ model: z.string(), year: z.number().int(), make: z.string() }).nullable(),
});
export type VinMatchView = z.infer<typeof vinMatchSchema>;

/** The answer of `/api/vin-check`: the explanation (as `explainVin` computes it) and the match; match null when no year was given. */
export interface VinCheckResponse {
  explanation: VinExplanation;
  match: VinMatchView | null;
}

/** `GET /api/vin-makes` */
export interface VinMakesResponse {
  makes: string[];
}

export const VIN_PATTERN_SORTS = ['pattern', '-pattern', 'model', '-model', 'year', '-year', 'make', '-make', 'createdAt', '-createdAt'] as const;

/** `GET /api/vin-patterns`: query (pattern, model or make contains), model, year, pattern (prefix), verified, paging. */
export const VIN_PATTERNS_DEFAULT_LIMIT = 25;

export const vinPatternListQuerySchema = z.object({
  query: queryText(100),
  model: queryText(100),
  year: queryInteger(1900, 2100),
  pattern: queryText(VIN_LENGTH),
  verified: queryChoice(['true', 'false'] as const),
  sort: queryChoice(VIN_PATTERN_SORTS),
  ...queryPaging(VIN_PATTERNS_DEFAULT_LIMIT, 200),
});
export type VinPatternListQuery = z.output<typeof vinPatternListQuerySchema>;

export interface VinPatternListResponse {
  vinPatterns: VinPatternView[];
  pagination: { page: number; limit: number; total: number; pages: number };
  /** The distinct models and years of every pattern (the search's choices). */
  models: string[];
  years: number[];
}

/** `POST /api/vin-patterns/verify` and `/unverify` */
export const vinPatternIdsSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(1000) });
export type VinPatternIds = z.infer<typeof vinPatternIdsSchema>;

/** What one row of an import does. */
export const VIN_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type VinImportAction = (typeof VIN_IMPORT_ACTIONS)[number];

/** One row of an import preview: its 1-based row number in the file, the values read, the action or the errors. */
export interface VinImportRow {
  row: number;
  pattern: string;
  make: string;
  model: string;
  year: number | null;
  verified: boolean | null;
  /** The machine's retail sale day, when the row is one full VIN a dealer sold (docs/rules.md). */
  saleDate?: string | null;
  action: VinImportAction | null;
  /** Error codes, translated as `vinPatterns.import.error.<code>` (`duplicate` carries `duplicateOf`). */
  errors: VinImportError[];
  duplicateOf?: number;
}

export const VIN_IMPORT_ERRORS = ['patternRequired', 'patternInvalid', 'modelRequired', 'modelTooLong', 'yearInvalid', 'verifiedInvalid', 'duplicate', 'saleDateInvalid', 'saleDateNeedsFullVin'] as const;
export type VinImportError = (typeof VIN_IMPORT_ERRORS)[number];

/** `POST /api/vin-patterns/import[?dryRun=1]`: the preview (dry run or refused import) or what was stored. */
export interface VinImportResponse {
  dryRun: boolean;
  /** True when the rows were stored (never with a dry run, never when a row has errors). */
  imported: boolean;
  rows: VinImportRow[];
  counts: { rows: number; create: number; update: number; unchanged: number; errors: number };
}

/** `POST /api/vin-patterns/verify-bikes` */
export interface VerifyBikesResponse {
  checked: number;
  changed: number;
  toVerified: number;
  toInvalid: number;
  toUnverified: number;
}

// ── Rider VIN report ──

export const VIN_REPORT_SORTS = ['rider', '-rider', 'status', '-status', 'model', '-model', 'year', '-year', 'country', '-country', 'vin', '-vin', 'createdAt', '-createdAt'] as const;

/** `GET /api/vin-report`: one row per bike (riders without bikes are left out). */
export const VIN_REPORT_DEFAULT_LIMIT = 25;
export const VIN_REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

export const vinReportQuerySchema = z.object({
  status: queryChoice(BIKE_VALIDITY),
  model: queryText(100),
  year: queryInteger(1900, 2100),
  country: queryCode(/^[A-Z]{2}$/, MESSAGES.country),
  query: queryText(100),
  sort: queryChoice(VIN_REPORT_SORTS),
  ...queryPaging(VIN_REPORT_DEFAULT_LIMIT, 200),
  format: queryChoice(VIN_REPORT_FORMATS),
});
export type VinReportQuery = z.output<typeof vinReportQuerySchema>;

export const vinReportRowSchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  email: z.string(),
  country: z.string(),
  pro: z.boolean(),
  deActivated: z.boolean(),
  bikeId: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  vin: z.string(),
  valid: z.enum(BIKE_VALIDITY),
  reason: z.enum(VIN_REASONS),
  createdAt: z.string(),
});
export type VinReportRow = z.infer<typeof vinReportRowSchema>;

export interface VinReportResponse {
  rows: VinReportRow[];
  pagination: { page: number; limit: number; total: number; pages: number };
  /** Bikes by status under the current filters (the status filter itself aside). */
  totals: Record<BikeValidity, number>;
  models: string[];
  years: number[];
  countries: string[];
}

/** Explanation plus match in one call, for code that has the patterns at hand (tests, bulk verify). */
export function matchVin(vin: string, year: number, patterns: readonly VinPatternRule[], now?: Date): VinMatch {
  return decideVinStatus(explainVin(vin, { year, now }), year, patterns);
}
