import type { PayoutsDb } from '../../data-access/database.js';
import { findLot, setLotSentAt } from '../../data-access/lots-repository.js';

/**
 * The programme's "sent" mark on a payout (spec §9: marked sent and undone), e.g. once a cheque or a credit
 * certificate went out: marking a marked lot keeps its first date, undoing clears it. It moves no money. Null for a lot
 * that does not exist.
 */
export async function markSent(db: PayoutsDb, lotId: string, sent: boolean, now = new Date()): Promise<{ _id: string; sentAt: string | null } | null> {
  const lot = await findLot(db, lotId);
  if (!lot) return null;
  if (sent !== Boolean(lot.sentAt)) await setLotSentAt(lot, sent ? now : null);
  return { _id: lot.id, sentAt: lot.sentAt ? lot.sentAt.toISOString() : null };
}
