import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { aDealer, anAdmin } from './factories.js';
import { as, rowsOf, startTestService, type TestService } from './helpers.js';

/** Pictures and other files made here, so each test says what it sends. */
export const noise = (width: number, height: number) => Buffer.alloc(width * height * 3).map((_, i) => (i * 7919) % 251);
export const aPng = (width = 1200, height = 800) => sharp(noise(width, height), { raw: { width, height, channels: 3 } }).png().toBuffer();
export const aJpeg = (width = 900, height = 600) => sharp(noise(width, height), { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
export const aGif = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).gif().toBuffer();
export const A_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const A_TEXT = Buffer.from('This is not a picture at all, just some words.\n');

export type Caller = [string, string];

/**
 * A service of its own for one file of the riders' files tests (an administrator and a dealer in it), and what those
 * tests send and look at. `state` is filled before the file's tests run.
 */
export function riderFilesService(name: string) {
  const state = {} as { service: TestService; adminId: string; dealerId: string };
  beforeAll(async () => {
    state.service = await startTestService(name);
    state.adminId = await anAdmin(state.service.db);
    state.dealerId = await aDealer(state.service.db);
  });
  afterAll(() => state.service.close());

  const asRider = (riderId: string) => as('rider', riderId);
  const asAdmin = () => as('admin', state.adminId);
  const upload = (riderId: string, kind: string | null, file: Buffer, filename: string, caller: Caller, options: { role?: string; contentType?: string } = {}) => {
    const req = state.service.request.post(`/api/${options.role ?? 'rider'}/rider/${riderId}/upload-id-files`).set(...caller);
    if (kind !== null) req.field('kind', kind);
    return req.attach('file', file, { filename, ...(options.contentType ? { contentType: options.contentType } : {}) });
  };
  const documentRows = (riderId: string) => rowsOf(state.service.db, 'SELECT kind, storage_key, file_name, content_type, size_bytes, uploaded_by FROM rider_documents WHERE rider_id = ? ORDER BY kind', [riderId]);
  const storedKeys = (riderId: string): string[] => {
    const walk = (dir: string, prefix: string): string[] => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return [];
      }
      return entries.flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
    };
    return walk(path.join(state.service.storage.root, 'riders', riderId), `riders/${riderId}/`).sort();
  };
  const riderRow = async (riderId: string) => (await rowsOf(state.service.db, 'SELECT licence_received_at, w9_received_at FROM riders WHERE user_id = ?', [riderId]))[0]!;
  const payoutFacts = async (riderId: string) =>
    (await state.service.request.post('/internal/riders/payout-facts').set(...(await as('service', 'payouts'))).send({ riderIds: [riderId] })).body.riders[0];

  return { state, asRider, asAdmin, upload, documentRows, storedKeys, riderRow, payoutFacts };
}
