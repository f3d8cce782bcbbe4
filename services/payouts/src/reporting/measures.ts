import { REPORT_TIME_ZONE, type Currency } from '@rr/contracts';
import { type MoneyMeasure, type MoneyPosted } from '@rr/contracts/server';
import type { AccountPurpose, JournalKind, LotType } from '../data-access/models/index.js';
import type { JournalFacts, LotFacts, PostedLeg } from '../data-access/posting-feed.js';

export type { JournalFacts, LotFacts, PostedLeg };

/**
 * What one journal transaction means for the reports (docs/reports.md "Measures"): the legs of its `money.posted`
 * message, computed from its postings alone, so the live feed (ledger.ts, award-many.ts) and the rebuild from the
 * ledger (rebuild-read-model.ts) give the same rows.
 *
 * Each measure is attributed to the lots the rider's postings move (series and country of the lot's event), and
 * equals the programme account it ends on, so the read model's totals are ledger identities:
 * earned (cash + credit + bonus) = −Σ contingency postings, withheld = Σ withholding, redeemed − refunded = Σ dealers
 * (the dealers' accounts and the programme's), cashedOut = Σ provider, expired = Σ expired. Whatever of a programme
 * posting no rider's lot posting explains (none today; a refund written before the feed existed, whose lot legs were
 * netted away) is one leg of no series and no country.
 *
 * By kind: earning → earned{Cash|Credit|Bonus} + the award (earnings +1); withholding → withheld +; reversal →
 * earned − what went back to the fund (the withheld part included; earnings −1 when that is the lot's whole initial
 * value) and withheld − the tax returned; redemption → redeemed +; refund → refunded + (on the refund's day: the
 * redemption's own day keeps what it redeemed) and, for the part that lands on an expired lot, expired +; settle →
 * cashedOut +; expiry → expired +; hold, release → nothing. A lot that pays a bonus counts as earnedBonus whatever it
 * pays in (an event's bonus paid in cash is a cash lot the rider can cash out, and still a bonus). A merge moves each lot's
 * rest from one rider to the other as earned − / earned + (each rider's own message): the riders' rows move, the
 * programme's totals do not (`movesProgrammeTotals`). Earnings: +1 per award, −1 per reversal that takes back the
 * lot's whole initial value (a lot moved by a merge counts on the kept rider's side when it is reversed whole), so the
 * programme's count is awards less awards taken back in full.
 */

/** A leg of the message, with the rider whose row it changes. */
export interface RiderLeg {
  riderId: string | null;
  measure: MoneyMeasure;
  currency: Currency;
  amountCents: number;
  seriesId: string | null;
  country: string | null;
  earnings: number;
}

const SPENDABLE: ReadonlySet<string> = new Set(['cash', 'credit', 'bonus']);
const RIDER: ReadonlySet<string> = new Set(['cash', 'credit', 'bonus', 'hold']);
const EARNED: Record<LotType, MoneyMeasure> = { cash: 'earnedCash', credit: 'earnedCredit', bonus: 'earnedBonus' };

/** Kinds that never change a measure: no lots are read and no message is written for them. */
export function hasMeasures(kind: JournalKind): boolean {
  return kind !== 'hold' && kind !== 'release' && kind !== 'repayment';
}

/** A merge moves money between riders: their rows change, the programme's (report_money_daily) do not. */
export function movesProgrammeTotals(kind: string): boolean {
  return kind !== 'merge';
}

/** The lots whose facts `measureLegs` needs: those the postings move, and the lot a reversal names. */
export function lotsToRead(journal: Pick<JournalFacts, 'kind' | 'details'>, postings: readonly PostedLeg[]): string[] {
  if (!hasMeasures(journal.kind)) return [];
  const ids = new Set<string>();
  for (const posting of postings) if (posting.lotId && RIDER.has(posting.purpose)) ids.add(posting.lotId);
  const named = journal.details?.lotId;
  if (journal.kind === 'reversal' && typeof named === 'string') ids.add(named);
  return [...ids];
}

/** The legs of one journal transaction (empty: it changes no measure). */
export function measureLegs(journal: JournalFacts, postings: readonly PostedLeg[], lots: ReadonlyMap<string, LotFacts>): RiderLeg[] {
  if (!hasMeasures(journal.kind)) return [];
  const legs: RiderLeg[] = [];
  const place = (lotId: string | null) => {
    const lot = lotId ? lots.get(lotId) : undefined;
    return { seriesId: lot?.seriesId || null, country: lot?.country || null };
  };
  const onRider = (test: (posting: PostedLeg) => boolean) => postings.filter((posting) => RIDER.has(posting.purpose) && posting.lotId !== null && test(posting));
  const programmeTotal = (purpose: AccountPurpose) => {
    const totals = new Map<Currency, number>();
    for (const posting of postings) if (posting.purpose === purpose) totals.set(posting.currency, (totals.get(posting.currency) ?? 0) + posting.amountCents);
    return totals;
  };
  /**
   * `measure` of each part (cents signed as the measure counts them), and what of the programme total the parts do
   * not explain as one leg of no series.
   */
  const attribute = (measure: MoneyMeasure, parts: Array<{ posting: PostedLeg; cents: number }>, totals: Map<Currency, number>) => {
    const explained = new Map<Currency, number>();
    for (const { posting, cents } of parts) {
      legs.push({ riderId: posting.holder, measure, currency: posting.currency, amountCents: cents, ...place(posting.lotId), earnings: 0 });
      explained.set(posting.currency, (explained.get(posting.currency) ?? 0) + cents);
    }
    for (const [currency, total] of totals) {
      const rest = total - (explained.get(currency) ?? 0);
      if (rest !== 0) legs.push({ riderId: journal.riderId, measure, currency, amountCents: rest, seriesId: null, country: null, earnings: 0 });
    }
  };
  /** What a lot's money counts as when earned, reversed or moved: a bonus is a bonus, else the lot's type. */
  const earnedOf = (lot: LotFacts | undefined, fallback: LotType): MoneyMeasure => (lot?.bonus ? 'earnedBonus' : EARNED[lot?.type ?? fallback]);
  const measureOf = (posting: PostedLeg): MoneyMeasure => earnedOf(lots.get(posting.lotId!), posting.purpose as LotType);

  switch (journal.kind) {
    case 'earning':
      for (const posting of onRider((p) => SPENDABLE.has(p.purpose) && p.amountCents > 0)) {
        legs.push({ riderId: posting.holder, measure: measureOf(posting), currency: posting.currency, amountCents: posting.amountCents, ...place(posting.lotId), earnings: 1 });
      }
      break;
    case 'withholding':
      attribute('withheld', onRider((p) => p.amountCents < 0).map((posting) => ({ posting, cents: -posting.amountCents })), programmeTotal('withholding'));
      break;
    case 'reversal': {
      const taken = onRider((p) => SPENDABLE.has(p.purpose) && p.amountCents < 0)[0];
      const named = typeof journal.details?.lotId === 'string' ? journal.details.lotId : null;
      const lotId = taken?.lotId ?? named;
      const lot = lotId ? lots.get(lotId) : undefined;
      const type = lot?.type ?? (taken ? (taken.purpose as LotType) : null);
      const riderId = taken?.holder ?? journal.riderId;
      for (const [currency, back] of programmeTotal('contingency')) {
        if (back === 0 || !type) continue;
        legs.push({ riderId, measure: earnedOf(lot, type), currency, amountCents: -back, ...place(lotId), earnings: lot && back === lot.initialCents ? -1 : 0 });
      }
      for (const [currency, withheld] of programmeTotal('withholding')) {
        if (withheld !== 0) legs.push({ riderId, measure: 'withheld', currency, amountCents: withheld, ...place(lotId), earnings: 0 });
      }
      break;
    }
    case 'redemption':
      attribute('redeemed', onRider((p) => p.amountCents < 0).map((posting) => ({ posting, cents: -posting.amountCents })), programmeTotal('dealers'));
      break;
    case 'refund': {
      // The money the dealers gave back, as a refund of its own (the dealers' postings are negative).
      const dealers = programmeTotal('dealers');
      for (const [currency, cents] of dealers) dealers.set(currency, -cents);
      attribute('refunded', onRider((p) => p.amountCents > 0).map((posting) => ({ posting, cents: posting.amountCents })), dealers);
      {
        // The lots whose part went straight on to the expired account (a refund also names a corrected lot, whose part
        // repays a debt instead); refunds written before they were named: every lot leg taken back.
        const named = Array.isArray(journal.details?.expiredLotIds) ? new Set(journal.details.expiredLotIds as string[]) : null;
        attribute('expired', onRider((p) => p.amountCents < 0 && (!named || named.has(p.lotId!))).map((posting) => ({ posting, cents: -posting.amountCents })), programmeTotal('expired'));
      }
      break;
    }
    case 'settle':
      attribute('cashedOut', onRider((p) => p.purpose === 'hold' && p.amountCents < 0).map((posting) => ({ posting, cents: -posting.amountCents })), programmeTotal('provider'));
      break;
    case 'expiry':
      attribute('expired', onRider((p) => SPENDABLE.has(p.purpose) && p.amountCents < 0).map((posting) => ({ posting, cents: -posting.amountCents })), programmeTotal('expired'));
      break;
    case 'writeoff':
      // What staff forgave: the rider keeps it, as if earned; the programme's written-off account says where it went.
      for (const [currency, cents] of programmeTotal('writtenOff')) if (cents !== 0) legs.push({ riderId: journal.riderId, measure: 'writtenOff', currency, amountCents: -cents, seriesId: null, country: null, earnings: 0 });
      break;
    case 'merge':
      for (const posting of onRider((p) => SPENDABLE.has(p.purpose))) {
        legs.push({ riderId: posting.holder, measure: measureOf(posting), currency: posting.currency, amountCents: posting.amountCents, ...place(posting.lotId), earnings: 0 });
      }
      break;
    default:
      break;
  }
  return legs;
}

/** The `money.posted` messages of one transaction: one per rider whose money it moves (a merge: two). */
export function moneyPostedMessages(journal: JournalFacts, legs: readonly RiderLeg[]): MoneyPosted[] {
  const byRider = new Map<string | null, RiderLeg[]>();
  for (const leg of legs) byRider.set(leg.riderId, [...(byRider.get(leg.riderId) ?? []), leg]);
  return [...byRider].map(([riderId, riderLegs]) => ({
    transactionId: journal.id,
    kind: journal.kind,
    at: journal.at.toISOString(),
    riderId,
    legs: riderLegs.map(({ measure, currency, amountCents, seriesId, country, earnings }) => ({ measure, currency, amountCents, seriesId, country, earnings })),
  }));
}

const HOUR = 3_600_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayByHour = new Map<number, string>();

/**
 * The programme day (America/Los_Angeles) of an instant: `programmeDay` of @rr/contracts, remembered per hour (the
 * zone's offsets are whole hours, so every instant of an hour has the same day), for the rebuild's million postings.
 */
export function dayOf(at: Date): string {
  const hour = Math.floor(at.getTime() / HOUR);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    if (dayByHour.size > 500_000) dayByHour.clear();
    day = dayFormat.format(new Date(hour * HOUR));
    dayByHour.set(hour, day);
  }
  return day;
}
