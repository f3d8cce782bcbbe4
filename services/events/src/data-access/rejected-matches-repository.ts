import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { EventsDb } from './database.js';

// Matches turned down ("wrong rider"): at an event, a line of this name and plate is never this rider's.

export interface Rejection {
  riderId: string;
  nameKey: string;
  plate: string;
}

/** The rejections kept at the event. */
export async function findRejections(db: EventsDb, eventId: string): Promise<Rejection[]> {
  return db.models.RejectedMatch.findAll({ attributes: ['riderId', 'nameKey', 'plate'], where: { eventId }, raw: true });
}

/** Keeps a rejection (once: a second one of the same rider, name and plate is the same). */
export async function keepRejection(db: EventsDb, eventId: string, rejection: Rejection, made: { resultId: string; createdBy: string }, transaction: Transaction): Promise<void> {
  await db.models.RejectedMatch.findOrCreate({
    where: { eventId, ...rejection },
    defaults: { id: randomUUID(), eventId, ...rejection, ...made, createdAt: new Date() },
    transaction,
  });
}

/** Forgets the rejection of this rider for lines of this name and plate at the event (a person matched them after all). */
export async function forgetRejection(db: EventsDb, eventId: string, rejection: Rejection, transaction: Transaction): Promise<void> {
  await db.models.RejectedMatch.destroy({ where: { eventId, ...rejection }, transaction });
}

/** Moves a merged rider's rejections to the rider kept (one of the same event, name and plate is kept once). */
export async function moveRejections(db: EventsDb, removedRiderId: string, keptRiderId: string, transaction: Transaction): Promise<void> {
  for (const rejection of await db.models.RejectedMatch.findAll({ where: { riderId: removedRiderId }, transaction })) {
    const { eventId, nameKey, plate, resultId, createdBy, createdAt } = rejection;
    await db.models.RejectedMatch.findOrCreate({
      where: { eventId, riderId: keptRiderId, nameKey, plate },
      defaults: { id: randomUUID(), eventId, riderId: keptRiderId, nameKey, plate, resultId, createdBy, createdAt },
      transaction,
    });
  }
  await db.models.RejectedMatch.destroy({ where: { riderId: removedRiderId }, transaction });
}
