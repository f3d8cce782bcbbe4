import type { MoneyMeasure, MoneyPosted } from '@rr/contracts/server';
import type { MoneyDailyRow, RiderAmounts, RiderDailyRow } from '../data-access/reports-repository.js';
import { dayOf, movesProgrammeTotals } from './measures.js';

export type { MoneyDailyRow, RiderAmounts, RiderDailyRow };

/** The measure columns of `report_rider_daily`. */
export const RIDER_COLUMNS: Record<MoneyMeasure, keyof RiderAmounts> = {
  earnedCash: 'earnedCashCents',
  earnedCredit: 'earnedCreditCents',
  earnedBonus: 'earnedBonusCents',
  withheld: 'withheldCents',
  redeemed: 'redeemedCents',
  cashedOut: 'cashedOutCents',
  expired: 'expiredCents',
  writtenOff: 'writtenOffCents',
  refunded: 'refundedCents',
};

const SEP = '\u0000';

/**
 * A leg as the read model counts it. A refund's `money.posted` written before refunds had a measure of their own said
 * `redeemed` with a negative amount: it is the same money refunded, so it is counted as `refunded` (on its day), never
 * as a redemption taken back.
 */
function countedLeg(kind: string, leg: MoneyPosted['legs'][number]): MoneyPosted['legs'][number] {
  return kind === 'refund' && leg.measure === 'redeemed' ? { ...leg, measure: 'refunded', amountCents: -leg.amountCents } : leg;
}

/**
 * Adds `money.posted` messages into rows of the two money tables, in memory: the consumer adds one message and
 * upserts the rows, the rebuild adds the whole ledger and inserts them. Rows are answered in key order (the order
 * the upserts take their row locks, so two consumers never wait for each other in a circle).
 */
export class MoneyTotals {
  private readonly money = new Map<string, MoneyDailyRow>();
  private readonly riders = new Map<string, RiderDailyRow>();

  add(message: Pick<MoneyPosted, 'kind' | 'at' | 'riderId' | 'legs'>): void {
    if (message.legs.length === 0) return;
    const day = dayOf(new Date(message.at));
    const programme = movesProgrammeTotals(message.kind);
    for (const posted of message.legs) {
      const leg = countedLeg(message.kind, posted);
      if (programme) {
        const seriesId = leg.seriesId ?? '';
        const country = leg.country ?? '';
        const key = [day, seriesId, country, leg.currency, leg.measure].join(SEP);
        const row = this.money.get(key) ?? { day, seriesId, country, currency: leg.currency, measure: leg.measure, amountCents: 0, entries: 0, earnings: 0 };
        row.amountCents += leg.amountCents;
        row.entries += 1;
        row.earnings += leg.earnings;
        this.money.set(key, row);
      }
      if (message.riderId) {
        const key = [day, message.riderId, leg.currency].join(SEP);
        const row = this.riders.get(key) ?? { day, riderId: message.riderId, currency: leg.currency, earnedCashCents: 0, earnedCreditCents: 0, earnedBonusCents: 0, withheldCents: 0, redeemedCents: 0, cashedOutCents: 0, expiredCents: 0, writtenOffCents: 0, refundedCents: 0, earnings: 0 };
        row[RIDER_COLUMNS[leg.measure]] += leg.amountCents;
        row.earnings += leg.earnings;
        this.riders.set(key, row);
      }
    }
  }

  moneyRows(): MoneyDailyRow[] {
    return [...this.money.keys()].sort().map((key) => this.money.get(key)!);
  }

  riderRows(): RiderDailyRow[] {
    return [...this.riders.keys()].sort().map((key) => this.riders.get(key)!);
  }
}
