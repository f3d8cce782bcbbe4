import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { Piscina } from 'piscina';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_CELL_CHARS, UPLOAD_MAX_COLUMNS, UPLOAD_MAX_ROWS, type ImportFormat } from '@rr/contracts';
import { apiError, type ErrorCode } from '@rr/server-kit';
import type { SheetAnswer, SheetTask } from './read-file-worker.js';
import type { SheetRow } from '@rr/server-kit/sheet-reader';

export { type SheetRow } from '@rr/server-kit/sheet-reader';
export { columnLetter } from '@rr/server-kit/sheet-cells';

export interface Sheet {
  format: Exclude<ImportFormat, 'mylaps'>;
  rows: SheetRow[];
}

/** How long one file may take to read, and the memory its reader may use (a workbook that unpacks to far more than its 10 MB). */
export const SHEET_READ_WITHIN_MS = 8_000;
let readWithinMs = SHEET_READ_WITHIN_MS;

/** Tests: a shorter reading budget until the returned function restores it. */
export function sheetReaderBudget(ms: number): () => void {
  readWithinMs = ms;
  return () => {
    readWithinMs = SHEET_READ_WITHIN_MS;
  };
}
const SHEET_READER_HEAP_MB = 256;
/** What one file's reader may write to scratch files: far more than a 20,000-row sheet, well within a pod's /tmp. */
const SHEET_SCRATCH_BYTES = 24 * 1024 * 1024;

/**
 * Files are read in worker threads, at most two at once and eight waiting: a file that takes long or unpacks to a lot
 * costs a worker its time and memory, never the service's event loop, so every other request keeps being answered.
 * A worker over its time is terminated (and replaced for the next file); one over its memory dies on its own.
 */
let pool: Piscina | null = null;
function sheetReaders(): Piscina {
  if (!pool) {
    // Built services load dist/read-file-worker.js beside their bundle; from the sources, a loader for TypeScript.
    const compiled = !import.meta.url.endsWith('.ts');
    pool = new Piscina({
      filename: new URL(compiled ? './read-file-worker.js' : './read-file-worker.source.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 2,
      maxQueue: 8,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: SHEET_READER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
  }
  return pool;
}

/** Ends the readers (a service's shutdown; tests). */
export async function closeSheetReaders(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close({ force: true });
}

async function readInWorker(format: 'csv' | 'xlsx', bytes: Buffer): Promise<SheetRow[]> {
  const readers = sheetReaders();
  if (readers.queueSize >= readers.options.maxQueue) throw apiError('UPLOAD_BUSY');
  const tmpdir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-sheet-'));
  const copy = new Uint8Array(bytes);
  const task: SheetTask = { format, bytes: copy, limits: { rows: UPLOAD_MAX_ROWS, columns: UPLOAD_MAX_COLUMNS, cellChars: UPLOAD_MAX_CELL_CHARS }, tmpdir, tmpBytes: SHEET_SCRATCH_BYTES };
  let answer: SheetAnswer;
  try {
    answer = (await readers.run(task, { signal: AbortSignal.timeout(readWithinMs), transferList: [copy.buffer] })) as SheetAnswer;
  } catch (error) {
    const name = (error as { name?: string; code?: string }).name;
    const code = (error as { code?: string }).code;
    // Over its time (the worker is terminated), over its memory, or dead for another reason: the file is what is refused.
    if (name === 'AbortError' || name === 'TimeoutError' || code === 'ERR_WORKER_OUT_OF_MEMORY') throw apiError('UPLOAD_TOO_COMPLEX');
    throw error;
  } finally {
    fs.rmSync(tmpdir, { recursive: true, force: true });
  }
  if ('problem' in answer) throw apiError(answer.problem.code as ErrorCode, answer.problem.details);
  return answer.rows;
}

/**
 * An uploaded file as rows of text. The type is judged by the bytes, never by the name: an XLSX workbook (a zip
 * holding a workbook) or text read as CSV; anything else (PDF, images, old .xls) is refused. Over 10 MB is refused
 * before this is called (the multipart reader stops at the limit); the sheet's limits (rows, columns, cell length,
 * the first sheet only) are checked while it is read, off the event loop; an empty sheet is refused here.
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw apiError('UPLOAD_TOO_LARGE');
  if (bytes.length === 0) throw apiError('UPLOAD_EMPTY');
  const type = await fileTypeFromBuffer(bytes);
  let format: Sheet['format'];
  if (type?.ext === 'xlsx') format = 'xlsx';
  else if (type === undefined || type.mime.startsWith('text/') || type.ext === 'csv') format = 'csv';
  else throw apiError('UPLOAD_TYPE');
  const sheet: Sheet = { format, rows: await readInWorker(format, bytes) };
  if (!sheet.rows.some(({ cells }) => cells.length > 0)) throw apiError('UPLOAD_EMPTY');
  return sheet;
}
