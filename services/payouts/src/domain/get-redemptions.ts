import { redemptionCode, type CreditRedemption, type CreditRedemptionsAnswer, type EarningsPeriod } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { legsWithoutLot, redemptionsOfRider, refundsOfRedemptions } from '../data-access/journal-repository.js';
import { redemptionCodesOf } from '../data-access/redemptions-repository.js';
import type { Currency } from '../data-access/models/index.js';

/** The calendar year a period covers, as UTC instants, or null for lifetime. */
function yearOf(period: EarningsPeriod, now: Date): { from: Date; to: Date } | null {
  if (period === 'lifetime') return null;
  const year = now.getUTCFullYear() - (period === 'lastYear' ? 1 : 0);
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

const detailsOf = (text: string | null) => (text ? (JSON.parse(text) as { dealerId?: string; dealerName?: string }) : {});

/**
 * A rider's dealer credit redemptions in a period ("my wallet"), newest first: each a `redemption`
 * journal transaction — the amount is what left the rider's accounts, the refunds are the `refund` transactions that
 * reverse it — and the period's totals per currency, net of refunds.
 */
export async function getRedemptions(db: PayoutsDb, riderId: string, period: EarningsPeriod, now = new Date()): Promise<CreditRedemptionsAnswer> {
  const year = yearOf(period, now);
  const journals = await redemptionsOfRider(db, riderId, year);
  const ids = journals.map((j) => j.id);
  const refunds = ids.length ? await refundsOfRedemptions(db, ids) : [];
  // What moved on the programme's dealers account: + when redeemed, − when refunded.
  const dealerLegs = await legsWithoutLot(db, [...ids, ...refunds.map((r) => r.id)]);
  const rows = ids.length ? await redemptionCodesOf(db, ids) : [];
  const codes = new Map(rows.map((row) => [row.id, redemptionCode(row.code)]));
  const refundOf = new Map(refunds.map((r) => [r.id, r.reversesId!]));
  const amount = new Map<string, { cents: number; currency: Currency }>();
  const refunded = new Map<string, number>();
  for (const leg of dealerLegs) {
    const of = refundOf.get(leg.transactionId);
    if (of) refunded.set(of, (refunded.get(of) ?? 0) + Math.max(0, -Number(leg.amountCents)));
    else if (Number(leg.amountCents) > 0) amount.set(leg.transactionId, { cents: (amount.get(leg.transactionId)?.cents ?? 0) + Number(leg.amountCents), currency: leg.currency as Currency });
  }
  const redemptions: CreditRedemption[] = journals.map((j) => {
    const details = detailsOf(j.details);
    const spent = amount.get(j.id) ?? { cents: 0, currency: 'USD' as Currency };
    return { _id: j.id, dealerId: details.dealerId ?? null, dealerName: details.dealerName ?? null, code: codes.get(j.id) ?? null, amountCents: spent.cents, currency: spent.currency, refundedCents: refunded.get(j.id) ?? 0, redeemedAt: j.createdAt.toISOString() };
  });
  const totals = new Map<Currency, number>();
  for (const r of redemptions) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.amountCents - r.refundedCents);
  return { period, redemptions, totals: [...totals].map(([currency, spentCents]) => ({ currency, spentCents })) };
}
