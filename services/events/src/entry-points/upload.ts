import busboy from 'busboy';
import type { Context } from 'koa';
import { UPLOAD_MAX_BYTES } from '@rr/contracts';
import { apiError } from '@rr/server-kit';

export interface Upload {
  bytes: Buffer;
  name: string;
  /** The form's text fields (e.g. `classId`). */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a `multipart/form-data` request (field `file`, or the first file sent) into memory, with the
 * form's text fields. More than UPLOAD_MAX_BYTES (spec §9: 10 MB) is refused as soon as the limit is crossed; a
 * request without a file is 400 UPLOAD_MISSING; a body that is not multipart or breaks off is 400 BAD_REQUEST.
 */
export function readUpload(ctx: Context): Promise<Upload> {
  if (!ctx.is('multipart/form-data')) return Promise.reject(apiError('UPLOAD_MISSING'));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 20, fieldSize: 10_000, parts: 30 } });
    } catch {
      reject(apiError('BAD_REQUEST'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: { chunks: Buffer[]; name: string; tooLarge: boolean } | null = null;
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
      const current = { chunks: [] as Buffer[], name: info.filename ?? '', tooLarge: false };
      file = current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => {
        current.tooLarge = true;
        fail(apiError('UPLOAD_TOO_LARGE'));
      });
    });
    parser.on('error', () => fail(apiError('BAD_REQUEST')));
    parser.on('close', () => {
      if (failed) return;
      const got = file as { chunks: Buffer[]; name: string; tooLarge: boolean } | null;
      if (!got) return fail(apiError('UPLOAD_MISSING'));
      resolve({ bytes: Buffer.concat(got.chunks), name: got.name, fields });
    });
    ctx.req.on('aborted', () => fail(apiError('BAD_REQUEST')));
    ctx.req.pipe(parser);
  });
}
