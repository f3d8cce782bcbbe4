import { Op, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { CashoutRow } from './models/index.js';

// Cash-outs: each a saga (hold → provider order → settle or release). A step moves a cash-out only from `processing`,
// with a conditional update that changes one row or none, so two workers never both settle or release it.

type CashoutFields = CreationAttributes<CashoutRow>;

export async function findCashout(db: PayoutsDb, cashoutId: string): Promise<CashoutRow | null> {
  return db.models.Cashout.findByPk(cashoutId);
}

export async function createCashout(db: PayoutsDb, cashout: CashoutFields, transaction: Transaction): Promise<void> {
  await db.models.Cashout.create(cashout, { transaction });
}

/** Changes a cash-out still `processing`; false when it was not (another worker finished it). */
export async function changeProcessingCashout(db: PayoutsDb, cashoutId: string, changes: Partial<CashoutFields>, transaction?: Transaction): Promise<boolean> {
  const [changed] = await db.models.Cashout.update(changes, { where: { id: cashoutId, status: 'processing' }, ...(transaction ? { transaction } : {}) });
  return changed === 1;
}

/** Claims a processing cash-out nobody holds (or whose claim lapsed) until `until`; false when another holds it. */
export async function claimCashout(db: PayoutsDb, cashoutId: string, now: Date, until: Date): Promise<boolean> {
  const [claimed] = await db.models.Cashout.update({ claimedUntil: until }, { where: { id: cashoutId, status: 'processing', [Op.or]: [{ claimedUntil: null }, { claimedUntil: { [Op.lt]: now } }] } });
  return claimed === 1;
}

/** Processing cash-outs due for another step and not claimed, longest waiting first. */
export async function dueCashouts(db: PayoutsDb, now: Date, limit: number): Promise<CashoutRow[]> {
  return db.models.Cashout.findAll({
    where: { status: 'processing', nextAttemptAt: { [Op.lte]: now }, [Op.or]: [{ claimedUntil: null }, { claimedUntil: { [Op.lt]: now } }] },
    order: [['nextAttemptAt', 'ASC']],
    limit,
  });
}

/** A rider's cash-out by the provider's order id. */
export async function cashoutOfOrder(db: PayoutsDb, riderId: string, orderId: string): Promise<CashoutRow | null> {
  return db.models.Cashout.findOne({ where: { riderId, providerOrderId: orderId } });
}

/** The cash-out a provider's order or reward id names. */
export async function cashoutOfProviderId(db: PayoutsDb, providerId: string): Promise<CashoutRow | null> {
  return db.models.Cashout.findOne({ where: { [Op.or]: [{ providerOrderId: providerId }, { rewardId: providerId }] } });
}

/** Keeps the reward's link unless one was kept meanwhile; false then. */
export async function keepRewardLink(db: PayoutsDb, cashoutId: string, link: string): Promise<boolean> {
  const [changed] = await db.models.Cashout.update({ rewardLink: link }, { where: { id: cashoutId, rewardLink: null } });
  return changed === 1;
}
