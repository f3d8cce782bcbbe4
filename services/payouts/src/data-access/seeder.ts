import type { Logger } from '@rr/server-kit';
import type { PayoutsDb } from './database.js';
import type { Currency, LedgerKind, LotStatus, LotType } from './models.js';
import { createWallet, findEntryByKey, findWalletByRider } from './wallets-repository.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo rider (identity seeds `rider-demo`, a US rider, so the wallet is in USD). */
export const DEMO_RIDER_ID = 'rider-demo';
const DEMO_CURRENCY: Currency = 'USD';

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
  /** Movements after the earning, each becomes a ledger entry. */
  movements?: Array<{ kind: LedgerKind; cents: number; day: number; reference: string }>;
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
    movements: [{ kind: 'adjustment', cents: -7_500, day: -35, reference: 'Dealer credit expired' }] },
  { id: 'lot-demo-credit-spent', type: 'credit', initialCents: 4_000, currentCents: 0, status: 'spent', awardedDay: -90, expiresDay: 90, redeemedDay: -30, notes: 'Winter indoor round 2, 250 B, 5th overall',
    movements: [{ kind: 'redemption', cents: -4_000, day: -30, reference: 'Redeemed at Demo Powersports' }] },
];

/**
 * Demo earnings for the demo rider, so the wallet and earnings screens have data. Idempotent: the
 * wallet is found by rider (identity's rider.registered may have opened it already), lots by id,
 * ledger entries by idempotency key (`seed:<lot>:<n>`).
 */
export async function seedPayouts(db: PayoutsDb, logger?: Logger, today = new Date()): Promise<{ walletId: string; lotsCreated: number; entriesCreated: number }> {
  const at = (day: number) => new Date(today.getTime() + day * DAY);
  let lotsCreated = 0;
  let entriesCreated = 0;
  const walletId = await db.sequelize.transaction(async (transaction) => {
    const wallet = (await findWalletByRider(db, DEMO_RIDER_ID, transaction)) ?? (await createWallet(db, { riderId: DEMO_RIDER_ID, currency: DEMO_CURRENCY }, transaction));
    for (const lot of DEMO_LOTS) {
      if (!(await db.models.Lot.findByPk(lot.id, { transaction }))) {
        await db.models.Lot.create(
          {
            id: lot.id,
            walletId: wallet.id,
            type: lot.type,
            currency: wallet.currency,
            initialCents: lot.initialCents,
            currentCents: lot.currentCents,
            status: lot.status,
            awardedAt: at(lot.awardedDay),
            expiresAt: lot.expiresDay === undefined ? null : at(lot.expiresDay),
            redeemedAt: lot.redeemedDay === undefined ? null : at(lot.redeemedDay),
            notes: lot.notes,
          },
          { transaction },
        );
        lotsCreated += 1;
      }
      const entries = [{ kind: 'earning' as const, cents: lot.initialCents, day: lot.awardedDay, reference: lot.notes }, ...(lot.movements ?? [])];
      for (const [n, entry] of entries.entries()) {
        const idempotencyKey = `seed:${lot.id}:${n}`;
        if (await findEntryByKey(db, idempotencyKey, transaction)) continue;
        await db.models.LedgerEntry.create(
          { id: `${lot.id}-${n}`, walletId: wallet.id, lotId: lot.id, kind: entry.kind, amountCents: entry.cents, currency: wallet.currency, idempotencyKey, reference: entry.reference, createdAt: at(entry.day) },
          { transaction },
        );
        entriesCreated += 1;
      }
    }
    return wallet.id;
  });
  logger?.info({ lotsCreated, entriesCreated }, 'payouts seed done');
  return { walletId, lotsCreated, entriesCreated };
}
