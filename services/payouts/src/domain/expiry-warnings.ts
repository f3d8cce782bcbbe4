import { CREDIT_EXPIRING, MAX_EXPIRING_LOTS, type CreditExpiring } from '@rr/contracts';
import type { Outbox } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { lockLotsDueForWarning, lotsDueForWarning, markLotsWarned, type WarningDue } from '../data-access/lots-repository.js';
import { walletIdsOfRider, walletsByIds } from '../data-access/wallets-repository.js';

/** Spec: riders hear this many days before their earnings expire. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface ExpiryWarningOptions {
  /** The run's clock; also the `expiry_warned_at` it writes. */
  now: Date;
  /** Lots expiring within this many days from `now` (default 30). */
  days?: number;
  /** Only this rider's lots. */
  riderId?: string;
  /** Warn again lots warned before this run (the administrator's on-demand mail). */
  force?: boolean;
  /** Lots looked at in one round (default 500): a full round answers `more`. */
  batch?: number;
}

export interface ExpiryWarningOutcome {
  /** Riders a `rider.credit-expiring` message went to (`riderIds`). */
  riders: number;
  riderIds: string[];
  /** Lots those messages named. */
  lots: number;
  /** A full round: more lots may be waiting (call again at once). */
  more: boolean;
}

/**
 * One round of credit expiry warnings: current lots with something left that expire after `now`
 * and within `days`, not warned yet (or, with `force`, not warned during this run), grouped per rider. Per rider (and
 * per MAX_EXPIRING_LOTS lots) one transaction re-reads the lots under a lock, marks them `expiry_warned_at = now` and
 * adds one `rider.credit-expiring` message to the outbox; identity mails the rider. So each lot is warned once, even
 * with two replicas running the job: the second finds the lots marked and sends nothing.
 *
 * Lots already past their expiry are not warned: the upkeep expires them in the same round.
 */
export async function warnExpiringCredit(db: PayoutsDb, outbox: Outbox, options: ExpiryWarningOptions): Promise<ExpiryWarningOutcome> {
  const { now, days = EXPIRY_WARNING_DAYS, riderId, force = false, batch = 500 } = options;
  const due: WarningDue = { now, until: new Date(now.getTime() + days * DAY), again: force };

  let walletIds: string[] | null = null;
  if (riderId !== undefined) {
    walletIds = await walletIdsOfRider(db, riderId);
    if (walletIds.length === 0) return { riders: 0, riderIds: [], lots: 0, more: false };
  }
  const found = await lotsDueForWarning(db, due, walletIds, batch);
  const more = found.length >= batch;
  const byWallet = new Map<string, string[]>();
  for (const lot of found) byWallet.set(lot.walletId, [...(byWallet.get(lot.walletId) ?? []), lot.id]);
  // A full round may have cut the last wallet's lots short: it comes whole in the next round (one mail, not two).
  if (more && byWallet.size > 1) byWallet.delete(found[found.length - 1]!.walletId);
  if (byWallet.size === 0) return { riders: 0, riderIds: [], lots: 0, more };

  const wallets = await walletsByIds(db, [...byWallet.keys()]);
  const riders = new Set<string>();
  let lots = 0;
  for (const wallet of wallets) {
    const ids = byWallet.get(wallet.id) ?? [];
    for (let start = 0; start < ids.length; start += MAX_EXPIRING_LOTS) {
      const chunk = ids.slice(start, start + MAX_EXPIRING_LOTS);
      await db.sequelize.transaction(async (transaction) => {
        const locked = await lockLotsDueForWarning(db, due, chunk, transaction);
        // Spent, expired or warned by another replica meanwhile.
        if (locked.length === 0) return;
        await markLotsWarned(db, locked.map((lot) => lot.id), now, transaction);
        await outbox.add<CreditExpiring>(transaction, CREDIT_EXPIRING, {
          riderId: wallet.riderId,
          lots: locked.map((lot) => ({ lotId: lot.id, type: lot.type, amountCents: lot.currentCents, currency: lot.currency, expiresAt: lot.expiresAt!.toISOString() })),
        });
        riders.add(wallet.riderId);
        lots += locked.length;
      });
    }
  }
  return { riders: riders.size, riderIds: [...riders], lots, more };
}
