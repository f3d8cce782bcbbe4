import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { RiderNotice } from '@rr/contracts/server';
import { orderedId } from '@rr/server-kit';
import type { PayoutsDb } from '../../data-access/database.js';
import { journalsBySourceKeys } from '../../data-access/journal-repository.js';
import type { Currency, Lot } from '../../data-access/models/index.js';
import type { OutboxMessageRow } from '../../data-access/outbox-repository.js';
import { countPostings } from '../../data-access/payouts-metrics.js';
import { insertJournalWithPostings, insertOutboxRows, lockWalletRow, moveRedemptionBalances, spendableCreditWithAccounts, type SpendableLot } from '../../data-access/redemption-ledger.js';
import { findWalletByRider } from '../../data-access/wallets-repository.js';
import { InsufficientFunds, dealerAccount, riderAccount } from '../ledger.js';
import { moneyPostedRows, pokeRelayAfterCommit } from '../../reporting/feed.js';
import { riderNoticeRows } from '../rider-notices.js';
import { positiveCents, spendableLots, take } from './lots.js';

/** A rider's dealer credit (credit and bonus lots with money in them, not expired), in the order a redemption spends it. */
export async function spendableCredit(db: PayoutsDb, riderId: string, currency: Currency, now: Date, transaction?: Transaction): Promise<Lot[]> {
  const wallet = await findWalletByRider(db, riderId, transaction);
  return wallet ? spendableLots(db, wallet.id, ['credit', 'bonus'], currency, now, transaction) : [];
}

/**
 * A lot or an account moved between this transaction's read of the credit and its guarded update (an expiry or a
 * corrected award took money from a lot). Some rows may have moved already: the caller's database transaction must roll
 * back, and the redemption can simply run again on what is there now.
 */
export class CreditMoved extends Error {
  override name = 'CreditMoved';
}

export interface Redemption {
  riderId: string;
  amountCents: number;
  currency: Currency;
  dealerId: string;
  /** Makes the redemption happen once: one with a key posted before answers that transaction and moves nothing. */
  sourceKey?: string;
  /**
   * The caller knows no transaction holds `sourceKey` yet (the till's idempotency key, taken in the same transaction),
   * so it is not looked up; a second one would fail on the journal's unique key instead.
   */
  sourceKeyIsNew?: boolean;
  memo?: string;
  now?: Date;
  details?: Record<string, unknown>;
}

export interface Spent {
  journal: { id: string; createdAt: Date };
  /** The lots spent, in the order they were, with the cents taken from each. */
  lots: Array<[SpendableLot, number]>;
  /** What is left of the rider's dealer credit. */
  remainingCents: number;
}

/**
 * Dealer credit (credit, then bonus lots by soonest expiry) spent at a dealer: the rider's lots → that dealer's
 * account (what the programme owes the dealer; one account per dealer, so busy tills never queue on one row). The
 * rider's wallet row is locked first, so concurrent redemptions of one rider pick their lots one after the other and
 * none is refused for a lot another just emptied while the rider still has credit elsewhere.
 *
 * The journal's rules (docs/architecture.md "Money") hold as `postTransaction` keeps them, in the fewest statements,
 * because every till pays for each one: the wallet's lock; one read of the lots with their events' facts and the
 * accounts they sit on; one guarded update of the accounts and one of the lots (a lot left empty marked spent in it);
 * the journal row; the postings; and the reports' feed in one outbox insert with `notices` (what the rider is told of
 * it). Too little credit throws InsufficientFunds before anything is written; a guard that refuses throws CreditMoved
 * (the transaction must roll back).
 */
export async function redeem(db: PayoutsDb, input: Redemption, transaction: Transaction, options: { notices?: (spent: Spent) => readonly RiderNotice[] } = {}): Promise<Spent> {
  positiveCents(input.amountCents);
  const now = input.now ?? new Date();
  const wallet = await lockWalletRow(db, input.riderId, transaction);
  if (!wallet) throw new InsufficientFunds('credit', null, -input.amountCents);
  const dealerHolder = `dealer:${input.dealerId}`;
  const credit = await spendableCreditWithAccounts(db, { walletId: wallet.id, riderId: input.riderId, dealerHolder, currency: input.currency, now }, transaction);
  // Soonest expiry first (never-expiring last), then the oldest award: the order spendableLots gives.
  const expiry = (lot: SpendableLot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const lots = credit.lots.sort((a, b) => expiry(a) - expiry(b) || a.awardedAt.getTime() - b.awardedAt.getTime() || a.id.localeCompare(b.id));
  const parts = take(lots, input.amountCents);
  if (!parts) throw new InsufficientFunds('credit', null, -input.amountCents);
  const remainingCents = lots.reduce((sum, lot) => sum + lot.currentCents, 0) - input.amountCents;

  if (input.sourceKey && !input.sourceKeyIsNew) {
    const [before] = await journalsBySourceKeys(db, [input.sourceKey], transaction);
    if (before) return { journal: { id: before.id, createdAt: before.createdAt }, lots: parts, remainingCents };
  }

  // An account opened here for the first time (a dealer's first redemption in a currency) is found or created as the
  // ledger does it; every later redemption finds them in the read above.
  const dealerAccountId = credit.dealerAccountId ?? (await dealerAccount(db, input.dealerId, input.currency, transaction)).id;
  const legs: Array<{ accountId: string; purpose: 'dealers' | SpendableLot['type']; holder: string; lotId: string | null; amountCents: number }> = [
    { accountId: dealerAccountId, purpose: 'dealers', holder: dealerHolder, lotId: null, amountCents: input.amountCents },
  ];
  for (const [lot, cents] of parts) {
    const accountId = lot.accountId ?? (await riderAccount(db, input.riderId, lot.type, lot.currency, transaction)).id;
    legs.push({ accountId, purpose: lot.type, holder: input.riderId, lotId: lot.id, amountCents: -cents });
  }
  const accountMoves = new Map<string, number>();
  for (const leg of legs) accountMoves.set(leg.accountId, (accountMoves.get(leg.accountId) ?? 0) + leg.amountCents);
  const moved = await moveRedemptionBalances(
    db,
    [...accountMoves].map(([id, cents]) => ({ id, cents })),
    parts.map(([lot, cents]) => ({ id: lot.id, cents: -cents })),
    now,
    transaction,
  );
  if (!moved) throw new CreditMoved(`the credit of rider ${input.riderId} moved during the redemption`);

  const { id } = orderedId(now.getTime());
  const details = { dealerId: input.dealerId, ...input.details };
  await insertJournalWithPostings(
    db,
    { id, riderId: input.riderId, sourceKey: input.sourceKey ?? null, memo: input.memo?.slice(0, 500) ?? null, details: JSON.stringify(details), at: now },
    legs.map((leg) => ({ id: randomUUID(), accountId: leg.accountId, lotId: leg.lotId, amountCents: leg.amountCents, currency: input.currency })),
    transaction,
  );
  countPostings(db, 'redemption', legs.length, transaction);
  const spent: Spent = { journal: { id, createdAt: now }, lots: parts, remainingCents };
  const facts = new Map(parts.map(([lot]) => [lot.id, { type: lot.type, bonus: lot.bonus, initialCents: lot.initialCents, seriesId: lot.seriesId, country: lot.country }]));
  const rows: OutboxMessageRow[] = [
    ...moneyPostedRows(
      [
        {
          journal: { id, kind: 'redemption', riderId: input.riderId, at: now, details },
          postings: legs.map((leg) => ({ purpose: leg.purpose, holder: leg.holder, lotId: leg.lotId, amountCents: leg.amountCents, currency: input.currency })),
        },
      ],
      facts,
    ),
    ...riderNoticeRows(options.notices?.(spent) ?? []),
  ];
  await insertOutboxRows(db, rows, transaction);
  if (rows.length > 0) pokeRelayAfterCommit(db, transaction);
  return spent;
}
