import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { RememberedDecision } from './models/index.js';

// Decisions a promoter took on lines, remembered by the line's identity (`lineKey`) for their next uploads.

export type DecisionRef = Pick<RememberedDecision, 'id' | 'eventId' | 'eventTitle' | 'decidedAt'>;

/** Of these decisions, those still kept, as plain rows of what a line shows of them (one query: the caller batches). */
export async function findDecisionRefs(db: EventsDb, ids: readonly string[]): Promise<DecisionRef[]> {
  return db.models.RememberedDecision.findAll({ attributes: ['id', 'eventId', 'eventTitle', 'decidedAt'], where: { id: [...ids] }, raw: true });
}

/** The promoter's decisions for these line keys (one query: the caller batches). */
export async function findDecisionsByKeys(db: EventsDb, promoterId: string, lineKeys: readonly string[]): Promise<RememberedDecision[]> {
  return db.models.RememberedDecision.findAll({ where: { promoterId, lineKey: { [Op.in]: [...lineKeys] } } });
}

/** Forgets the promoter's decisions for these line keys (one query: the caller batches). */
export async function removeDecisionsByKeys(db: EventsDb, promoterId: string, lineKeys: readonly string[], transaction: Transaction): Promise<void> {
  await db.models.RememberedDecision.destroy({ where: { promoterId, lineKey: { [Op.in]: [...lineKeys] } }, transaction });
}

/** Keeps these decisions (one query: the caller batches). */
export async function insertDecisions(db: EventsDb, rows: ReadonlyArray<CreationAttributes<RememberedDecision>>, transaction: Transaction): Promise<void> {
  await db.models.RememberedDecision.bulkCreate([...rows], { transaction });
}

/** Forgets that lines of this key at the promoter's events were this rider. */
export async function removeRiderDecision(db: EventsDb, promoterId: string, lineKey: string, riderId: string, transaction: Transaction): Promise<void> {
  await db.models.RememberedDecision.destroy({ where: { promoterId, lineKey, decision: 'matched', riderId }, transaction });
}

/** Forgets one of the promoter's decisions. */
export async function removeDecision(db: EventsDb, id: string, promoterId: string, transaction: Transaction): Promise<void> {
  await db.models.RememberedDecision.destroy({ where: { id, promoterId }, transaction });
}

/** Those of these decisions still kept, by id. */
export async function findKeptDecisionIds(db: EventsDb, ids: readonly string[], transaction: Transaction): Promise<string[]> {
  return (await db.models.RememberedDecision.findAll({ attributes: ['id'], where: { id: [...ids] }, transaction, raw: true })).map((r) => r.id);
}
