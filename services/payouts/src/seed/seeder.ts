import type { Logger } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { award } from '../domain/money.js';
import { dealerAccount, postTransaction, programmeAccount, riderAccount } from '../domain/ledger.js';
import type { Currency, LotStatus, LotType } from '../data-access/models/index.js';
import { createWallet, findWalletByRider } from '../data-access/wallets-repository.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo rider (identity seeds `rider-demo`, a US rider, so the wallet is in USD). */
export const DEMO_RIDER_ID = 'rider-demo';
const DEMO_CURRENCY: Currency = 'USD';
/** The demo dealer (identity seeds `dealer-demo`). */
const DEMO_DEALER_ID = 'dealer-demo';
/** As identity's seed names it: a redemption keeps the dealer's name of its day. */
const DEMO_DEALER_NAME = 'Demo Powersports';
const DEMO_RIDER_NAME = 'Jordan Miller';
/** The demo redemptions' codes (base 36: 'DEMO01', 'DEMO02'). */
const DEMO_CODES: Record<string, number> = { 'lot-demo-credit-1': parseInt('DEMO01', 36), 'lot-demo-credit-spent': parseInt('DEMO02', 36) };

interface SeedLot {
  id: string;
  type: LotType;
  initialCents: number;
  currentCents: number;
  status: LotStatus;
  /** Days relative to the seeding day (negative = past). */
  awardedDay: number;
  expiresDay?: number;
  redeemedDay?: number;
  notes: string;
  /** Movements after the earning, each a journal transaction (to the demo dealer, or the expired account). */
  movements?: Array<{ kind: 'redemption' | 'expiry'; cents: number; day: number; reference: string }>;
}

// Remaining now: cash 250.00 + 100.00 = 350.00; dealer credit 90.00 + 50.00 + bonus 25.00 = 165.00.
// prettier-ignore
export const DEMO_LOTS: SeedLot[] = [
  { id: 'lot-demo-cash-1', type: 'cash', initialCents: 25_000, currentCents: 25_000, status: 'current', awardedDay: -45, notes: 'Regional qualifier, 450 B, 2nd overall' },
  { id: 'lot-demo-cash-2', type: 'cash', initialCents: 10_000, currentCents: 10_000, status: 'current', awardedDay: -20, notes: 'Spring series round 3, 250 B, 4th overall' },
  { id: 'lot-demo-credit-1', type: 'credit', initialCents: 15_000, currentCents: 9_000, status: 'current', awardedDay: -60, expiresDay: 120, notes: 'Spring series round 1, 450 B, 1st overall',
    movements: [{ kind: 'redemption', cents: -6_000, day: -40, reference: 'Redeemed at Demo Powersports' }] },
  { id: 'lot-demo-credit-2', type: 'credit', initialCents: 5_000, currentCents: 5_000, status: 'current', awardedDay: -10, expiresDay: 170, notes: 'Spring series round 4, 450 B, 3rd overall' },
  { id: 'lot-demo-bonus-1', type: 'bonus', initialCents: 2_500, currentCents: 2_500, status: 'current', awardedDay: -10, expiresDay: 90, notes: 'Series attendance bonus' },
  { id: 'lot-demo-credit-expired', type: 'credit', initialCents: 7_500, currentCents: 0, status: 'expired', awardedDay: -400, expiresDay: -35, notes: 'Last season round 6, 450 B, 2nd overall',
    movements: [{ kind: 'expiry', cents: -7_500, day: -35, reference: 'Dealer credit expired' }] },
  { id: 'lot-demo-credit-spent', type: 'credit', initialCents: 4_000, currentCents: 0, status: 'spent', awardedDay: -90, expiresDay: 90, redeemedDay: -30, notes: 'Winter indoor round 2, 250 B, 5th overall',
    movements: [{ kind: 'redemption', cents: -4_000, day: -30, reference: 'Redeemed at Demo Powersports' }] },
];

/**
 * Demo earnings for the demo rider, so the wallet and earnings screens have data, posted through the journal like
 * any award (from the contingency fund), with their redemptions at the demo dealer and the expiry. Idempotent: each
 * movement has a source key (`seed:<lot>:<n>`), so seeding again posts nothing.
 */
export async function seedPayouts(db: PayoutsDb, logger?: Logger, today = new Date()): Promise<{ walletId: string; lotsCreated: number; entriesCreated: number }> {
  const at = (day: number) => new Date(today.getTime() + day * DAY);
  let lotsCreated = 0;
  let entriesCreated = 0;
  const walletId = await db.sequelize.transaction(async (transaction) => {
    const wallet = (await findWalletByRider(db, DEMO_RIDER_ID, transaction)) ?? (await createWallet(db, { riderId: DEMO_RIDER_ID, currency: DEMO_CURRENCY }, transaction));
    for (const lot of DEMO_LOTS) {
      const awarded = await award(
        db,
        {
          lotId: lot.id,
          riderId: DEMO_RIDER_ID,
          type: lot.type,
          amountCents: lot.initialCents,
          currency: wallet.currency,
          awardedAt: at(lot.awardedDay),
          expiresAt: lot.expiresDay === undefined ? null : at(lot.expiresDay),
          notes: lot.notes,
          sourceKey: `seed:${lot.id}:0`,
        },
        transaction,
      );
      if (!awarded.posted) continue;
      lotsCreated += 1;
      entriesCreated += 1;
      const rider = await riderAccount(db, DEMO_RIDER_ID, lot.type, wallet.currency, transaction);
      for (const [n, movement] of (lot.movements ?? []).entries()) {
        const to = movement.kind === 'expiry' ? await programmeAccount(db, 'expired', wallet.currency, transaction) : await dealerAccount(db, DEMO_DEALER_ID, wallet.currency, transaction);
        const { journal } = await postTransaction(
          db,
          {
            kind: movement.kind,
            riderId: DEMO_RIDER_ID,
            sourceKey: `seed:${lot.id}:${n + 1}`,
            memo: movement.reference,
            details: movement.kind === 'redemption' ? { dealerId: DEMO_DEALER_ID, dealerName: DEMO_DEALER_NAME } : { lotId: lot.id },
            at: at(movement.day),
            legs: [{ account: rider, amountCents: movement.cents, lotId: lot.id }, { account: to, amountCents: -movement.cents }],
          },
          transaction,
        );
        if (movement.kind === 'redemption') {
          // As the till records one (domain/till.ts): the code the receipt showed, who served the rider.
          await db.models.CreditRedemption.create(
            { id: journal.id, code: DEMO_CODES[lot.id] ?? 36 ** 5 + n, riderId: DEMO_RIDER_ID, riderName: DEMO_RIDER_NAME, riderCountry: 'US', dealerId: DEMO_DEALER_ID, dealerName: DEMO_DEALER_NAME, dealerCountry: 'US', employeeName: 'Sam Ortiz', amountCents: -movement.cents, currency: wallet.currency, category: lot.notes, idChecked: true, createdAt: at(movement.day) },
            { transaction },
          );
        }
        entriesCreated += 1;
      }
      await db.models.Lot.update({ status: lot.status, redeemedAt: lot.redeemedDay === undefined ? null : at(lot.redeemedDay) }, { where: { id: lot.id }, transaction });
    }
    return wallet.id;
  });
  logger?.info({ lotsCreated, entriesCreated }, 'payouts seed done');
  return { walletId, lotsCreated, entriesCreated };
}
