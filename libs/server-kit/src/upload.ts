import busboy from 'busboy';
import type { Context } from 'koa';
import { UPLOAD_MAX_BYTES } from '@rr/contracts';
import { apiError } from './errors.js';

export interface Upload {
  bytes: Buffer;
  /** The file name the client sent (untrusted: clean it before keeping or echoing it). */
  name: string;
  /** The media type the client declared for the file part (untrusted; `application/octet-stream` when none). */
  mimeType: string;
  /** The form's text fields (e.g. `classId`, `kind`). */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a `multipart/form-data` request (field `file`, or the first file sent) into memory, with the
 * form's text fields. More than `maxBytes` (default UPLOAD_MAX_BYTES, spec §9: 10 MB) is refused with 413
 * UPLOAD_TOO_LARGE as soon as the limit is crossed; a request without a file is 400 UPLOAD_MISSING; a body that is not
 * multipart or breaks off is 400 BAD_REQUEST. Only upload paths (`takesUpload`) reach a route with a multipart body.
 */
export function readUpload(ctx: Context, options: { maxBytes?: number } = {}): Promise<Upload> {
  if (!ctx.is('multipart/form-data')) return Promise.reject(apiError('UPLOAD_MISSING'));
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // File names arrive as UTF-8 (what browsers send), not busboy's default latin1.
      parser = busboy({ headers: ctx.req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 30 } });
    } catch {
      reject(apiError('BAD_REQUEST'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: { chunks: Buffer[]; name: string; mimeType: string } | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (Object.hasOwn(Object.prototype, name)) return;
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const current = { chunks: [] as Buffer[], name: info.filename ?? '', mimeType: info.mimeType || 'application/octet-stream' };
      file = current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => fail(apiError('UPLOAD_TOO_LARGE')));
    });
    parser.on('error', () => fail(apiError('BAD_REQUEST')));
    parser.on('close', () => {
      if (failed) return;
      const got = file as { chunks: Buffer[]; name: string; mimeType: string } | null;
      if (!got) return fail(apiError('UPLOAD_MISSING'));
      resolve({ bytes: Buffer.concat(got.chunks), name: got.name, mimeType: got.mimeType, fields });
    });
    ctx.req.on('aborted', () => fail(apiError('BAD_REQUEST')));
    ctx.req.pipe(parser);
  });
}
