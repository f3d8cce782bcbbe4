import { Op, QueryTypes, type CreationAttributes, type Transaction, type WhereOptions } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { Currency, Lot, LotStatus, LotType } from './models/index.js';
import type { LotFacts } from './posting-feed.js';

type NewLot = CreationAttributes<Lot>;

export async function findLot(db: PayoutsDb, lotId: string, transaction?: Transaction): Promise<Lot | null> {
  return db.models.Lot.findByPk(lotId, { transaction });
}

/** The lot, its row locked until the transaction ends. */
export async function lockLot(db: PayoutsDb, lotId: string, transaction: Transaction): Promise<Lot | null> {
  return db.models.Lot.findByPk(lotId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The lots, locked in id order (so two transactions locking some of the same lots never wait for each other in a circle). */
export async function lockLotsInIdOrder(db: PayoutsDb, lotIds: readonly string[], transaction: Transaction): Promise<Lot[]> {
  return db.models.Lot.findAll({ where: { id: { [Op.in]: [...lotIds] } }, order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE });
}

export async function createLot(db: PayoutsDb, lot: NewLot, transaction: Transaction): Promise<Lot> {
  return db.models.Lot.create(lot, { transaction });
}

export async function createLots(db: PayoutsDb, lots: readonly NewLot[], transaction: Transaction): Promise<void> {
  await db.models.Lot.bulkCreate([...lots], { transaction });
}

/** A lot's status from what is left in it: `current`, or spent / funded / expired since `redeemedAt`. */
export async function setLotStatus(lot: Lot, status: LotStatus, redeemedAt: Date | null, transaction: Transaction): Promise<void> {
  await lot.update({ status, redeemedAt }, { transaction });
}

export async function markLotExpired(lot: Lot, transaction: Transaction): Promise<void> {
  await lot.update({ status: 'expired' }, { transaction });
}

/** A merge moved what was left of the lot to `movedToLotId`. */
export async function markLotMoved(lot: Lot, movedToLotId: string, transaction: Transaction): Promise<void> {
  await lot.update({ movedToLotId }, { transaction });
}

export async function markLotSpent(lot: Lot, at: Date, transaction: Transaction): Promise<void> {
  await lot.update({ status: 'spent', redeemedAt: at }, { transaction });
}

/** The programme's "sent" mark (null: not sent). */
export async function setLotSentAt(lot: Lot, sentAt: Date | null): Promise<void> {
  await lot.update({ sentAt });
}

/** Lots whose awards were taken back at `at`: marked reversed, and spent when they were still current. */
export async function markLotsReversed(db: PayoutsDb, lotIds: readonly string[], at: Date, transaction: Transaction): Promise<void> {
  await db.models.Lot.update({ reversedAt: at, updatedAt: at }, { where: { id: { [Op.in]: [...lotIds] } }, transaction });
  await db.models.Lot.update({ status: 'spent', redeemedAt: at }, { where: { id: { [Op.in]: [...lotIds] }, status: 'current' }, transaction });
}

/** A wallet's current lots of these types and currency with money in them and not past their expiry at `now` (unordered). */
export async function spendableLotsOfWallet(db: PayoutsDb, walletId: string, types: readonly LotType[], currency: Currency, now: Date, transaction?: Transaction): Promise<Lot[]> {
  return db.models.Lot.findAll({
    where: { walletId, type: { [Op.in]: [...types] }, currency, status: 'current', currentCents: { [Op.gt]: 0 }, [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: now } }] },
    transaction,
  });
}

/** A wallet's current lots with money in them, oldest award first: what a merge moves. */
export async function lotsLeftInWallet(db: PayoutsDb, walletId: string, transaction: Transaction): Promise<Lot[]> {
  return db.models.Lot.findAll({ where: { walletId, status: 'current', currentCents: { [Op.gt]: 0 } }, order: [['awardedAt', 'ASC'], ['id', 'ASC']], transaction });
}

/** Current lots whose expiry has passed, soonest first. */
export async function lotsDueToExpire(db: PayoutsDb, now: Date, limit: number): Promise<Lot[]> {
  return db.models.Lot.findAll({ where: { status: 'current', expiresAt: { [Op.lte]: now } }, order: [['expiresAt', 'ASC'], ['id', 'ASC']], limit });
}

/** A wallet's lots (of one event when given). */
export async function lotsOfWallet(db: PayoutsDb, walletId: string, eventId?: string): Promise<Lot[]> {
  return db.models.Lot.findAll({ where: { walletId, ...(eventId ? { eventId } : {}) } });
}

/** Which lots an expiry warning is due for: current, something left, expiring after `now` and by `until`, not warned (or, `again`, not since `now`). */
export interface WarningDue {
  now: Date;
  until: Date;
  again: boolean;
}

function dueForWarning(due: WarningDue): WhereOptions<Lot> {
  return {
    status: 'current',
    currentCents: { [Op.gt]: 0 },
    expiresAt: { [Op.gt]: due.now, [Op.lte]: due.until },
    // Marks written by this run carry `now` itself, so a forced run that needs several rounds still ends.
    ...(due.again ? { [Op.or]: [{ expiryWarnedAt: null }, { expiryWarnedAt: { [Op.lt]: due.now } }] } : { expiryWarnedAt: null }),
  };
}

/** Lots a warning is due for (of these wallets when given), by wallet then soonest expiry: ids and wallets only. */
export async function lotsDueForWarning(db: PayoutsDb, due: WarningDue, walletIds: readonly string[] | null, limit: number): Promise<Lot[]> {
  return db.models.Lot.findAll({
    attributes: ['id', 'walletId'],
    where: { ...dueForWarning(due), ...(walletIds ? { walletId: { [Op.in]: [...walletIds] } } : {}) },
    order: [
      ['walletId', 'ASC'],
      ['expiresAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit,
  });
}

/** Those of these lots a warning is still due for, locked (another replica's round waits, then finds them warned). */
export async function lockLotsDueForWarning(db: PayoutsDb, due: WarningDue, lotIds: readonly string[], transaction: Transaction): Promise<Lot[]> {
  return db.models.Lot.findAll({
    where: { ...dueForWarning(due), id: { [Op.in]: [...lotIds] } },
    order: [
      ['expiresAt', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

export async function markLotsWarned(db: PayoutsDb, lotIds: readonly string[], at: Date, transaction: Transaction): Promise<void> {
  await db.models.Lot.update({ expiryWarnedAt: at }, { where: { id: { [Op.in]: [...lotIds] } }, transaction });
}

/** Lots with their event's series and country (`lots` ⋈ `event_results`), one read per 500: what the reports' feed counts. */
export async function lotFactsOf(db: PayoutsDb, lotIds: readonly string[], transaction?: Transaction): Promise<Map<string, LotFacts>> {
  const facts = new Map<string, LotFacts>();
  for (let i = 0; i < lotIds.length; i += 500) {
    const rows = await db.sequelize.query<{ id: string; type: LotType; bonus: unknown; initial_cents: number | string; series_id: string | null; country: string | null }>(
      'SELECT l.id, l.type, l.bonus, l.initial_cents, er.series_id, er.country FROM lots l LEFT JOIN event_results er ON er.event_id = l.event_id WHERE l.id IN (:ids)',
      { replacements: { ids: lotIds.slice(i, i + 500) }, type: QueryTypes.SELECT, transaction },
    );
    for (const row of rows) facts.set(row.id, { type: row.type, bonus: Number(row.bonus) === 1 || row.bonus === true, initialCents: Number(row.initial_cents), seriesId: row.series_id, country: row.country });
  }
  return facts;
}
