import type { CreationAttributes } from 'sequelize';
import type { EventsDb } from './database.js';
import type { EventTimecard } from './models/index.js';

// An event's timecards. Lists and look-ups by content leave the file's bytes out: only a download reads them.

/** The event's timecard with these bytes (by their SHA-256), without the bytes. */
export async function findTimecardByHash(db: EventsDb, eventId: string, sha256: string): Promise<EventTimecard | null> {
  return db.models.EventTimecard.findOne({ where: { eventId, sha256 }, attributes: { exclude: ['bytes'] } });
}

export async function insertTimecard(db: EventsDb, fields: CreationAttributes<EventTimecard>): Promise<EventTimecard> {
  return db.models.EventTimecard.create(fields);
}

/** The event's timecards in the order they came, without their bytes. */
export async function findTimecards(db: EventsDb, eventId: string): Promise<EventTimecard[]> {
  return db.models.EventTimecard.findAll({ where: { eventId }, attributes: { exclude: ['bytes'] }, order: [['uploadedAt', 'ASC'], ['id', 'ASC']] });
}

/** One timecard of the event, with its bytes. */
export async function findTimecard(db: EventsDb, eventId: string, timecardId: string): Promise<EventTimecard | null> {
  return db.models.EventTimecard.findOne({ where: { id: timecardId, eventId } });
}

/** Removes a timecard of the event; answers whether there was one. */
export async function removeTimecardRow(db: EventsDb, eventId: string, timecardId: string): Promise<boolean> {
  return (await db.models.EventTimecard.destroy({ where: { id: timecardId, eventId } })) > 0;
}
