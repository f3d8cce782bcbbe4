import { Op } from 'sequelize';
import type { EarningsAnswer, EarningsPeriod, Earning } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import type { Lot } from '../data-access/models.js';
import { findWalletByRider } from '../data-access/wallets-repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The calendar years a period covers (by the race's first day), or null for lifetime. */
function yearsOf(period: EarningsPeriod, now: Date): { from: string; to: string } | null {
  const year = now.getUTCFullYear() - (period === 'lastYear' ? 1 : 0);
  return period === 'lifetime' ? null : { from: `${year}-01-01`, to: `${year}-12-31` };
}

const lotView = (lot: Lot): Earning['lot'] => ({
  _id: lot.id,
  status: lot.status,
  initialCents: lot.initialCents,
  currentCents: lot.currentCents,
  awardedAt: lot.awardedAt.toISOString(),
  expiresAt: iso(lot.expiresAt),
  sentAt: iso(lot.sentAt ?? null),
});

/**
 * A rider's earnings (issue 12 items 3–4): every result line the rules decided for them — paid, waiting or not paid,
 * each with its reason and the numbers behind it — with the lot a paid one posted; and the lots that came another
 * way (the demo seed, a merge). Newest first, with the period's totals per currency; with `eventId`, that event's only.
 */
export async function getEarnings(db: PayoutsDb, riderId: string, period: EarningsPeriod, options: { eventId?: string | undefined; now?: Date } = {}): Promise<EarningsAnswer> {
  const { eventId, now = new Date() } = options;
  const years = yearsOf(period, now);
  const decisions = await db.models.PayoutDecision.findAll({
    where: { riderId, ...(eventId ? { eventId } : {}), ...(years ? { startDate: { [Op.between]: [years.from, years.to] } } : {}) },
    order: [['startDate', 'DESC'], ['eventId', 'ASC'], ['place', 'ASC']],
  });
  const wallet = await findWalletByRider(db, riderId);
  const lots = wallet ? await db.models.Lot.findAll({ where: { walletId: wallet.id, ...(eventId ? { eventId } : {}) } }) : [];
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const titles = new Map(
    (await db.models.EventResults.findAll({ where: { eventId: { [Op.in]: [...new Set(decisions.map((d) => d.eventId))] } }, attributes: ['eventId', 'title'] })).map((e) => [e.eventId, e.title]),
  );
  // Lots a decision posted, in any period (they show with their race, not by their award date).
  const linked = new Set(
    (await db.models.PayoutDecision.findAll({ where: { riderId, lotId: { [Op.ne]: null } }, attributes: ['lotId'], raw: true })).map((d) => d.lotId!),
  );

  const earnings: Earning[] = decisions.map((d) => ({
    _id: d.id,
    eventId: d.eventId,
    eventTitle: titles.get(d.eventId) ?? '',
    date: d.startDate,
    className: d.className,
    place: d.place,
    outcome: d.outcome,
    reason: d.reason as Earning['reason'],
    facts: JSON.parse(d.facts) as Earning['facts'],
    amountCents: d.amountCents,
    currency: d.currency,
    type: d.lotType,
    withholdPercent: d.withholdPercent,
    lot: d.lotId && byId.has(d.lotId) ? lotView(byId.get(d.lotId)!) : null,
  }));
  // Approved payout claims: with their race, class and place, and their own reason.
  const claims = new Map(
    (await db.models.PayoutClaim.findAll({ where: { riderId, status: 'approved' }, attributes: ['lotId', 'eventTitle', 'eventDate', 'className', 'place'], raw: true })).map((claim) => [claim.lotId, claim]),
  );
  // Lots no decision posted (approved claims, seeded, moved here by a merge), in the period by their race or award date.
  for (const lot of lots) {
    if (linked.has(lot.id)) continue;
    const claim = claims.get(lot.id);
    const day = claim ? claim.eventDate : lot.awardedAt.toISOString().slice(0, 10);
    if (years && (day < years.from || day > years.to)) continue;
    earnings.push({
      _id: lot.id,
      eventId: lot.eventId,
      eventTitle: claim ? claim.eventTitle : (lot.notes ?? ''),
      date: day,
      className: claim ? claim.className : null,
      place: claim ? claim.place : null,
      outcome: 'paid',
      reason: claim ? 'claimApproved' : 'paid',
      facts: {},
      amountCents: lot.initialCents,
      currency: lot.currency,
      type: lot.type,
      withholdPercent: 0,
      lot: lotView(lot),
    });
  }
  earnings.sort((a, b) => b.date.localeCompare(a.date) || a.eventTitle.localeCompare(b.eventTitle) || (a.place ?? 0) - (b.place ?? 0) || (a.className ?? '').localeCompare(b.className ?? ''));

  const totals = new Map<string, EarningsAnswer['totals'][number]>();
  for (const e of earnings) {
    if (e.outcome === 'notPaid' || !e.type) continue;
    const row = totals.get(e.currency) ?? { currency: e.currency, cash: 0, credit: 0, bonus: 0, pending: 0 };
    if (e.outcome === 'pending') row.pending += e.amountCents;
    else row[e.type] += e.amountCents;
    totals.set(e.currency, row);
  }
  return { period, totals: [...totals.values()], earnings };
}
