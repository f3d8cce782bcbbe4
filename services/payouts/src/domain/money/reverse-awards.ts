import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { creditsOfLots, journalsBySourceKeys, lotOutflows } from '../../data-access/journal-repository.js';
import { lockLot, lockLotsInIdOrder, markLotsReversed } from '../../data-access/lots-repository.js';
import { PROGRAMME, type Currency, type JournalTransaction, type Lot } from '../../data-access/models/index.js';
import { findWallet } from '../../data-access/wallets-repository.js';
import { postTransactions, programmeAccount, riderAccount, type Leg, type NewTransaction } from '../ledger.js';
import { currentRiderOf } from './lots.js';

/**
 * Where each lot's money went, from its own legs (on the rider's spendable account) by the kind of transaction:
 * withheld as tax, and expired (an expiry, or a refund passed straight on to the expired account — the only refund that
 * takes money out of a lot that was not taken back).
 */
async function lotWhereabouts(db: PayoutsDb, lotIds: string[], transaction: Transaction): Promise<Map<string, { withheld: number; expired: number }>> {
  const found = new Map<string, { withheld: number; expired: number }>();
  for (let start = 0; start < lotIds.length; start += 500) {
    const rows = await lotOutflows(db, lotIds.slice(start, start + 500), transaction);
    for (const row of rows) {
      const entry = found.get(row.lot_id) ?? { withheld: 0, expired: 0 };
      if (row.kind === 'withholding') entry.withheld -= Number(row.cents);
      else entry.expired -= Number(row.cents);
      found.set(row.lot_id, entry);
    }
  }
  return found;
}

export interface Reversal {
  /** What was taken back from the rider's lot. */
  reversedCents: number;
  /** What the rider could not give back (cashed out, spent, held, repaid a debt with): now owed. */
  owedCents: number;
  journal: JournalTransaction | null;
}

export interface ReverseInput {
  lotId: string;
  sourceKey: string;
  memo: string;
  details?: Record<string, unknown>;
  at?: Date;
}

/**
 * Takes an award back in full (its result changed or went): `reverseAwards` with one.
 */
export async function reverseAward(db: PayoutsDb, input: ReverseInput, transaction: Transaction): Promise<Reversal> {
  return (await reverseAwards(db, [input], transaction)).get(input.lotId) ?? { reversedCents: 0, owedCents: 0, journal: null };
}

/**
 * Takes awards back in full (their results changed or went), one `reversal` transaction each, written together: the
 * whole award returns to the contingency fund from wherever its money is now — what is left in its lot (or in the lot a
 * merge moved it to), the tax withheld from it, what of it expired — and whatever left the programme for the rider
 * (cashed out, spent at a dealer, held by a cash-out in flight, used to repay an earlier debt) becomes a debt on the
 * rider's `owed` account, repaid first from their later earnings in that currency. Never a loss, never a negative
 * balance. Once per lot: the lot is marked reversed, so money that comes back to it later (a failed cash-out, a dealer's
 * refund) repays the debt instead of becoming spendable again. Answers by lot id (lots reversed before: nothing).
 */
export async function reverseAwards(db: PayoutsDb, inputs: readonly ReverseInput[], transaction: Transaction): Promise<Map<string, Reversal>> {
  const answer = new Map<string, Reversal>();
  const byLot = new Map(inputs.map((input) => [input.lotId, input]));
  if (byLot.size === 0) return answer;
  const ids = [...byLot.keys()].sort();
  const lots: Lot[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    lots.push(...(await lockLotsInIdOrder(db, ids.slice(start, start + 500), transaction)));
  }
  if (lots.length !== ids.length) throw new Error(`no lot ${ids.find((id) => !lots.some((lot) => lot.id === id))}`);
  const done = new Map<string, JournalTransaction>();
  for (let start = 0; start < inputs.length; start += 500) {
    const keys = inputs.slice(start, start + 500).map((input) => input.sourceKey);
    for (const journal of await journalsBySourceKeys(db, keys, transaction)) done.set(journal.sourceKey!, journal);
  }
  const open = lots.filter((lot) => {
    const input = byLot.get(lot.id)!;
    if (lot.reversedAt || done.has(input.sourceKey)) {
      answer.set(lot.id, { reversedCents: 0, owedCents: 0, journal: done.get(input.sourceKey) ?? null });
      return false;
    }
    return true;
  });
  if (open.length === 0) return answer;

  // The lots each award's money went through (a merge moves what is left to a lot of the kept rider).
  const chains = new Map<string, Lot[]>();
  for (const lot of open) {
    const chain = [lot];
    while (chain.at(-1)!.movedToLotId && chain.length < 20) chain.push((await lockLot(db, chain.at(-1)!.movedToLotId!, transaction))!);
    chains.set(lot.id, chain);
  }
  const whereabouts = await lotWhereabouts(db, [...chains.values()].flat().map((lot) => lot.id), transaction);
  const wallets = new Map<string, { riderId: string; debtor: string }>();
  const walletOfLot = async (lot: Lot) => {
    if (!wallets.has(lot.walletId)) {
      const wallet = (await findWallet(db, lot.walletId, transaction))!;
      wallets.set(lot.walletId, { riderId: wallet.riderId, debtor: await currentRiderOf(db, wallet.riderId, transaction) });
    }
    return wallets.get(lot.walletId)!;
  };
  const accounts = new Map<string, Leg['account']>();
  const accountOf = async (holder: string, purpose: 'cash' | 'credit' | 'bonus' | 'owed' | 'contingency' | 'withholding' | 'expired', currency: Currency) => {
    const key = `${holder}|${purpose}|${currency}`;
    if (!accounts.has(key)) accounts.set(key, holder === PROGRAMME ? await programmeAccount(db, purpose as 'contingency', currency, transaction) : await riderAccount(db, holder, purpose as 'cash', currency, transaction));
    return accounts.get(key)!;
  };
  const earnings = new Map<string, string>();
  for (let start = 0; start < open.length; start += 500) {
    const rows = await creditsOfLots(db, open.slice(start, start + 500).map((lot) => lot.id), transaction);
    for (const row of rows) if (!earnings.has(row.lotId!)) earnings.set(row.lotId!, row.transactionId);
  }

  const transactions: NewTransaction[] = [];
  const plans: Array<{ lot: Lot; chain: Lot[]; at: Date; taken: number; owed: number }> = [];
  for (const lot of open) {
    const input = byLot.get(lot.id)!;
    const chain = chains.get(lot.id)!;
    const last = chain.at(-1)!;
    const at = input.at ?? new Date();
    const withheld = whereabouts.get(lot.id)?.withheld ?? 0;
    const expired = chain.reduce((sum, l) => sum + (whereabouts.get(l.id)?.expired ?? 0), 0);
    const taken = Math.max(0, Math.min(last.currentCents, lot.initialCents - withheld - expired));
    const owed = lot.initialCents - withheld - expired - taken;
    const holder = await walletOfLot(last);
    const legs: Leg[] = [{ account: await accountOf(PROGRAMME, 'contingency', lot.currency), amountCents: lot.initialCents }];
    if (taken > 0) legs.push({ account: await accountOf(holder.riderId, last.type, last.currency), amountCents: -taken, lotId: last.id });
    if (withheld > 0) legs.push({ account: await accountOf(PROGRAMME, 'withholding', lot.currency), amountCents: -withheld });
    if (expired > 0) legs.push({ account: await accountOf(PROGRAMME, 'expired', lot.currency), amountCents: -expired });
    if (owed > 0) legs.push({ account: await accountOf(holder.debtor, 'owed', lot.currency), amountCents: -owed });
    transactions.push({
      kind: 'reversal',
      riderId: holder.debtor,
      sourceKey: input.sourceKey,
      reversesId: earnings.get(lot.id) ?? null,
      memo: input.memo,
      details: { ...input.details, lotId: lot.id, eventId: lot.eventId, takenCents: taken, owedCents: owed, withheldCents: withheld, expiredCents: expired },
      legs,
      at,
    });
    plans.push({ lot, chain, at, taken, owed });
  }
  const posted = await postTransactions(db, transactions, transaction);
  const byInstant = new Map<number, string[]>();
  for (const [index, plan] of plans.entries()) {
    answer.set(plan.lot.id, { reversedCents: plan.taken, owedCents: plan.owed, journal: posted[index]!.journal });
    byInstant.set(plan.at.getTime(), [...(byInstant.get(plan.at.getTime()) ?? []), ...plan.chain.map((lot) => lot.id)]);
  }
  // Marked reversed (the journal says why); a lot still current is spent now: nothing is left in it.
  for (const [instant, lotIds] of byInstant) {
    const at = new Date(instant);
    for (let start = 0; start < lotIds.length; start += 500) {
      await markLotsReversed(db, lotIds.slice(start, start + 500), at, transaction);
    }
  }
  return answer;
}
