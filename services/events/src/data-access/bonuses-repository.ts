import type { CreationAttributes, Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { EventBonus } from './models/index.js';

type BonusFields = CreationAttributes<EventBonus>;

/** The event's bonuses, oldest first. */
export async function findBonuses(db: EventsDb, eventId: string, transaction?: Transaction): Promise<EventBonus[]> {
  return db.models.EventBonus.findAll({ where: { eventId }, order: [['createdAt', 'ASC'], ['id', 'ASC']], ...(transaction ? { transaction } : {}) });
}

export async function insertBonus(db: EventsDb, fields: BonusFields, transaction: Transaction): Promise<void> {
  await db.models.EventBonus.create(fields, { transaction });
}

/** Removes a bonus of the event; answers whether there was one. */
export async function removeBonus(db: EventsDb, eventId: string, bonusId: string, transaction: Transaction): Promise<boolean> {
  return (await db.models.EventBonus.destroy({ where: { id: bonusId, eventId }, transaction })) > 0;
}
