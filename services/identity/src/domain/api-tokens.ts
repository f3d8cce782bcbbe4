import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'sequelize';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKENS_PER_PROMOTER,
  type ApiToken,
  type ApiTokenInput,
  type ApiTokenScope,
  type ApiTokenSecretAnswer,
  type ApiTokenVerified,
} from '@rr/contracts/api-tokens';
import { apiError, type Identity } from '@rr/server-kit';
import { countLiveApiTokens, findApiToken, findLiveApiTokens, insertApiToken, markApiTokenUsed } from '../data-access/api-tokens-repository.js';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findPromoterRecord } from '../data-access/promoters-repository.js';
import { findUser } from '../data-access/users-repository.js';
import type { PromoterApiToken } from '../data-access/models/index.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { canReadPromoter } from './promoter-views.js';

/**
 * Promoter API tokens (docs/security.md "API tokens"). A token is `rr_pt_<id>_<secret>`: the id (16 hex digits) finds
 * the row, the secret (32 random bytes, base64url) proves it. The secret has 256 bits of entropy, so one SHA-256 is the
 * right hash (a slow password hash would only slow every call down; nobody guesses 2^256). It is shown once, when
 * created or rotated; rotating replaces it at once (the old secret stops working on its next call, no grace).
 */

/** How often at most a token's "last used" is written: a busy timing system's every call would otherwise be a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const ID_PATTERN = /^[0-9a-f]{16}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const tokenText = (id: string, secret: string) => `${API_TOKEN_PREFIX}${id}_${secret}`;

/** `rr_pt_<id>_<secret>` → its parts, or null for anything else. The secret may hold `_` (base64url); the id never does. */
export function parseApiToken(text: string): { id: string; secret: string } | null {
  if (!text.startsWith(API_TOKEN_PREFIX)) return null;
  const rest = text.slice(API_TOKEN_PREFIX.length);
  const cut = rest.indexOf('_');
  if (cut < 0) return null;
  const id = rest.slice(0, cut);
  const secret = rest.slice(cut + 1);
  return ID_PATTERN.test(id) && secret.length >= 32 ? { id, secret } : null;
}

const scopesOf = (row: PromoterApiToken): ApiTokenScope[] => row.scopes.split(' ').filter((scope): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope));

/** A token as listed (never its secret nor its hash). */
export function apiTokenView(row: PromoterApiToken): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    prefix: `${API_TOKEN_PREFIX}${row.id}_`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    rotatedAt: row.rotatedAt ? row.rotatedAt.toISOString() : null,
  };
}

/** The promoter whose tokens the caller manages: themselves, or any promoter for staff; anyone else 404 (they learn nothing). */
async function managedPromoter(ctx: AccountsContext, caller: Identity, role: string, promoterId: string): Promise<string> {
  if (!canReadPromoter(caller, role, promoterId)) throw accountError('NOT_FOUND');
  const promoter = await findPromoterRecord(ctx.db, promoterId);
  if (!promoter) throw accountError('NOT_FOUND');
  return promoterId;
}

async function liveToken(ctx: AccountsContext, promoterId: string, tokenId: string, transaction: Transaction): Promise<PromoterApiToken> {
  const row = await findApiToken(ctx.db, tokenId, transaction);
  if (!row || row.promoterId !== promoterId || row.revokedAt) throw accountError('NOT_FOUND');
  return row;
}

/** `GET /api/{role}/promoter/{id}/api-tokens`: the live tokens, newest first. */
export async function listApiTokens(ctx: AccountsContext, caller: Identity, role: string, promoterId: string): Promise<{ tokens: ApiToken[] }> {
  await managedPromoter(ctx, caller, role, promoterId);
  const rows = await findLiveApiTokens(ctx.db, promoterId);
  return { tokens: rows.map(apiTokenView) };
}

/** `POST …/api-tokens` `{ name, scopes }` → the token with its secret, this once. Audited. */
export async function createApiToken(ctx: AccountsContext, caller: Identity, role: string, promoterId: string, input: ApiTokenInput, request: AuditRequest): Promise<ApiTokenSecretAnswer> {
  await managedPromoter(ctx, caller, role, promoterId);
  const { db } = ctx;
  return db.sequelize.transaction(async (transaction) => {
    const live = await countLiveApiTokens(db, promoterId, transaction);
    if (live >= API_TOKENS_PER_PROMOTER) throw apiError('API_TOKENS_LIMIT', { max: API_TOKENS_PER_PROMOTER });
    const secret = newSecret();
    const now = ctx.now();
    const scopes = API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope));
    const row = await insertApiToken(db, { id: randomBytes(8).toString('hex'), promoterId, name: input.name, scopes: scopes.join(' '), secretHash: hashOf(secret), createdBy: actorOf(caller), createdAt: now }, transaction);
    await addAuditEntry(db, { at: now, action: AUDIT_ACTIONS.apiTokenCreated, actorId: actorOf(caller), subjectId: promoterId, method: request.method, path: request.path, status: 201, details: { tokenId: row.id, name: row.name, scopes } }, transaction);
    return { token: apiTokenView(row), secret: tokenText(row.id, secret) };
  });
}

/** `POST …/api-tokens/{tokenId}/rotate` → a new secret, shown this once; the old one stops working now. Audited. */
export async function rotateApiToken(ctx: AccountsContext, caller: Identity, role: string, promoterId: string, tokenId: string, request: AuditRequest): Promise<ApiTokenSecretAnswer> {
  await managedPromoter(ctx, caller, role, promoterId);
  const { db } = ctx;
  return db.sequelize.transaction(async (transaction) => {
    const row = await liveToken(ctx, promoterId, tokenId, transaction);
    const secret = newSecret();
    const now = ctx.now();
    await row.update({ secretHash: hashOf(secret), rotatedAt: now }, { transaction });
    await addAuditEntry(db, { at: now, action: AUDIT_ACTIONS.apiTokenRotated, actorId: actorOf(caller), subjectId: promoterId, method: request.method, path: request.path, status: 200, details: { tokenId: row.id, name: row.name } }, transaction);
    return { token: apiTokenView(row), secret: tokenText(row.id, secret) };
  });
}

/** `POST …/api-tokens/{tokenId}/revoke` → 204: the token answers 401 from its next call on. Audited. */
export async function revokeApiToken(ctx: AccountsContext, caller: Identity, role: string, promoterId: string, tokenId: string, request: AuditRequest): Promise<void> {
  await managedPromoter(ctx, caller, role, promoterId);
  const { db } = ctx;
  await db.sequelize.transaction(async (transaction) => {
    const row = await liveToken(ctx, promoterId, tokenId, transaction);
    const now = ctx.now();
    await row.update({ revokedAt: now }, { transaction });
    await addAuditEntry(db, { at: now, action: AUDIT_ACTIONS.apiTokenRevoked, actorId: actorOf(caller), subjectId: promoterId, method: request.method, path: request.path, status: 204, details: { tokenId: row.id, name: row.name } }, transaction);
  });
}

/**
 * *internal* `POST /internal/api-tokens/verify` `{ token }`: the promoter a token acts for and its scopes, read from the
 * database on every call (nothing is cached: a revoked or rotated token fails on its very next call), else 401
 * TOKEN_INVALID, the same for every reason. A token of a deactivated promoter fails too. Records the use at most once
 * a minute.
 */
export async function verifyApiToken(ctx: AccountsContext, text: string): Promise<ApiTokenVerified> {
  const parts = parseApiToken(text);
  if (!parts) throw apiError('TOKEN_INVALID');
  const { db } = ctx;
  const row = await findApiToken(db, parts.id);
  const given = Buffer.from(hashOf(parts.secret), 'hex');
  // Compared in constant time even when there is no such token, so the answer's timing tells nothing.
  const stored = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !matches || row.revokedAt) throw apiError('TOKEN_INVALID');
  const user = await findUser(db, row.promoterId);
  if (!user || user.type !== 'promoter' || user.deactivated) throw apiError('TOKEN_INVALID');
  const now = ctx.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // One conditional write per token and minute, however many replicas verify at once.
    await markApiTokenUsed(db, row.id, now, LAST_USED_RESOLUTION_MS);
  }
  return { tokenId: row.id, promoterId: row.promoterId, scopes: scopesOf(row) };
}
