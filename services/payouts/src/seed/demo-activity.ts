import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { Logger } from '@rr/server-kit';
import { DEMO_RACERS, DEMO_TILL_DEALERS, demoHash as hash } from '@rr/server-kit/demo-roster';
import type { PayoutsDb } from '../data-access/database.js';
import { InsufficientFunds, riderAccount } from '../domain/ledger.js';
import type { Lot } from '../data-access/models/index.js';
import { hold, redeem, release, settle } from '../domain/money.js';

// The demo's activity (docs/testing.md "Demo data"): what the roster's riders did with the money the seeded results
// paid them. The events seed publishes the past events' results on the day they came in; payouts applies its rules
// to them as it applies any upload; then this spends part of each rider's dealer credit at the dealers of their
// country and cashes out part of their cash (most paid, some failed and given back), each on a day after the award.
// Everything goes through the ledger's own operations (redeem, hold, settle, release), so the balances, the
// read model and the reports agree as they do for real money.

const DAY = 86_400_000;
const EMPLOYEES = ['Sam Ortiz', 'Alexis Chen', 'Jamie Fournier', 'Robin Patel', 'Morgan Lee'] as const;
const METHODS = ['prepaidCard', 'bank', 'digital'] as const;
/** The till's receipt codes (base 36, six characters), as the till draws them. */
const CODE_MIN = 36 ** 5;
const CODE_RANGE = 36 ** 6 - CODE_MIN;

export interface DemoActivityOutcome {
  redemptions: number;
  cashouts: number;
  failedCashouts: number;
}

/**
 * One pass over the roster riders' current lots awarded before `before`: about seven credit lots in ten are (partly)
 * spent at a dealer 3 to 40 days after their award, about six cash lots in ten are cashed out 5 to 30 days after
 * theirs (one in seven of those fails, and the money comes back). A day still in the future waits for a later pass.
 * Idempotent: each lot's operation has its source key (`demo:<lot>`), so a second pass adds nothing.
 */
export async function demoActivityRound(db: PayoutsDb, options: { before: Date; now?: Date }): Promise<DemoActivityOutcome> {
  const now = options.now ?? new Date();
  const outcome: DemoActivityOutcome = { redemptions: 0, cashouts: 0, failedCashouts: 0 };
  const racers = new Map(DEMO_RACERS.map((racer) => [racer.id, racer]));
  const wallets = await db.models.Wallet.findAll({ where: { riderId: { [Op.in]: [...racers.keys()] }, mergedIntoWalletId: null } });
  if (wallets.length === 0) return outcome;
  const riderOf = new Map(wallets.map((wallet) => [wallet.id, wallet.riderId]));
  const lots = await db.models.Lot.findAll({
    where: { walletId: { [Op.in]: [...riderOf.keys()] }, status: 'current', currentCents: { [Op.gt]: 0 }, awardedAt: { [Op.lt]: options.before } },
    order: [['awardedAt', 'ASC'], ['id', 'ASC']],
  });
  const done = new Set(
    (await db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.in]: lots.map((lot) => `demo:${lot.id}`) } }, attributes: ['sourceKey'] })).map((row) => row.sourceKey),
  );
  for (const lot of lots) {
    const key = `demo:${lot.id}`;
    const racer = racers.get(riderOf.get(lot.walletId)!);
    if (!racer || done.has(key)) continue;
    const h = hash(lot.id);
    if (lot.type === 'cash') {
      const at = new Date(lot.awardedAt.getTime() + (5 + (h % 26)) * DAY);
      if (h % 10 >= 6 || at.getTime() > now.getTime() - 3_600_000) continue;
      const failed = h % 7 === 0;
      if (await cashOut(db, { lot, riderId: racer.id, key, at, method: METHODS[h % METHODS.length]!, failed })) {
        outcome.cashouts += 1;
        if (failed) outcome.failedCashouts += 1;
      }
    } else {
      const at = new Date(lot.awardedAt.getTime() + (3 + (h % 38)) * DAY);
      if (h % 10 >= 7 || at.getTime() > now.getTime() - 3_600_000 || (lot.expiresAt && lot.expiresAt <= at)) continue;
      // All of it, or about 60 % in whole dollars (at least $5).
      const amountCents = h % 3 === 0 ? lot.currentCents : Math.min(lot.currentCents, Math.max(500, Math.round((lot.currentCents * 0.6) / 100) * 100));
      const dealers = DEMO_TILL_DEALERS[racer.country];
      const dealer = dealers[(h >>> 4) % dealers.length]!;
      if (await spendAtDealer(db, { lot, racer, key, at, amountCents, dealer, employeeName: EMPLOYEES[(h >>> 8) % EMPLOYEES.length]! })) outcome.redemptions += 1;
    }
  }
  return outcome;
}

async function spendAtDealer(
  db: PayoutsDb,
  input: { lot: Lot; racer: (typeof DEMO_RACERS)[number]; key: string; at: Date; amountCents: number; dealer: { id: string; name: string }; employeeName: string },
): Promise<boolean> {
  const { lot, racer, key, at, amountCents, dealer, employeeName } = input;
  try {
    return await db.sequelize.transaction(async (transaction) => {
      const { journal, lots } = await redeem(
        db,
        { riderId: racer.id, amountCents, currency: lot.currency, dealerId: dealer.id, sourceKey: key, memo: `Redeemed at ${dealer.name}`, details: { dealerName: dealer.name, employeeName }, now: at },
        transaction,
      );
      const eventIds = [...new Set(lots.map(([spent]) => spent.eventId).filter((id): id is string => Boolean(id)))];
      const titles = eventIds.length ? (await db.models.EventResults.findAll({ where: { eventId: { [Op.in]: eventIds } }, attributes: ['title'], transaction })).map((e) => e.title) : [];
      let code = CODE_MIN + (hash(key) % CODE_RANGE);
      while (await db.models.CreditRedemption.findOne({ where: { code }, attributes: ['id'], transaction })) code = CODE_MIN + ((code - CODE_MIN + 1) % CODE_RANGE);
      await db.models.CreditRedemption.create(
        {
          id: journal.id,
          code,
          riderId: racer.id,
          riderName: racer.name,
          riderCountry: racer.country,
          dealerId: dealer.id,
          dealerName: dealer.name,
          dealerCountry: racer.country,
          employeeName,
          amountCents,
          currency: lot.currency,
          category: titles.join(' · ').slice(0, 200) || lot.notes || null,
          idChecked: true,
          createdAt: at,
        },
        { transaction },
      );
      return true;
    });
  } catch (error) {
    // Spent meanwhile (another lot's redemption took it first): nothing to do for this one.
    if (error instanceof InsufficientFunds) return false;
    throw error;
  }
}

async function cashOut(db: PayoutsDb, input: { lot: Lot; riderId: string; key: string; at: Date; method: (typeof METHODS)[number]; failed: boolean }): Promise<boolean> {
  const { lot, riderId, key, at, method, failed } = input;
  const answered = new Date(at.getTime() + DAY);
  try {
    return await db.sequelize.transaction(async (transaction) => {
      const previous = (await riderAccount(db, riderId, 'cash', lot.currency, transaction)).balanceCents;
      const held = await hold(db, { riderId, amountCents: lot.currentCents, currency: lot.currency, sourceKey: key, details: { method }, at }, transaction);
      const id = randomUUID();
      const orderId = failed ? null : `demo-${hash(key).toString(36).toUpperCase()}`;
      await db.models.Cashout.create(
        {
          id,
          riderId,
          amountCents: lot.currentCents,
          currency: lot.currency,
          method,
          status: failed ? 'failed' : 'paid',
          holdId: held.id,
          providerOrderId: orderId,
          rewardId: orderId,
          previousBalanceCents: previous,
          newBalanceCents: previous - lot.currentCents,
          attempts: 1,
          nextAttemptAt: at,
          claimedUntil: null,
          lastError: failed ? 'order failed' : null,
          createdAt: at,
          updatedAt: answered,
        },
        { transaction, silent: true },
      );
      if (failed) await release(db, held.id, transaction, { cashoutId: id, reason: 'order failed' }, answered);
      else await settle(db, held.id, transaction, { orderId, cashoutId: id }, answered);
      return true;
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) return false;
    throw error;
  }
}

/**
 * Waits until payouts has caught up with the seeded results (its applied events and series ends stop changing for
 * `settleMs`, or `timeoutMs` passes), then runs one round for the lots awarded before it started. For the demo
 * stack's seed step (CLI `seed-activity.ts`) and the embedded launcher (a job of the seeded service).
 */
export async function runDemoActivity(
  db: PayoutsDb,
  options: { logger?: Logger; settleMs?: number; timeoutMs?: number; pollMs?: number; signal?: AbortSignal } = {},
): Promise<DemoActivityOutcome | null> {
  const before = new Date();
  const { settleMs = 6_000, timeoutMs = 180_000, pollMs = 1_000 } = options;
  const until = Date.now() + timeoutMs;
  let last = '';
  let stableSince = Date.now();
  while (Date.now() < until) {
    if (options.signal?.aborted) return null;
    const applied = await db.models.EventResults.count();
    const series = await db.models.SeriesResults.findAll({ attributes: ['version', 'appliedVersion'] });
    const waiting = series.filter((row) => row.appliedVersion < row.version).length;
    const state = `${applied}/${series.length}/${waiting}`;
    if (state !== last) {
      last = state;
      stableSince = Date.now();
    } else if (applied > 0 && waiting === 0 && Date.now() - stableSince >= settleMs) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (options.signal?.aborted) return null;
  const outcome = await demoActivityRound(db, { before });
  options.logger?.info({ ...outcome }, 'demo activity seeded');
  return outcome;
}
