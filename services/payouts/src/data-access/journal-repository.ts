import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { JournalTransaction, Posting } from './models/index.js';

// Reads of the journal (its transactions and their postings); the one writer is ledger.ts.

export async function findJournal(db: PayoutsDb, id: string, transaction?: Transaction): Promise<JournalTransaction | null> {
  return db.models.JournalTransaction.findByPk(id, { transaction });
}

/** The transactions posted under these source keys (a key posts once). */
export async function journalsBySourceKeys(db: PayoutsDb, sourceKeys: readonly string[], transaction: Transaction): Promise<JournalTransaction[]> {
  return db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.in]: [...sourceKeys] } }, transaction });
}

/** Whether a transaction was posted under this source key (its id only). */
export async function journalIdBySourceKey(db: PayoutsDb, sourceKey: string, transaction: Transaction): Promise<JournalTransaction | null> {
  return db.models.JournalTransaction.findOne({ where: { sourceKey }, attributes: ['id'], transaction });
}

export async function journalsByIds(db: PayoutsDb, ids: readonly string[]): Promise<JournalTransaction[]> {
  return db.models.JournalTransaction.findAll({ where: { id: { [Op.in]: [...ids] } } });
}

/** The settle or release that closed a hold, if one did. */
export async function closingOfHold(db: PayoutsDb, holdId: string, transaction: Transaction): Promise<JournalTransaction | null> {
  return db.models.JournalTransaction.findOne({ where: { reversesId: holdId, kind: { [Op.in]: ['settle', 'release'] } }, transaction });
}

/** The refunds of a redemption so far. */
export async function refundsOfRedemption(db: PayoutsDb, redemptionId: string, transaction: Transaction): Promise<JournalTransaction[]> {
  return db.models.JournalTransaction.findAll({ where: { reversesId: redemptionId, kind: 'refund' }, transaction });
}

/** A rider's reversals (when and what each took back), for the earnings view. */
export async function reversalsOfRider(db: PayoutsDb, riderId: string): Promise<JournalTransaction[]> {
  return db.models.JournalTransaction.findAll({ where: { kind: 'reversal', riderId }, attributes: ['details', 'createdAt'] });
}

/** The legs that put money into a lot, of these transactions: an award's earning leg names its lot. */
export async function lotCreditsOfTransactions(db: PayoutsDb, transactionIds: readonly string[], transaction: Transaction): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { transactionId: { [Op.in]: [...transactionIds] }, lotId: { [Op.ne]: null }, amountCents: { [Op.gt]: 0 } }, attributes: ['transactionId', 'lotId'], transaction });
}

/** The legs that put money into these lots, oldest first: each lot's first is its earning. */
export async function creditsOfLots(db: PayoutsDb, lotIds: readonly string[], transaction: Transaction): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { lotId: { [Op.in]: [...lotIds] }, amountCents: { [Op.gt]: 0 } }, order: [['createdAt', 'ASC']], attributes: ['lotId', 'transactionId'], transaction });
}

/** A redemption's legs on the rider's lots, in id order. */
export async function lotLegsOfRedemption(db: PayoutsDb, redemptionId: string, transaction: Transaction): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { transactionId: redemptionId, lotId: { [Op.ne]: null } }, order: [['id', 'ASC']], transaction });
}

/** The legs on lots of these transactions (a redemption's refunds). */
export async function lotLegsOfTransactions(db: PayoutsDb, transactionIds: readonly string[], transaction: Transaction): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { transactionId: { [Op.in]: [...transactionIds] }, lotId: { [Op.ne]: null } }, transaction });
}

/** The leg of a redemption that paid the dealer's account (no lot, positive). */
export async function dealerLegOfRedemption(db: PayoutsDb, redemptionId: string, transaction: Transaction): Promise<Posting | null> {
  return db.models.Posting.findOne({ where: { transactionId: redemptionId, lotId: null, amountCents: { [Op.gt]: 0 } }, transaction });
}

/** A hold's legs onto the rider's hold account, per lot. */
export async function heldLegsOf(db: PayoutsDb, holdId: string, transaction: Transaction): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { transactionId: holdId, amountCents: { [Op.gt]: 0 } }, transaction });
}

/** Every posting on these accounts in the order written (journal ids grow with each posting). */
export async function postingsOfAccounts(db: PayoutsDb, accountIds: readonly string[]): Promise<Posting[]> {
  return db.models.Posting.findAll({ where: { accountId: { [Op.in]: [...accountIds] } }, order: [['createdAt', 'ASC'], ['transactionId', 'ASC']] });
}

/**
 * What left these lots from the rider's spendable accounts by withholding, expiry or refund, summed per lot and kind
 * (negative cents).
 */
export async function lotOutflows(db: PayoutsDb, lotIds: readonly string[], transaction: Transaction): Promise<Array<{ lot_id: string; kind: string; cents: unknown }>> {
  return db.sequelize.query<{ lot_id: string; kind: string; cents: unknown }>(
    `SELECT p.lot_id, j.kind, SUM(p.amount_cents) AS cents FROM postings p
       JOIN journal_transactions j ON j.id = p.transaction_id JOIN accounts a ON a.id = p.account_id
     WHERE p.lot_id IN (:lotIds) AND p.amount_cents < 0 AND a.purpose IN ('cash', 'credit', 'bonus') AND j.kind IN ('withholding', 'expiry', 'refund')
     GROUP BY p.lot_id, j.kind`,
    { replacements: { lotIds: [...lotIds] }, type: QueryTypes.SELECT, transaction },
  );
}

/** The details of each lot's earning (the class and place it paid). */
export async function earningDetailsOfLots(db: PayoutsDb, lotIds: readonly string[]): Promise<Array<{ lot_id: string; details: string | null }>> {
  return db.sequelize.query<{ lot_id: string; details: string | null }>(
    "SELECT p.lot_id, j.details FROM postings p JOIN journal_transactions j ON j.id = p.transaction_id WHERE j.kind = 'earning' AND p.lot_id IN (:lotIds)",
    { replacements: { lotIds: [...lotIds] }, type: QueryTypes.SELECT },
  );
}

/** The earning and withholding legs of these lots, with their transactions' details. */
export async function earningLegsOfLots(db: PayoutsDb, lotIds: readonly string[]): Promise<Array<{ lot_id: string; kind: string; amount_cents: unknown; details: string | null }>> {
  return db.sequelize.query<{ lot_id: string; kind: string; amount_cents: unknown; details: string | null }>(
    `SELECT p.lot_id, j.kind, p.amount_cents, j.details FROM postings p JOIN journal_transactions j ON j.id = p.transaction_id
      WHERE p.lot_id IN (:chunk) AND j.kind IN ('earning', 'withholding')`,
    { replacements: { chunk: [...lotIds] }, type: QueryTypes.SELECT },
  );
}

/** A rider's redemptions (in a span of time), newest first, at most 1,000. */
export async function redemptionsOfRider(db: PayoutsDb, riderId: string, span: { from: Date; to: Date } | null): Promise<JournalTransaction[]> {
  return db.models.JournalTransaction.findAll({
    where: { riderId, kind: 'redemption', ...(span ? { createdAt: { [Op.gte]: span.from, [Op.lt]: span.to } } : {}) },
    order: [['createdAt', 'DESC'], ['id', 'ASC']],
    limit: 1_000,
  });
}

/** The refunds of these redemptions (their ids and the redemption each reverses). */
export async function refundsOfRedemptions(db: PayoutsDb, redemptionIds: readonly string[]): Promise<Array<Pick<JournalTransaction, 'id' | 'reversesId'>>> {
  return db.models.JournalTransaction.findAll({ where: { kind: 'refund', reversesId: { [Op.in]: [...redemptionIds] } }, attributes: ['id', 'reversesId'], raw: true });
}

/** The legs of these transactions on no lot (a dealer's account: + when redeemed, − when refunded). */
export async function legsWithoutLot(db: PayoutsDb, transactionIds: readonly string[]): Promise<Array<Pick<Posting, 'transactionId' | 'amountCents' | 'currency'>>> {
  return db.models.Posting.findAll({ where: { transactionId: { [Op.in]: [...transactionIds] }, lotId: null }, attributes: ['transactionId', 'amountCents', 'currency'], raw: true });
}
