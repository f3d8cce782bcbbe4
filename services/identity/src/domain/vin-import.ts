import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_MAX_BYTES,
  defaultMakeOfPattern,
  isVinPatternShaped,
  normaliseVinPattern,
  type VinImportError,
  type VinImportResponse,
  type VinImportRow,
} from '@rr/contracts';
import { apiError, type ErrorCode, type Identity } from '@rr/server-kit';
import { readSheetRows, SheetProblem, type SheetRow } from '@rr/server-kit/sheet-reader';
import { UniqueConstraintError } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { storeBikeSaleDate } from '../data-access/bikes-repository.js';
import { addVinPatterns, findPatternsForImport, storeImportedPattern } from '../data-access/vin-patterns-repository.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { VIN_AUDIT } from './vin-patterns.js';

/**
 * The VIN pattern import (`POST /api/vin-patterns/import[?dryRun=1]`; docs/vin.md "Import"): a CSV file or the first
 * sheet of an XLSX workbook, the type judged by the bytes (as the events service's imports do). Columns pattern,
 * model, year, then optionally make, verified and the sale day; a first row naming them (any order, any case) is a
 * header. A sale day (YYYY-MM-DD) goes with a full VIN a dealer sold: it is the sale day of that rider's bike, now or
 * when it is registered (docs/rules.md: some programmes pay only machines sold before the race).
 * Every row is checked and previewed (create, update, unchanged, or its errors); the real import stores all rows
 * or none: one bad row and nothing is stored (409 IMPORT_HAS_ERRORS with the preview in `details`).
 */

/** At most this many rows in one file (a maker's full range is a few hundred). */
export const VIN_IMPORT_MAX_ROWS = 5000;

/**
 * The file's rows: XLSX (a zip holding a workbook) or text read as CSV; anything else is refused (UPLOAD_TYPE). Read by
 * the services' one sheet reader as this import always read its files: the CSV separator judged by the first line,
 * the workbook loaded whole with its empty rows skipped, no limits but the file's size (the rows are counted after).
 */
export async function readPatternSheet(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw apiError('UPLOAD_TOO_LARGE');
  if (bytes.length === 0) throw apiError('UPLOAD_EMPTY');
  const type = await fileTypeFromBuffer(bytes);
  let format: 'csv' | 'xlsx';
  if (type?.ext === 'xlsx') format = 'xlsx';
  else if (type === undefined || type.mime.startsWith('text/') || type.ext === 'csv') format = 'csv';
  else throw apiError('UPLOAD_TYPE');
  let rows: SheetRow[];
  try {
    rows = await readSheetRows(format, bytes, { delimiter: 'firstLine', workbook: 'load' });
  } catch (error) {
    if (error instanceof SheetProblem) throw apiError(error.code as ErrorCode, error.details);
    throw error;
  }
  if (rows.length === 0) throw apiError('UPLOAD_EMPTY');
  return rows;
}

type Column = 'pattern' | 'model' | 'year' | 'make' | 'verified' | 'saleDate';

/** Header names, lower-cased with spaces and punctuation removed, and the column each stands for. */
const HEADER_NAMES: Record<string, Column> = {
  pattern: 'pattern',
  vinpattern: 'pattern',
  vin: 'pattern',
  model: 'model',
  year: 'year',
  modelyear: 'year',
  make: 'make',
  manufacturer: 'make',
  maker: 'make',
  verified: 'verified',
  saledate: 'saleDate',
  sold: 'saleDate',
  soldon: 'saleDate',
  solddate: 'saleDate',
  retailsale: 'saleDate',
  retailsaledate: 'saleDate',
};
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/** Where each column is: from a header row when the first row names the pattern column, else the default order. */
function columnsOf(first: SheetRow): { positions: Partial<Record<Column, number>>; header: boolean } {
  const named = first.cells.map((cell) => HEADER_NAMES[headerKey(cell)]);
  if (!named.includes('pattern')) return { positions: { pattern: 0, model: 1, year: 2, make: 3, verified: 4, saleDate: 5 }, header: false };
  const positions: Partial<Record<Column, number>> = {};
  named.forEach((column, index) => {
    if (column && positions[column] === undefined) positions[column] = index;
  });
  if (positions.model === undefined || positions.year === undefined) throw apiError('VIN_IMPORT_COLUMNS');
  return { positions, header: true };
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'verified', 'oui', 'ja', 'si', 'sí', 'sì']);
const NO = new Set(['no', 'n', 'false', '0', 'unverified', 'non', 'nein', 'nee', 'nei', 'nej']);

/** A sale day as a sheet writes it (YYYY-MM-DD; a spreadsheet's date cell reads so too), null when empty, undefined when not a day up to today. */
function saleDayOf(text: string, now: Date): string | null | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text || text < '1980-01-01' || day.getTime() > now.getTime() + 86_400_000) return undefined;
  return text;
}

/** The rows read and checked, before comparing with the patterns on file. */
function checkRows(rows: SheetRow[], now: Date): VinImportRow[] {
  const { positions, header } = columnsOf(rows[0]!);
  const body = header ? rows.slice(1) : rows;
  if (body.length === 0) throw apiError('UPLOAD_EMPTY');
  if (body.length > VIN_IMPORT_MAX_ROWS) throw apiError('VIN_IMPORT_TOO_MANY', { max: VIN_IMPORT_MAX_ROWS });
  const latestYear = now.getUTCFullYear() + 2;
  const seen = new Map<string, number>();
  return body.map(({ row, cells }) => {
    const cell = (column: Column) => {
      const index = positions[column];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const errors: VinImportError[] = [];
    const pattern = normaliseVinPattern(cell('pattern'));
    if (pattern === '') errors.push('patternRequired');
    else if (!isVinPatternShaped(pattern)) errors.push('patternInvalid');
    const model = cell('model').replace(/\s+/g, ' ');
    if (model === '') errors.push('modelRequired');
    else if (model.length > 100) errors.push('modelTooLong');
    const yearText = cell('year').replace(/\.0+$/, '');
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
    if (year === null || year < 1980 || year > latestYear) errors.push('yearInvalid');
    const verifiedText = cell('verified').toLowerCase();
    const verified = verifiedText === '' ? null : YES.has(verifiedText) ? true : NO.has(verifiedText) ? false : undefined;
    if (verified === undefined) errors.push('verifiedInvalid');
    const make = (cell('make') || (pattern.length >= 3 ? defaultMakeOfPattern(pattern) : '')).slice(0, 100);
    const saleText = cell('saleDate').slice(0, 10);
    const saleDate = saleText === '' ? null : saleDayOf(saleText, now);
    if (saleDate === undefined) errors.push('saleDateInvalid');
    else if (saleDate !== null && !/^[A-HJ-NPR-Z0-9]{17}$/.test(pattern)) errors.push('saleDateNeedsFullVin');
    const result: VinImportRow = { row, pattern, make, model, year: errors.includes('yearInvalid') ? null : year, verified: verified ?? null, saleDate: saleDate ?? null, action: null, errors };
    if (errors.length === 0) {
      const key = `${pattern}/${year}`;
      const first = seen.get(key);
      if (first !== undefined) {
        result.errors.push('duplicate');
        result.duplicateOf = first;
      } else seen.set(key, row);
    }
    return result;
  });
}

/** Each good row's action against the patterns on file (same pattern and year: update, or unchanged). */
async function planRows(ctx: AccountsContext, rows: VinImportRow[]): Promise<Map<string, string>> {
  const good = rows.filter((row) => row.errors.length === 0);
  const existing = new Map<string, { id: string; make: string; model: string; verified: boolean; saleDate: string | null }>();
  const patterns = [...new Set(good.map((row) => row.pattern))];
  for (let i = 0; i < patterns.length; i += 500) {
    const found = await findPatternsForImport(ctx.db, patterns.slice(i, i + 500));
    for (const row of found) existing.set(`${row.pattern}/${Number(row.year)}`, { id: row.id, make: row.make, model: row.model, verified: Boolean(row.verified), saleDate: row.saleDate ?? null });
  }
  const ids = new Map<string, string>();
  for (const row of good) {
    const key = `${row.pattern}/${row.year}`;
    const current = existing.get(key);
    if (!current) row.action = 'create';
    else {
      ids.set(key, current.id);
      const same = current.model === row.model && current.make === row.make && (row.verified === null || row.verified === current.verified) && (!row.saleDate || row.saleDate === current.saleDate);
      row.action = same ? 'unchanged' : 'update';
    }
  }
  return ids;
}

function summary(rows: VinImportRow[], dryRun: boolean, imported: boolean): VinImportResponse {
  const count = (action: string) => rows.filter((row) => row.action === action).length;
  return {
    dryRun,
    imported,
    rows,
    counts: { rows: rows.length, create: count('create'), update: count('update'), unchanged: count('unchanged'), errors: rows.filter((row) => row.errors.length > 0).length },
  };
}

/**
 * Reads, checks and (unless `dryRun`) stores a VIN pattern file. A dry run answers the preview; a real import with a
 * bad row stores nothing and answers 409 IMPORT_HAS_ERRORS with the preview in `details`; else every row is stored in
 * one transaction (new patterns unverified unless the file says verified; an update keeps the verified flag unless
 * the file gives one) and audited.
 */
export async function importVinPatterns(ctx: AccountsContext, caller: Identity, bytes: Buffer, dryRun: boolean, request: AuditRequest): Promise<VinImportResponse> {
  const rows = checkRows(await readPatternSheet(bytes), ctx.now());
  const ids = await planRows(ctx, rows);
  const preview = summary(rows, dryRun, false);
  if (dryRun) return preview;
  if (preview.counts.errors > 0) throw apiError('IMPORT_HAS_ERRORS', { errors: preview.counts.errors, preview });
  const now = ctx.now();
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      const creates = rows.filter((row) => row.action === 'create');
      for (let i = 0; i < creates.length; i += 500) {
        await addVinPatterns(
          ctx.db,
          creates.slice(i, i + 500).map((row) => ({
            id: randomUUID(),
            pattern: row.pattern,
            wmi: row.pattern.slice(0, 3),
            make: row.make,
            model: row.model,
            year: row.year!,
            verified: row.verified ?? false,
            saleDate: row.saleDate ?? null,
            createdAt: now,
            updatedAt: now,
          })),
          transaction,
        );
      }
      for (const row of rows.filter((r) => r.action === 'update')) {
        const id = ids.get(`${row.pattern}/${row.year}`)!;
        await storeImportedPattern(ctx.db, id, { make: row.make, model: row.model, ...(row.verified === null ? {} : { verified: row.verified }), ...(row.saleDate ? { saleDate: row.saleDate } : {}) }, transaction);
      }
      // A full VIN sold on a day: that day is the sale day of the bike registered with it (one rider's, if any).
      for (const row of rows.filter((r) => r.saleDate)) {
        await storeBikeSaleDate(ctx.db, row.pattern, row.saleDate!, transaction);
      }
      await addAuditEntry(
        ctx.db,
        { at: now, action: VIN_AUDIT.imported, actorId: actorOf(caller), subjectId: null, method: request.method, path: request.path, status: 200, details: preview.counts },
        transaction,
      );
    });
  } catch (error) {
    // Another import stored the same pattern and year between the preview and the insert.
    if (error instanceof UniqueConstraintError) throw apiError('CONFLICT');
    throw error;
  }
  return summary(rows, false, true);
}
