import { parseSheet, SheetProblem, type SheetLimits, type SheetRow } from './parse-sheet.js';

/** One file to read, as read-file.ts sends it to the pool. */
export interface SheetTask {
  format: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: SheetLimits;
  /** A folder of this task alone, removed by the caller afterwards: the XLSX reader parks sheets there until it has the strings. */
  tmpdir: string;
}

export type SheetAnswer = { rows: SheetRow[] } | { problem: { code: string; details?: Record<string, string | number> } };

/**
 * The pool's task (piscina runs it in a worker thread): parsing a large or hostile file takes this thread's CPU and
 * memory, capped by the pool, never the service's event loop.
 */
export default async function readSheetTask(task: SheetTask): Promise<SheetAnswer> {
  // A worker thread has its own copy of the environment: the temporary files of this task go to its own folder.
  process.env.TMPDIR = task.tmpdir;
  try {
    return { rows: await parseSheet(task.format, task.bytes, task.limits) };
  } catch (error) {
    if (error instanceof SheetProblem) return { problem: { code: error.code, ...(error.details ? { details: error.details } : {}) } };
    throw error;
  }
}
