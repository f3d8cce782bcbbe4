import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { OidcLink } from './models/index.js';

export async function findOidcLink(db: IdentityDb, issuer: string, subject: string, transaction?: Transaction): Promise<OidcLink | null> {
  return db.models.OidcLink.findOne({ where: { issuer, subject }, transaction });
}

export async function createOidcLink(db: IdentityDb, link: { issuer: string; subject: string; userId: string; createdAt: Date }, transaction: Transaction): Promise<void> {
  await db.models.OidcLink.create({ id: randomUUID(), ...link }, { transaction });
}
