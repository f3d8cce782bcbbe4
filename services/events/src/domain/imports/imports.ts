import { createHash, randomUUID } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  eventInputSchema,
  fieldErrors,
  type ImportFormat,
  type ImportPreview,
  type ImportRow,
  type ImportSummary,
  type LineMatch,
  type RowMessage,
} from '@rr/contracts';
import { apiError, notFound, type Outbox } from '@rr/server-kit';
import type { EventsDb } from '../../data-access/database.js';
import { refreshEventContingency } from '../../data-access/contingency.js';
import { findClassesOfEvent, insertClass, replacePlaces } from '../../data-access/event-classes-repository.js';
import { findEvent, insertEvent, lockEvent } from '../../data-access/event-records-repository.js';
import { findImportById, findImportByScope, findImportsOfEvent, findUploadsOfFile, findLinesToReplace, insertImport, insertLines, lockImport } from '../../data-access/imports-repository.js';
import { findKeptDecisionIds } from '../../data-access/remembered-decisions-repository.js';
import { findLinesOfEvent, removeLines } from '../../data-access/result-lines-repository.js';
import type { Event, ResultImport, Series } from '../../data-access/models/index.js';
import { eventFields, eventPlace } from '../event-fields.js';
import { matchLines } from '../match-results.js';
import { publishEventChanged } from '../event-facts.js';
import { carryIds } from '../line-identity.js';
import { applyRemembered } from '../remembered-decisions.js';
import { linePayout, placeAmounts, publishResults } from '../publish-results.js';
import type { RiderDirectory } from '../rider-directory.js';
import { isLine, parseClasses, parseResults, type ParsedRow, type ResultLayout, type ResultValues } from './formats.js';
import { columnLetter, readSheet, type Sheet } from './read-file.js';

export interface ImportDeps {
  db: EventsDb;
  outbox: Outbox;
  directory: RiderDirectory;
  /** The programme's makes (PROGRAMME_MAKES), for `event.changed`'s market share. */
  programmeMakes?: readonly string[] | undefined;
}

/** What an upload goes into: an event (classes, results) or a series (its events). */
export type ImportTarget =
  | { kind: 'classes'; event: Event }
  | { kind: ResultLayout; event: Event; classId: string | null }
  | { kind: 'seriesEvents'; series: Series };

interface StoredPreview {
  /** The event's results version the preview was built on: committing over newer results is refused. */
  baseVersion: number;
  summary: ImportSummary;
  rows: ImportRow[];
}

const targetId = (target: ImportTarget) => ('event' in target ? target.event.id : target.series.id);
const classIdOf = (target: ImportTarget) => ('classId' in target ? target.classId : null);

/** An import as the API shows it. */
export function importView(row: ResultImport): ImportPreview {
  const stored = JSON.parse(row.preview) as StoredPreview;
  return {
    _id: row.id,
    kind: row.kind,
    format: row.format as ImportFormat,
    fileName: row.fileName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt ? row.committedAt.toISOString() : null,
    summary: stored.summary,
    rows: stored.rows,
  };
}

function summarise(rows: ImportRow[], newClasses: string[]): ImportSummary {
  return {
    rows: rows.length,
    errors: rows.filter((r) => r.errors.length > 0).length,
    warnings: rows.filter((r) => r.warnings.length > 0).length,
    matched: rows.filter((r) => r.match?.status === 'matched').length,
    exceptions: rows.filter((r) => r.match && r.match.status !== 'matched').length,
    newClasses,
  };
}

const plain = (row: ParsedRow<unknown>, values: ImportRow['values'], match: LineMatch | null): ImportRow => ({ row: row.row, values, match, warnings: row.warnings, errors: row.errors });

// ---- building a preview, per kind ----

async function resultsPreview(deps: ImportDeps, event: Event, layout: ResultLayout, classId: string | null, sheet: Sheet): Promise<{ format: ImportFormat; rows: ImportRow[]; newClasses: string[] }> {
  const classes = await findClassesOfEvent(deps.db, event.id);
  let fixed: string | null = null;
  if (layout === 'classResults') {
    const cls = classes.find((c) => c.id === classId);
    if (!cls) throw notFound('Class not found');
    fixed = cls.name;
  }
  const parsed = parseResults(sheet, layout, fixed);
  const known = new Set(classes.map((c) => c.name.trim().toLowerCase()));
  const newClasses = new Set<string>();
  for (const row of parsed.rows) {
    const name = row.values.className.trim();
    if (isLine(row) && name && !known.has(name.toLowerCase())) {
      newClasses.add(name);
      row.warnings.push({ id: 'validation.import.classUnknown', values: { className: name } });
    }
  }
  const lines = parsed.rows.filter((row) => isLine(row) && row.errors.length === 0);
  const matchable = lines.map((row) => ({ key: String(row.row), ...row.values }));
  const matches = await matchLines(deps.db, deps.directory, event, matchable);
  // Lines the promoter decided before (the same name, plate and make) are decided the same way, and say so.
  await applyRemembered(deps, event, matchable, matches);
  const rows = parsed.rows.map((row) => plain(row, { ...row.values }, matches.get(String(row.row)) ?? null));
  return { format: parsed.format, rows, newClasses: [...newClasses] };
}

function classesPreview(sheet: Sheet): { format: ImportFormat; rows: ImportRow[] } {
  const { rows, headerError } = parseClasses(sheet);
  if (headerError) {
    const first = sheet.rows[0]?.row ?? 1;
    return { format: sheet.format, rows: [{ row: first, values: {}, match: null, warnings: [], errors: [headerError] }] };
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.values.name.toLowerCase();
    if (key && seen.has(key)) row.errors.push({ id: 'validation.name.duplicate', column: 'A' });
    seen.add(key);
  }
  return {
    format: sheet.format,
    rows: rows.map((row) => plain(row, { ...row.values, total: row.values.places.reduce((a, b) => a + b, 0) }, null)),
  };
}

const EVENT_HEADERS: Record<string, readonly string[]> = {
  title: ['title', 'event', 'name', 'event name'],
  type: ['type', 'style', 'race style', 'discipline'],
  startDate: ['start date', 'start', 'date', 'from', 'first day'],
  endDate: ['end date', 'end', 'to', 'last day'],
  venue: ['venue', 'track'],
  venueWebsite: ['venue website', 'website', 'url', 'web'],
  city: ['city', 'town'],
  state: ['state', 'province', 'state province', 'region'],
  zipcode: ['zip', 'zipcode', 'zip code', 'postal code', 'postcode'],
  country: ['country'],
};
const TYPE_WORDS: Record<string, string> = {
  'flat track': 'flat',
  flattrack: 'flat',
  'off road': 'offroad',
  'off road moto': 'offroad_moto',
  'road racing': 'road',
  'road race': 'road',
  trials: 'mototrials',
};

/** 2026-05-03, 5/3/2026 or 05/03/2026 (US order) → YYYY-MM-DD; anything else as typed (the schema then says 'Invalid date'). */
function dayOf(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
}

function seriesEventsPreview(series: Series, sheet: Sheet): { format: ImportFormat; rows: ImportRow[] } {
  const [header, ...body] = sheet.rows.filter(({ cells }) => cells.length > 0);
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase().replace(/[\s_./-]+/g, ' '));
  const columnOf = Object.fromEntries(Object.entries(EVENT_HEADERS).map(([field, words]) => [field, names.findIndex((n) => words.includes(n))]));
  const rows = body.map((source): ImportRow => {
    const at = (field: string) => (columnOf[field]! >= 0 ? (source.cells[columnOf[field]!] ?? '') : '');
    const typeText = at('type').toLowerCase().replace(/[-_]+/g, ' ').trim();
    const values = {
      title: at('title'),
      type: TYPE_WORDS[typeText] ?? typeText.replace(/\s+/g, '_'),
      startDate: dayOf(at('startDate')),
      endDate: dayOf(at('endDate') || at('startDate')),
      venue: at('venue'),
      venueWebsite: at('venueWebsite'),
      city: at('city'),
      state: at('state').toUpperCase(),
      zipcode: at('zipcode').toUpperCase(),
      country: (at('country') || series.country).toUpperCase(),
      currency: series.currency,
    };
    const parsed = eventInputSchema.safeParse(values);
    const errors: RowMessage[] = parsed.success
      ? []
      : Object.entries(fieldErrors(parsed.error)).map(([field, failure]) => ({
          id: failure.id,
          ...(failure.values ? { values: failure.values } : {}),
          ...(columnOf[field] !== undefined && columnOf[field]! >= 0 ? { column: columnLetter(columnOf[field]!) } : {}),
        }));
    return { row: source.row, values, match: null, warnings: [], errors };
  });
  return { format: sheet.format, rows };
}

/**
 * Reads an uploaded file into a preview and keeps it (nothing else is written). The same bytes uploaded again for the
 * same target give back the same import while nothing changed: the committed one while the event's results are still
 * what it made them, or the preview (rebuilt when the results changed since it was built). A results file committed
 * before and replaced since (file A, then a corrected B, then A again) is a new import: the promoter is going back to
 * it, and it is previewed and committed against the results as they are now.
 */
export async function previewImport(deps: ImportDeps, target: ImportTarget, file: { bytes: Buffer; name: string }, actorId: string): Promise<ImportPreview> {
  const sheet = await readSheet(file.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const { db } = deps;
  const baseVersion = 'event' in target ? target.event.resultsVersion : 0;
  const baseOf = (row: ResultImport) => (JSON.parse(row.preview) as StoredPreview).baseVersion;
  const resultsTarget = 'event' in target && target.kind !== 'classes';
  const uploads = await findUploadsOfFile(db, { eventId: 'event' in target ? target.event.id : null, seriesId: 'series' in target ? target.series.id : null, kind: target.kind, classId: classIdOf(target), sha256 });
  // A commit moves the results on by one version: the event still holds this file's results when nothing came after.
  const held = uploads.find((row) => row.status === 'committed' && (!resultsTarget || baseOf(row) + 1 === baseVersion));
  if (held) return importView(held);
  const existing = uploads.find((row) => row.status !== 'committed');
  if (existing && baseOf(existing) === baseVersion) return importView(existing);
  // The first upload of a file keeps the plain key; a later import of it adds the version it starts from.
  const baseKey = `${targetId(target)}:${target.kind}:${classIdOf(target) ?? ''}:${sha256}`;
  const scopeKey = uploads.length === 0 ? baseKey : `${baseKey}@${baseVersion}`;

  let built: { format: ImportFormat; rows: ImportRow[]; newClasses?: string[] };
  if (target.kind === 'classes') built = classesPreview(sheet);
  else if (target.kind === 'seriesEvents') built = seriesEventsPreview(target.series, sheet);
  else built = await resultsPreview(deps, target.event, target.kind, target.classId, sheet);
  const stored: StoredPreview = { baseVersion, summary: summarise(built.rows, built.newClasses ?? []), rows: built.rows };

  if (existing) {
    await existing.update({ preview: JSON.stringify(stored), format: built.format, rowCount: built.rows.length, fileName: file.name.slice(0, 255), createdBy: actorId });
    return importView(existing);
  }
  try {
    const row = await insertImport(db, {
      id: randomUUID(),
      scopeKey,
      eventId: 'event' in target ? target.event.id : null,
      seriesId: 'series' in target ? target.series.id : null,
      kind: target.kind,
      classId: classIdOf(target),
      sha256,
      format: built.format,
      fileName: file.name.slice(0, 255),
      rowCount: built.rows.length,
      preview: JSON.stringify(stored),
      createdBy: actorId,
    });
    return importView(row);
  } catch (error) {
    // The same file uploaded twice at once: the other request stored it first.
    if (error instanceof UniqueConstraintError) return importView((await findImportByScope(db, scopeKey))!);
    throw error;
  }
}

export async function findImport(db: EventsDb, target: ImportTarget, importId: string): Promise<ResultImport> {
  const row = await findImportById(db, importId);
  const owner = row && ('event' in target ? row.eventId === target.event.id : row.seriesId === target.series.id);
  if (!row || !owner) throw notFound('Import not found');
  return row;
}

// ---- commit: all or nothing ----

async function commitResults(deps: ImportDeps, event: Event, imported: ResultImport, stored: StoredPreview, transaction: Transaction): Promise<void> {
  const { db } = deps;
  const classes = await findClassesOfEvent(db, event.id, transaction);
  const byName = new Map(classes.map((c) => [c.name.trim().toLowerCase(), c]));
  let position = Math.max(0, ...classes.map((c) => c.position)) + 1;
  for (const name of stored.summary.newClasses) {
    if (byName.has(name.toLowerCase())) continue;
    const created = await insertClass(db, { id: randomUUID(), eventId: event.id, name, payoutType: 'noPayout', position: position++ }, transaction);
    byName.set(name.toLowerCase(), created);
  }
  const amounts = await placeAmounts(db, [...byName.values()].map((c) => c.id), transaction);

  // Replace what the upload covers: one class's results, or every result of the event.
  const replaced = imported.kind === 'classResults' ? { eventId: event.id, classId: imported.classId! } : { eventId: event.id };
  // The lines being replaced, whose ids the same lines of the new sheet keep (`carryIds`).
  const before = await findLinesToReplace(db, replaced, transaction);
  await removeLines(db, event.id, { classId: imported.kind === 'classResults' ? imported.classId! : undefined }, transaction);

  // The event's own race, for lines whose sheet names none (a column, or a block's heading, names the others).
  const eventResultType = event.type === 'supercross' ? 'main' : 'overall';
  const lines = stored.rows.filter((row) => row.errors.length === 0 && typeof row.values.riderName === 'string' && row.values.riderName !== '');
  // A remembered decision forgotten since the preview decides nothing: its line is left open, as matching left it.
  const rememberedIds = [...new Set(lines.flatMap((row) => (row.match?.remembered ? [row.match.remembered.decisionId] : [])))];
  const kept = new Set(rememberedIds.length > 0 ? await findKeptDecisionIds(db, rememberedIds, transaction) : []);
  const records = lines.map((row) => {
    const values = row.values as unknown as ResultValues;
    const eventClass = byName.get(values.className.trim().toLowerCase())!;
    const stale = row.match?.remembered && !kept.has(row.match.remembered.decisionId);
    const match: LineMatch = stale
      ? { status: row.match!.candidates.length > 0 ? 'ambiguous' : 'unmatched', method: null, rider: null, candidates: row.match!.candidates }
      : (row.match ?? { status: 'unmatched', method: null, rider: null, candidates: [] });
    const line = { place: values.place!, status: values.status, matchStatus: match.status };
    return {
      id: '',
      eventId: event.id,
      classId: eventClass.id,
      place: values.place!,
      status: values.status,
      riderId: match.status === 'matched' ? match.rider!._id : null,
      riderName: values.riderName,
      number: values.number,
      bike: values.bike,
      hometown: values.hometown,
      email: values.email,
      amaNumber: values.amaNumber,
      vin: values.vin,
      laps: values.laps,
      payoutType: eventClass.payoutType,
      resultType: values.resultType ?? eventResultType,
      matchMethod: match.method,
      matchStatus: match.status,
      candidates: match.candidates.length > 0 ? JSON.stringify(match.candidates) : null,
      rememberedId: match.remembered?.decisionId ?? null,
      importId: imported.id,
      sourceRow: row.row,
      ...linePayout(event, eventClass, amounts.get(eventClass.id) ?? [], line),
    };
  });
  const ids = carryIds(before, records, randomUUID);
  records.forEach((record, index) => {
    record.id = ids[index]!;
  });
  for (let start = 0; start < records.length; start += 500) await insertLines(db, records.slice(start, start + 500), transaction);
  await publishResults(deps, event.id, transaction);
}

async function commitClasses(deps: ImportDeps, event: Event, stored: StoredPreview, transaction: Transaction): Promise<void> {
  const { db } = deps;
  const classes = await findClassesOfEvent(db, event.id, transaction);
  const byName = new Map(classes.map((c) => [c.name.trim().toLowerCase(), c]));
  let position = Math.max(0, ...classes.map((c) => c.position)) + 1;
  for (const row of stored.rows) {
    const values = row.values as { name: string; payoutType: 'cash' | 'dealerCredit' | 'noPayout'; startGroup: string; places: number[] };
    let eventClass = byName.get(values.name.trim().toLowerCase());
    if (eventClass) await eventClass.update({ payoutType: values.payoutType, startGroup: values.startGroup || null }, { transaction });
    else {
      eventClass = await insertClass(db, { id: randomUUID(), eventId: event.id, name: values.name, payoutType: values.payoutType, startGroup: values.startGroup || null, position: position++ }, transaction);
      byName.set(values.name.trim().toLowerCase(), eventClass);
    }
    await replacePlaces(db, eventClass.id, values.places, transaction);
  }
  await refreshEventContingency(db, event.id, transaction);
  // Results re-priced are published with the event's facts; else the new payout table is published on its own.
  if (event.resultsVersion > 0) await repriceResults(deps, event.id, transaction);
  else await publishEventChanged(deps, event.id, transaction);
}

/** Results keep the payout of their place after the payout table changed (and the change is published, the event's facts with it). */
export async function repriceResults(deps: ImportDeps, eventId: string, transaction: Transaction): Promise<void> {
  const { db } = deps;
  const event = (await findEvent(db, eventId, transaction))!;
  const classes = await findClassesOfEvent(db, eventId, transaction);
  const amounts = await placeAmounts(db, classes.map((c) => c.id), transaction);
  const byId = new Map(classes.map((c) => [c.id, c]));
  const results = await findLinesOfEvent(db, eventId, transaction);
  for (const result of results) {
    const eventClass = byId.get(result.classId);
    const next = { ...linePayout(event, eventClass, amounts.get(result.classId) ?? [], result), payoutType: eventClass?.payoutType ?? result.payoutType };
    if (next.payoutCents !== result.payoutCents || next.eligibility !== result.eligibility || next.payoutType !== result.payoutType) await result.update(next, { transaction });
  }
  await publishResults(deps, eventId, transaction);
}

async function commitSeriesEvents(deps: ImportDeps, series: Series, stored: StoredPreview, transaction: Transaction): Promise<void> {
  for (const row of stored.rows) {
    const values = row.values as Record<string, string>;
    const input = eventInputSchema.parse(values);
    const fields = eventFields(input);
    const event = await insertEvent(deps.db, { id: randomUUID(), ...fields, ...(await eventPlace(deps.db, fields.zipcode, fields.country)), currency: series.currency, seriesId: series.id, promoterId: series.promoterId }, transaction);
    await publishEventChanged(deps, event.id, transaction);
  }
}

/**
 * Writes a previewed import in one transaction: everything or, on any failure, nothing. Committing an import that
 * is already committed answers it again and writes nothing (a double tap, a retried request). Refused while any row
 * has an error, and when the event's results changed after the preview was built.
 */
export async function commitImport(deps: ImportDeps, target: ImportTarget, importId: string, actorId: string): Promise<ImportPreview> {
  const { db } = deps;
  const found = await findImport(db, target, importId);
  if (found.status === 'committed') return importView(found);
  const stored = JSON.parse(found.preview) as StoredPreview;
  if (stored.summary.errors > 0) throw apiError('IMPORT_HAS_ERRORS');

  return db.sequelize.transaction(async (transaction) => {
    // The import row is the lock: a second commit waits here, then sees it committed.
    const imported = (await lockImport(db, importId, transaction))!;
    if (imported.status === 'committed') return importView(imported);
    if ('event' in target) {
      const event = (await lockEvent(db, target.event.id, transaction))!;
      if (target.kind !== 'classes' && event.resultsVersion !== stored.baseVersion) throw apiError('IMPORT_SUPERSEDED');
      if (target.kind === 'classes') await commitClasses(deps, event, stored, transaction);
      else await commitResults(deps, event, imported, stored, transaction);
    } else {
      await commitSeriesEvents(deps, target.series, stored, transaction);
    }
    await imported.update({ status: 'committed', committedAt: new Date(), committedBy: actorId }, { transaction });
    return importView(imported);
  });
}

/** The uploads of an event, newest first, without their rows. */
export async function listImports(db: EventsDb, eventId: string): Promise<Array<Omit<ImportPreview, 'rows'>>> {
  const rows = await findImportsOfEvent(db, eventId);
  return rows.map((row) => {
    const { rows: _rows, ...rest } = importView(row);
    void _rows;
    return rest;
  });
}
