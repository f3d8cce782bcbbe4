import fs from 'node:fs';
import { readSheetRows, SheetProblem, type SheetLimits, type SheetRow } from '@rr/server-kit/sheet-reader';

/** One file to read, as read-file.ts sends it to the pool. */
export interface SheetTask {
  format: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: SheetLimits;
  /** A folder of this task alone, removed by the caller afterwards: the XLSX reader parks sheets there until it has the strings. */
  tmpdir: string;
  /** At most this many bytes written into `tmpdir`. */
  tmpBytes: number;
}

export type SheetAnswer = { rows: SheetRow[] } | { problem: { code: string; details?: Record<string, string | number> } };

/**
 * What this thread's task may still write into its folder. The streaming XLSX reader copies each sheet to a temporary
 * file when the workbook stores its shared strings after its sheets (as Excel does), and a sheet of a hostile workbook
 * unpacks to far more than the file's 10 MB: past the allowance the copy fails, and the file is refused, before the
 * disk (a pod's small scratch volume) fills.
 */
const scratch = { dir: '', left: 0 };
const createWriteStream = fs.createWriteStream;
fs.createWriteStream = function boundedWriteStream(this: typeof fs, ...args: Parameters<typeof fs.createWriteStream>) {
  const stream = createWriteStream.apply(this, args);
  const [file] = args;
  if (scratch.dir && typeof file === 'string' && file.startsWith(scratch.dir)) {
    const write = stream.write;
    stream.write = function boundedWrite(this: fs.WriteStream, chunk: unknown, ...rest: unknown[]) {
      scratch.left -= Buffer.byteLength(chunk as Buffer);
      if (scratch.left < 0) {
        stream.destroy(new SheetProblem('UPLOAD_TOO_COMPLEX'));
        return false;
      }
      return (write as (...all: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof stream.write;
  }
  return stream;
} as typeof fs.createWriteStream;

/**
 * The pool's task (piscina runs it in a worker thread): parsing a large or hostile file takes this thread's CPU and
 * memory, capped by the pool, never the service's event loop.
 */
export default async function readSheetTask(task: SheetTask): Promise<SheetAnswer> {
  // A worker thread has its own copy of the environment: the temporary files of this task go to its own folder.
  process.env.TMPDIR = task.tmpdir;
  scratch.dir = task.tmpdir;
  scratch.left = task.tmpBytes;
  try {
    return { rows: await readSheetRows(task.format, task.bytes, { limits: task.limits }) };
  } catch (error) {
    if (error instanceof SheetProblem) return { problem: { code: error.code, ...(error.details ? { details: error.details } : {}) } };
    throw error;
  } finally {
    scratch.dir = '';
  }
}
