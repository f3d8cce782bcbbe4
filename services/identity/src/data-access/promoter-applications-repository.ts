import type { CreationAttributes, InferAttributes, Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { PromoterApplication, PromoterApplicationEvent, PromoterStatus } from './models/index.js';

/** Promoters' yearly applications and each application's history of steps. */

/** `forUpdate`: locked for the rest of the transaction. */
const locking = (transaction: Transaction | undefined, forUpdate: boolean) => ({ transaction, ...(forUpdate && transaction ? { lock: transaction.LOCK.UPDATE } : {}) });

export async function findApplication(db: IdentityDb, id: string, transaction?: Transaction, forUpdate = false): Promise<PromoterApplication | null> {
  return db.models.PromoterApplication.findByPk(id, locking(transaction, forUpdate));
}

/** The promoter's application for a season (one per promoter and season), or null. */
export async function findSeasonApplication(db: IdentityDb, promoterId: string, seasonYear: number, transaction: Transaction, forUpdate = false): Promise<PromoterApplication | null> {
  return db.models.PromoterApplication.findOne({ where: { promoterId, seasonYear }, ...locking(transaction, forUpdate) });
}

/** The promoter's latest season's application, or null. */
export async function findLatestApplication(db: IdentityDb, promoterId: string, transaction: Transaction, forUpdate = false): Promise<PromoterApplication | null> {
  return db.models.PromoterApplication.findOne({ where: { promoterId }, order: [['seasonYear', 'DESC']], ...locking(transaction, forUpdate) });
}

/** Every application of the promoter, newest season first. */
export async function findPromoterApplications(db: IdentityDb, promoterId: string, transaction?: Transaction): Promise<PromoterApplication[]> {
  return db.models.PromoterApplication.findAll({ where: { promoterId }, order: [['seasonYear', 'DESC']], transaction });
}

export async function addApplication(db: IdentityDb, application: CreationAttributes<PromoterApplication>, transaction: Transaction): Promise<PromoterApplication> {
  return db.models.PromoterApplication.create(application, { transaction });
}

/** New answers (and status) for an application. */
export async function storeApplication(application: PromoterApplication, fields: Partial<InferAttributes<PromoterApplication>>, transaction: Transaction): Promise<void> {
  await application.update(fields, { transaction });
}

/** How many applications there are for a season. */
export async function countSeasonApplications(db: IdentityDb, seasonYear: number): Promise<number> {
  return db.models.PromoterApplication.count({ where: { seasonYear } });
}

export async function addApplicationStep(db: IdentityDb, step: CreationAttributes<PromoterApplicationEvent>, transaction: Transaction): Promise<void> {
  await db.models.PromoterApplicationEvent.create(step, { transaction });
}

/** The steps of these applications, oldest first. */
export async function findApplicationSteps(db: IdentityDb, applicationIds: string[], transaction?: Transaction): Promise<PromoterApplicationEvent[]> {
  return db.models.PromoterApplicationEvent.findAll({ where: { applicationId: applicationIds }, order: [['id', 'ASC']], transaction });
}

/** How many steps of these applications ended in a status (`approved`: was any ever approved). */
export async function countStepsTo(db: IdentityDb, applicationIds: string[], toStatus: PromoterStatus, transaction: Transaction): Promise<number> {
  return db.models.PromoterApplicationEvent.count({ where: { applicationId: applicationIds, toStatus }, transaction });
}
