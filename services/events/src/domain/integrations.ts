import { createHash } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { ApiTokenScope, IntegrationImportAnswer } from '@rr/contracts/api-tokens';
import { AppError, apiError, badRequest, notFound, unauthenticated, type Identity } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findEventById } from '../data-access/events-repository.js';
import { deleteIntegrationRequestsBefore, findIntegrationRequest, insertIntegrationRequest } from '../data-access/integration-requests-repository.js';
import type { Event } from '../data-access/models/index.js';

/**
 * What a promoter's API token may reach (docs/api.md "Integrations"): the BFF's token entrance forwards its calls as the
 * token's promoter, naming the token (`tid`) and its scopes (`scp`) in the signed identity. A call without them (a
 * session) never reaches these routes' work.
 */
export function tokenCaller(identity: Identity, scope: ApiTokenScope): { promoterId: string; tokenId: string } {
  if (identity.typ !== 'promoter' || !identity.tid) throw unauthenticated('These calls take a promoter API token');
  if (!(identity.scp ?? []).includes(scope)) throw apiError('TOKEN_SCOPE', { scope });
  return { promoterId: identity.sub, tokenId: identity.tid };
}

/** The token's promoter's event: another promoter's event is 404, the same as one that does not exist. */
export async function ownEvent(db: EventsDb, promoterId: string, eventId: string): Promise<Event> {
  const event = await findEventById(db, eventId);
  if (!event || event.promoterId !== promoterId) throw notFound('Event not found');
  return event;
}

// ---- JSON lines → the same sheet a CSV upload is ----

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A results file as JSON lines (one object per line, its keys the column headings a sheet would have: `place`,
 * `name`, `number`, `class`…) → CSV with one heading row (every key, in the order first seen), so it goes through the
 * very parser, preview and commit a CSV upload does. Blank lines are skipped; a line that is not a JSON object is 400.
 */
export function jsonLinesToCsv(text: string): Buffer {
  const records: Array<Record<string, unknown>> = [];
  const columns: string[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Line ${index + 1} is not a JSON object`, { line: index + 1 });
    for (const key of Object.keys(value)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
    records.push(value as Record<string, unknown>);
  });
  const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const lines = [columns.map(csvCell).join(','), ...records.map((record) => columns.map((column) => csvCell(cell(record[column]))).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

// ---- idempotency: the same key, the same answer ----

/** The hash of what a call asked: its route, options and file bytes (never a multipart boundary, which changes each send). */
export function requestHash(parts: ReadonlyArray<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? Buffer.from(part, 'utf8') : part).update('\0');
  return hash.digest('hex');
}

export interface Idempotency {
  tokenId: string;
  /** The client's `Idempotency-Key`, or undefined when it sent none (then every call does its work afresh). */
  key: string | undefined;
  hash: string;
}

/**
 * Runs `work` once per token and key: a key seen before answers what was answered then (status and body), writing
 * nothing; the same key with another request is 409 IDEMPOTENCY_KEY_REUSED. Only successful answers are kept, so a
 * client that fixes what failed may retry with the same key. Two calls with one key at once both run `work`, whose
 * preview and commit are idempotent themselves (one import per file, committed at most once); the first answer stored
 * is the one replayed.
 */
export async function once(db: EventsDb, idem: Idempotency, work: () => Promise<{ status: number; body: IntegrationImportAnswer }>): Promise<{ status: number; body: IntegrationImportAnswer; replayed: boolean }> {
  if (!idem.key) return { ...(await work()), replayed: false };
  const key = idem.key;
  const replay = async () => {
    const seen = await findIntegrationRequest(db, idem.tokenId, key);
    if (!seen) return null;
    if (seen.requestHash !== idem.hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
    return { status: seen.status, body: JSON.parse(seen.answer) as IntegrationImportAnswer, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const answer = await work();
  try {
    await insertIntegrationRequest(db, { tokenId: idem.tokenId, idempotencyKey: key, requestHash: idem.hash, importId: answer.body.import._id, status: answer.status, answer: JSON.stringify(answer.body), createdAt: new Date() });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const stored = await replay();
    if (stored) return stored;
  }
  return { ...answer, replayed: false };
}

/**
 * How long a key's answer is kept. A timing system retries a push within minutes or hours; the answers (an import's
 * preview, up to the upload's row limit) would otherwise pile up with every push for ever. A key sent again after this
 * is a new call, which is still safe: the same file makes the same import, and an import is committed at most once.
 */
export const INTEGRATION_ANSWERS_KEPT_DAYS = 30;
const PURGE_BATCH = 1_000;

/** Forgets the answers older than `INTEGRATION_ANSWERS_KEPT_DAYS`, a batch at a time; true while more may be left. */
export async function purgeIntegrationAnswers(db: EventsDb, now = new Date()): Promise<boolean> {
  const before = new Date(now.getTime() - INTEGRATION_ANSWERS_KEPT_DAYS * 86_400_000);
  return (await deleteIntegrationRequestsBefore(db, before, PURGE_BATCH)) === PURGE_BATCH;
}

/** An `Idempotency-Key` header: 1–200 visible ASCII characters, else 400. */
export function idempotencyKeyOf(header: string): string | undefined {
  if (header === '') return undefined;
  if (header.length > 200 || !/^[\x21-\x7e]+$/.test(header)) throw new AppError(400, 'BAD_REQUEST', 'The Idempotency-Key must be 1 to 200 visible ASCII characters');
  return header;
}
