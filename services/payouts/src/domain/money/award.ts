import type { Transaction } from 'sequelize';
import type { PayoutsDb } from '../../data-access/database.js';
import { findLot } from '../../data-access/lots-repository.js';
import type { Currency, JournalTransaction, Lot, LotType } from '../../data-access/models/index.js';
import { awardAll } from '../award-many.js';

export interface Award {
  /** The new lot's id (default: a random one). */
  lotId?: string;
  riderId: string;
  type: LotType;
  amountCents: number;
  currency: Currency;
  awardedAt?: Date;
  expiresAt?: Date | null;
  eventId?: string | null;
  notes?: string | null;
  /** Makes the award happen once (e.g. `result:<event>:<line>:v<version>`). */
  sourceKey: string;
  /** Percent of a cash award withheld (non-resident aliens, spec §9): a posting to the withholding account. */
  withholdPercent?: number;
  /** The award pays a bonus (an event's bonus in cash, too): `lots.bonus`. A `bonus` lot always is one. */
  bonus?: boolean;
  details?: Record<string, unknown>;
}

/**
 * Money from the contingency fund into a new lot of the rider (`awardAll` with one): with withholding, part of it
 * straight on to the withholding account; with a debt in that currency, part or all of it repays the debt first.
 */
export async function award(db: PayoutsDb, input: Award, transaction: Transaction): Promise<{ lot: Lot; journal: JournalTransaction; posted: boolean; repaidCents: number }> {
  const awarded = (await awardAll(db, [input], transaction, input.awardedAt ?? new Date())).get(input.sourceKey)!;
  return { lot: (await findLot(db, awarded.lotId, transaction))!, journal: awarded.journal, posted: awarded.posted, repaidCents: awarded.repaidCents };
}
