import { Op } from 'sequelize';
import type { EventsDb } from './database.js';
import type { IntegrationRequest } from './models/index.js';

/** The answers kept per API token and Idempotency-Key (domain/integrations.ts). */

export async function findIntegrationRequest(db: EventsDb, tokenId: string, idempotencyKey: string): Promise<IntegrationRequest | null> {
  return db.models.IntegrationRequest.findOne({ where: { tokenId, idempotencyKey } });
}

/** Keeps an answer; a second one for the same token and key is a UniqueConstraintError. */
export async function insertIntegrationRequest(
  db: EventsDb,
  row: { tokenId: string; idempotencyKey: string; requestHash: string; importId: string; status: number; answer: string; createdAt: Date },
): Promise<void> {
  await db.models.IntegrationRequest.create(row);
}

/** Deletes up to `limit` answers kept since before `before`, oldest first; how many went. */
export async function deleteIntegrationRequestsBefore(db: EventsDb, before: Date, limit: number): Promise<number> {
  return db.models.IntegrationRequest.destroy({ where: { createdAt: { [Op.lt]: before } }, limit });
}
