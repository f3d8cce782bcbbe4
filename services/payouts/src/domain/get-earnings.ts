import type { EarningsAnswer, EarningsPeriod, Earning } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import { eventHeadings } from '../data-access/event-results-repository.js';
import { earningLegsOfLots, reversalsOfRider } from '../data-access/journal-repository.js';
import { lotsOfWallet } from '../data-access/lots-repository.js';
import { approvedClaimsOf } from '../data-access/payout-claims-repository.js';
import { decisionsOfRider } from '../data-access/payout-decisions-repository.js';
import type { Lot } from '../data-access/models/index.js';
import { findWalletByRider } from '../data-access/wallets-repository.js';
import { decisionFields } from './decision-fields.js';

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

type History = Earning['history'];

/** What the journal says of each lot: the line it paid (decision key), the tax withheld, and its reversal. */
async function lotFacts(db: PayoutsDb, riderId: string, lots: Lot[]) {
  const ids = lots.map((lot) => lot.id);
  const decisionOf = new Map<string, string>();
  const withheld = new Map<string, number>();
  const reversalOf = new Map<string, { at: Date; owedCents: number; correction: string }>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await earningLegsOfLots(db, ids.slice(start, start + 500));
    for (const row of rows) {
      if (row.kind === 'withholding') withheld.set(row.lot_id, (withheld.get(row.lot_id) ?? 0) - Number(row.amount_cents));
      else if (Number(row.amount_cents) > 0 && row.details) {
        const details = JSON.parse(row.details) as { decision?: unknown };
        if (typeof details.decision === 'string') decisionOf.set(row.lot_id, details.decision);
      }
    }
  }
  // Reversals name the lot they took back (a merged rider's lots are reversed under the rider who holds them now).
  const reversed = lots.filter((lot) => lot.reversedAt);
  if (reversed.length > 0) {
    const journals = await reversalsOfRider(db, riderId);
    for (const journal of journals) {
      const details = journal.details ? (JSON.parse(journal.details) as { lotId?: unknown; owedCents?: unknown; correction?: unknown }) : {};
      if (typeof details.lotId === 'string') reversalOf.set(details.lotId, { at: journal.createdAt, owedCents: Number(details.owedCents ?? 0), correction: String(details.correction ?? '') });
    }
  }
  return { decisionOf, withheld, reversalOf };
}

/**
 * A rider's earnings: every result line the rules decided for them — paid, waiting or not paid, each with its reason
 * and the numbers behind it — with the lot a paid one posted and the line's money history (each award, each reversal
 * when the result was corrected or removed); lines that paid once and are gone from the results, as removed; and the
 * lots that came another way (an approved claim, a merge, the demo seed). Each dated by its race day, newest first,
 * with the period's totals per currency: what the results pay now, never a reversed award.
 */
export async function getEarnings(db: PayoutsDb, riderId: string, period: EarningsPeriod, options: { eventId?: string | undefined; now?: Date } = {}): Promise<EarningsAnswer> {
  const { eventId, now = new Date() } = options;
  const years = yearsOf(period, now);
  const inPeriod = (day: string) => !years || (day >= years.from && day <= years.to);
  const decisions = await decisionsOfRider(db, riderId, { eventId, days: years });
  const wallet = await findWalletByRider(db, riderId);
  const lots = wallet ? await lotsOfWallet(db, wallet.id, eventId) : [];
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const { decisionOf, withheld, reversalOf } = await lotFacts(db, riderId, lots);
  const events = new Map(
    (await eventHeadings(db, [...new Set([...decisions.map((d) => d.eventId), ...lots.flatMap((l) => (l.eventId ? [l.eventId] : []))])])).map((e) => [
      e.eventId,
      e,
    ]),
  );

  // Each line's lots, oldest first: its money history.
  const lineKey = (event: string | null, decision: string) => `${event ?? ''}|${decision}`;
  const lotsOfLine = new Map<string, Lot[]>();
  for (const lot of lots) {
    const decision = decisionOf.get(lot.id);
    if (!decision) continue;
    const key = lineKey(lot.eventId, decision);
    lotsOfLine.set(key, [...(lotsOfLine.get(key) ?? []), lot]);
  }
  const historyOf = (lineLots: Lot[]): History =>
    lineLots
      .flatMap((lot) => {
        const entries: History = [{ at: lot.awardedAt.toISOString(), change: 'paid', cents: lot.initialCents, owedCents: 0 }];
        const reversal = reversalOf.get(lot.id) ?? (lot.reversedAt ? { at: lot.reversedAt, owedCents: 0, correction: '' } : null);
        if (reversal) entries.push({ at: reversal.at.toISOString(), change: reversal.correction === 'removed' ? 'removed' : 'corrected', cents: -lot.initialCents, owedCents: reversal.owedCents });
        return entries;
      })
      // At one instant a correction reverses the old award before it posts the new one.
      .sort((a, b) => a.at.localeCompare(b.at) || a.cents - b.cents);

  // Every lot a line's history shows is that line's: never listed again on its own.
  const linked = new Set(decisions.flatMap((d) => (d.lotId ? [d.lotId] : [])));
  const earnings: Earning[] = decisions.map((d) => {
    const lot = d.lotId ? byId.get(d.lotId) : undefined;
    const key = lineKey(d.eventId, d.decisionKey);
    const lineLots = lotsOfLine.get(key) ?? [];
    for (const each of lineLots) linked.add(each.id);
    const history = historyOf(lineLots);
    lotsOfLine.delete(key);
    return {
      _id: d.id,
      eventId: d.eventId,
      eventTitle: events.get(d.eventId)?.title ?? '',
      date: d.startDate,
      ...decisionFields(d),
      type: d.lotType,
      withheldCents: lot && !lot.reversedAt ? (withheld.get(lot.id) ?? 0) : 0,
      history,
      lot: lot ? lotView(lot) : null,
    };
  });

  // Lines that paid once and are no longer in the results: what they paid was taken back.
  for (const [key, lineLots] of lotsOfLine) {
    const first = lineLots[0]!;
    const day = (first.eventId && events.get(first.eventId)?.startDate) || first.awardedAt.toISOString().slice(0, 10);
    for (const lot of lineLots) linked.add(lot.id);
    if (!inPeriod(day)) continue;
    const [title = '', className = null, place = null] = (first.notes ?? '').split(' · ');
    earnings.push({
      _id: key,
      eventId: first.eventId,
      eventTitle: (first.eventId && events.get(first.eventId)?.title) || title,
      date: day,
      className: className || null,
      place: place && /^\d+$/.test(place) ? Number(place) : null,
      outcome: 'notPaid',
      reason: 'resultRemoved',
      facts: {},
      amountCents: 0,
      currency: first.currency,
      type: first.type,
      withholdPercent: 0,
      withheldCents: 0,
      history: historyOf(lineLots),
      lot: null,
    });
  }

  // Approved payout claims: with their race, class and place, and their own reason.
  const claims = new Map(
    (await approvedClaimsOf(db, riderId)).map((claim) => [claim.lotId, claim]),
  );
  // Lots no decision posted (approved claims, seeded, moved here by a merge), in the period by their race day.
  for (const lot of lots) {
    if (linked.has(lot.id)) continue;
    const claim = claims.get(lot.id);
    const day = claim ? claim.eventDate : (lot.eventId && events.get(lot.eventId)?.startDate) || lot.awardedAt.toISOString().slice(0, 10);
    if (!inPeriod(day)) continue;
    const reversal = lot.reversedAt ? (reversalOf.get(lot.id) ?? { at: lot.reversedAt, owedCents: 0, correction: 'removed' }) : null;
    earnings.push({
      _id: lot.id,
      eventId: lot.eventId,
      eventTitle: claim ? claim.eventTitle : (lot.notes ?? ''),
      date: day,
      className: claim ? claim.className : null,
      place: claim ? claim.place : null,
      outcome: reversal ? 'notPaid' : 'paid',
      reason: reversal ? 'resultRemoved' : claim ? 'claimApproved' : 'paid',
      facts: {},
      amountCents: reversal ? 0 : lot.initialCents,
      currency: lot.currency,
      type: lot.type,
      withholdPercent: 0,
      withheldCents: reversal ? 0 : (withheld.get(lot.id) ?? 0),
      history: [
        { at: lot.awardedAt.toISOString(), change: 'paid', cents: lot.initialCents, owedCents: 0 },
        ...(reversal ? [{ at: reversal.at.toISOString(), change: 'removed' as const, cents: -lot.initialCents, owedCents: reversal.owedCents }] : []),
      ],
      lot: reversal ? null : lotView(lot),
    });
  }
  earnings.sort((a, b) => b.date.localeCompare(a.date) || a.eventTitle.localeCompare(b.eventTitle) || (a.place ?? 0) - (b.place ?? 0) || (a.className ?? '').localeCompare(b.className ?? ''));

  // What the results pay now: a reversed award never counts, its replacement does.
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
