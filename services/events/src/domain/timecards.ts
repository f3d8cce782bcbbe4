import { createHash, randomUUID } from 'node:crypto';
import { TIMECARD_TYPES, type ManagedTimecard } from '@rr/contracts';
import { apiError, notFound } from '@rr/server-kit';
import { fileTypeFromBuffer } from 'file-type';
import type { EventsDb } from '../data-access/database.js';
import type { EventTimecard } from '../data-access/models/index.js';
import { findTimecard, findTimecardByHash, findTimecards, insertTimecard, removeTimecardRow } from '../data-access/timecards-repository.js';

/**
 * Timecards of an event (spec §2 "timecard upload"): the scans or PDFs of the timing sheets, kept with the event as
 * proof of its results. The type is read from the content, not the name (a renamed file is refused with
 * TIMECARD_TYPE); the same file uploaded twice is kept once; the 10 MB limit is the upload reader's.
 */

export function timecardView(timecard: EventTimecard): ManagedTimecard {
  return { _id: timecard.id, fileName: timecard.fileName, contentType: timecard.contentType, size: timecard.sizeBytes, uploadedAt: timecard.uploadedAt.toISOString() };
}

/** A file name safe to keep and to send back in a download header: no path, no control or quote characters. */
function cleanName(name: string, extension: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && !'"\\<>|:*?'.includes(c))
    .join('')
    .trim()
    .slice(0, 150);
  return base || `timecard.${extension}`;
}

export async function addTimecard(db: EventsDb, eventId: string, file: { bytes: Buffer; name: string }, actorId: string): Promise<ManagedTimecard> {
  if (file.bytes.length === 0) throw apiError('UPLOAD_EMPTY');
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !(TIMECARD_TYPES as readonly string[]).includes(type.mime)) throw apiError('TIMECARD_TYPE');
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const existing = await findTimecardByHash(db, eventId, sha256);
  if (existing) return timecardView(existing);
  const created = await insertTimecard(db, {
    id: randomUUID(),
    eventId,
    fileName: cleanName(file.name, type.ext),
    contentType: type.mime,
    sizeBytes: file.bytes.length,
    sha256,
    bytes: file.bytes,
    uploadedBy: actorId,
    uploadedAt: new Date(),
  });
  return timecardView(created);
}

export async function listTimecards(db: EventsDb, eventId: string): Promise<ManagedTimecard[]> {
  const rows = await findTimecards(db, eventId);
  return rows.map(timecardView);
}

export async function readTimecard(db: EventsDb, eventId: string, timecardId: string): Promise<EventTimecard> {
  const row = await findTimecard(db, eventId, timecardId);
  if (!row) throw notFound('Timecard not found');
  return row;
}

export async function removeTimecard(db: EventsDb, eventId: string, timecardId: string): Promise<void> {
  if (!(await removeTimecardRow(db, eventId, timecardId))) throw notFound('Timecard not found');
}
