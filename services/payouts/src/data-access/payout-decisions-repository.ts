import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { PayoutDecision } from './models/index.js';

// What the rules decided for each line and bonus of an event's current results (part of the event's results: written
// under its `event_results` row lock).

type NewDecision = CreationAttributes<PayoutDecision>;

export async function decisionsOfEvent(db: PayoutsDb, eventId: string, options: { transaction?: Transaction; attributes?: Array<keyof PayoutDecision>; byKey?: boolean } = {}): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({
    where: { eventId },
    ...(options.attributes ? { attributes: options.attributes } : {}),
    ...(options.byKey ? { order: [['decisionKey', 'ASC']] } : {}),
    ...(options.transaction ? { transaction: options.transaction } : {}),
  });
}

/** These riders' result lines at other events (the same race published twice). */
export async function raceLinesOfRiders(db: PayoutsDb, eventIds: readonly string[], riderIds: readonly string[], transaction: Transaction): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({ where: { eventId: { [Op.in]: [...eventIds] }, riderId: { [Op.in]: [...riderIds] }, decisionKey: { [Op.like]: 'line:%' } }, transaction });
}

/** An event's decisions written anew: new rows, then every row's version, then the rows gone from the results. */
export async function createDecisions(db: PayoutsDb, rows: readonly NewDecision[], transaction: Transaction): Promise<void> {
  await db.models.PayoutDecision.bulkCreate([...rows], { transaction });
}

export async function changeDecision(row: PayoutDecision, fields: Partial<NewDecision>, transaction: Transaction): Promise<void> {
  await row.update(fields, { transaction });
}

export async function setDecisionsVersion(db: PayoutsDb, eventId: string, version: number, transaction: Transaction): Promise<void> {
  await db.models.PayoutDecision.update({ version }, { where: { eventId }, transaction });
}

export async function removeDecisions(db: PayoutsDb, ids: readonly string[], transaction: Transaction): Promise<void> {
  await db.models.PayoutDecision.destroy({ where: { id: { [Op.in]: [...ids] } }, transaction });
}

/** Riders with earnings waiting for their documents, a page after `after` (ids only, in order). */
export async function ridersWaitingForDocuments(db: PayoutsDb, after: string, limit: number): Promise<string[]> {
  const rows = await db.models.PayoutDecision.findAll({
    where: { outcome: 'pending', reason: 'documentsMissing', riderId: { [Op.gt]: after } },
    attributes: ['riderId'],
    group: ['riderId'],
    order: [['riderId', 'ASC']],
    limit,
    raw: true,
  });
  return rows.map((row) => row.riderId!);
}

/** A rider's earnings waiting for documents, oldest race first. */
export async function waitingForDocumentsOf(db: PayoutsDb, riderId: string): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({ where: { riderId, outcome: 'pending', reason: 'documentsMissing' }, order: [['startDate', 'ASC'], ['id', 'ASC']] });
}

export async function lockDecision(db: PayoutsDb, id: string, transaction: Transaction): Promise<PayoutDecision | null> {
  return db.models.PayoutDecision.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The series' dealer credit that waits for its end. */
export async function waitingForSeriesEnd(db: PayoutsDb, eventIds: readonly string[], transaction: Transaction): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({
    where: { eventId: { [Op.in]: [...eventIds] }, outcome: 'pending', reason: 'seriesNotFinished' },
    order: [['eventId', 'ASC'], ['decisionKey', 'ASC']],
    transaction,
  });
}

/** The placed result lines of events (rider, class, place and why): what championship points count. */
export async function placedLinesOf(db: PayoutsDb, eventIds: readonly string[], transaction: Transaction): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({
    where: { eventId: { [Op.in]: [...eventIds] }, decisionKey: { [Op.like]: 'line:%' }, riderId: { [Op.ne]: null }, place: { [Op.ne]: null } },
    attributes: ['eventId', 'riderId', 'className', 'place', 'reason'],
    transaction,
  });
}

/** A rider's decisions (at one event, in a span of race days), newest race first. */
export async function decisionsOfRider(db: PayoutsDb, riderId: string, filter: { eventId?: string | undefined; days?: { from: string; to: string } | null }): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({
    where: { riderId, ...(filter.eventId ? { eventId: filter.eventId } : {}), ...(filter.days ? { startDate: { [Op.between]: [filter.days.from, filter.days.to] } } : {}) },
    order: [['startDate', 'DESC'], ['eventId', 'ASC'], ['place', 'ASC']],
  });
}

/** Which of these events the rider has results at. */
export async function eventsRacedBy(db: PayoutsDb, riderId: string, eventIds: readonly string[]): Promise<Set<string>> {
  return new Set((await db.models.PayoutDecision.findAll({ where: { riderId, eventId: { [Op.in]: [...eventIds] } }, attributes: ['eventId'], raw: true })).map((d) => d.eventId));
}

/** What a rider is paid or waits for at an event (a claim for a class must not pay it twice). */
export async function payingDecisionsOfRider(db: PayoutsDb, eventId: string, riderId: string, transaction: Transaction): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({ where: { eventId, riderId, outcome: { [Op.in]: ['paid', 'pending'] } }, attributes: ['className', 'outcome', 'reason', 'amountCents', 'lotType'], transaction });
}

/** Decisions of events, the columns a simulation compares. */
export async function decisionsToCompare(db: PayoutsDb, eventIds: readonly string[]): Promise<PayoutDecision[]> {
  return db.models.PayoutDecision.findAll({ where: { eventId: { [Op.in]: [...eventIds] } }, attributes: ['eventId', 'decisionKey', 'riderId', 'className', 'outcome', 'reason', 'amountCents', 'facts'] });
}
