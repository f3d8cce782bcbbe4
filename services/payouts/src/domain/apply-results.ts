import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { ResultsPublished } from '@rr/contracts';
import type { PayoutsDb } from '../data-access/database.js';
import type { PayoutDecision } from '../data-access/models.js';
import { awardMany } from './award-many.js';
import { reverseAward, type Award } from './money.js';
import type { RiderFactsSource } from './rider-facts.js';
import { evaluateResults, type Decision } from './rules/payout-rules.js';
import { endOfDay, seriesEventsOf } from './series-end.js';
import { comparableClass, rulesOfYear } from './year-rules.js';

const DAY = 86_400_000;

/** What a lot posted for a decision says it is for: the race, the class and the place (or the bonus). */
export function decisionNotes(title: string, className: string | null, place: number | null): string {
  return className ? `${title} · ${className} · ${place}` : `${title} · bonus`;
}

export type ApplyOutcome = { status: 'stale'; appliedVersion: number } | { status: 'applied'; version: number; awarded: number; reversed: number; pending: number; notPaid: number };

/**
 * One `results.published` message applied (issue 12 item 2): the rules decide every line and bonus of the event's
 * current results; a decision that pays what it paid before keeps its lot; one that changed reverses its lot (what
 * is left of it goes back to the fund) and posts a new one; lines that are gone are reversed. Versions not above the
 * applied one change nothing, so a redelivery or an old message arriving late is harmless. The riders' facts are
 * fetched before the database transaction, never inside it.
 */
export async function applyResults(db: PayoutsDb, results: ResultsPublished, source: Pick<RiderFactsSource, 'facts'>, now = new Date()): Promise<ApplyOutcome> {
  const applied = await db.models.EventResults.findByPk(results.eventId);
  if (applied && applied.version >= results.version) return { status: 'stale', appliedVersion: applied.version };

  const riderIds = [...new Set([...results.lines.flatMap((line) => (line.riderId ? [line.riderId] : [])), ...results.bonuses.map((bonus) => bonus.riderId)])];
  const riders = await source.facts(riderIds);
  const year = Number(results.startDate.slice(0, 4));
  const rules = await rulesOfYear(db, year, results.country);

  return db.sequelize.transaction(async (transaction) => {
    const current = await db.models.EventResults.findByPk(results.eventId, { transaction, lock: transaction.LOCK.UPDATE });
    if (current && current.version >= results.version) return { status: 'stale' as const, appliedVersion: current.version };

    // A double-sanctioned race pays once: the same race day and country, results under another sanctioning body.
    const bodies = [...results.sanctioningBodies].sort();
    const sameDay = await db.models.EventResults.findAll({ where: { startDate: results.startDate, country: results.country, eventId: { [Op.ne]: results.eventId } }, transaction });
    const otherSanction = sameDay.filter((other) => {
      const theirs = (JSON.parse(other.sanctioningBodies) as string[]).sort();
      return bodies.length > 0 && theirs.length > 0 && JSON.stringify(theirs) !== JSON.stringify(bodies);
    });
    const paidThere = new Set(
      otherSanction.length === 0 || riderIds.length === 0
        ? []
        : (
            await db.models.PayoutDecision.findAll({
              where: { eventId: { [Op.in]: otherSanction.map((other) => other.eventId) }, outcome: { [Op.in]: ['paid', 'pending'] }, riderId: { [Op.in]: riderIds } },
              attributes: ['riderId', 'className'],
              transaction,
            })
          ).map((row) => `${row.riderId}|${comparableClass(row.className ?? '')}`),
    );

    // A finished series (its `series.finished` names this event) pays its dealer credit at once, expiring on its day.
    const series = results.seriesId ? await db.models.SeriesResults.findByPk(results.seriesId, { transaction }) : null;
    const seriesFinished = series !== null && seriesEventsOf(series).some((e) => e.eventId === results.eventId);
    const seriesCreditExpiresAt = seriesFinished && series.creditExpiresOn ? endOfDay(series.creditExpiresOn) : null;

    // Classes staff already paid by approving the rider's payout claim: never paid twice.
    const claimed = new Set(
      riderIds.length === 0
        ? []
        : (await db.models.PayoutClaim.findAll({ where: { eventId: results.eventId, status: 'approved', riderId: { [Op.in]: riderIds } }, attributes: ['riderId', 'className'], transaction })).map(
            (claim) => `${claim.riderId}|${comparableClass(claim.className)}`,
          ),
    );

    const decisions = evaluateResults(results, {
      rules,
      riders,
      paidElsewhere: (riderId, className) => paidThere.has(`${riderId}|${comparableClass(className)}`),
      paidByClaim: (riderId, className) => claimed.has(`${riderId}|${comparableClass(className)}`),
      seriesFinished: (seriesId) => seriesFinished && seriesId === results.seriesId,
    });
    const previous = new Map((await db.models.PayoutDecision.findAll({ where: { eventId: results.eventId }, transaction })).map((row) => [row.decisionKey, row]));
    const counts = { awarded: 0, reversed: 0, pending: 0, notPaid: 0 };
    const memo = `Results changed (version ${results.version})`;
    const reverse = async (row: PayoutDecision) => {
      if (!row.lotId) return;
      await reverseAward(db, { lotId: row.lotId, sourceKey: `reverse:${results.eventId}:${row.decisionKey}:v${results.version}`, memo }, transaction);
      counts.reversed += 1;
    };
    const samePayment = (row: PayoutDecision, d: Decision) =>
      row.lotId !== null && d.outcome === 'paid' && row.riderId === d.riderId && row.amountCents === d.amountCents && row.lotType === d.lotType && row.withholdPercent === d.withholdPercent;

    // Decide what each line's money does: keep its lot, or reverse it and award anew (in one batch).
    const awards: Award[] = [];
    const plans: Array<{ d: Decision; row: PayoutDecision | undefined; lotId: string | null; awardKey: string | null }> = [];
    for (const d of decisions) {
      const row = previous.get(d.key);
      previous.delete(d.key);
      const keep = row && samePayment(row, d) ? row.lotId! : null;
      if (row && !keep) await reverse(row);
      let awardKey: string | null = null;
      if (!keep && d.outcome === 'paid' && d.riderId && d.lotType) {
        awardKey = `earn:${results.eventId}:${d.key}:v${results.version}`;
        awards.push({
          riderId: d.riderId,
          type: d.lotType,
          amountCents: d.amountCents,
          currency: results.currency,
          awardedAt: now,
          expiresAt: d.lotType === 'cash' ? null : d.lotType === 'credit' && seriesCreditExpiresAt ? seriesCreditExpiresAt : new Date(now.getTime() + rules.creditExpiryDays * DAY),
          eventId: results.eventId,
          notes: decisionNotes(results.title, d.className, d.place),
          sourceKey: awardKey,
          withholdPercent: d.withholdPercent,
          details: { decision: d.key, className: d.className, place: d.place, vin: d.vin },
        });
      }
      if (d.outcome === 'pending') counts.pending += 1;
      if (d.outcome === 'notPaid') counts.notPaid += 1;
      plans.push({ d, row, lotId: keep, awardKey });
    }
    const awarded = await awardMany(db, awards, transaction, now);
    counts.awarded = awards.length;

    const fieldsOf = (d: Decision, lotId: string | null) => ({
      riderId: d.riderId,
      classId: d.classId,
      className: d.className,
      place: d.place,
      outcome: d.outcome,
      reason: d.reason,
      amountCents: d.amountCents,
      currency: results.currency,
      lotType: d.lotType,
      withholdPercent: d.withholdPercent,
      vin: d.vin,
      facts: JSON.stringify(d.facts),
      lotId,
      startDate: results.startDate,
      country: results.country,
    });
    const created = [];
    for (const { d, row, lotId, awardKey } of plans) {
      const fields = fieldsOf(d, awardKey ? awarded.get(awardKey)! : lotId);
      if (!row) {
        created.push({ id: randomUUID(), eventId: results.eventId, decisionKey: d.key, version: results.version, ...fields, createdAt: now, updatedAt: now });
        continue;
      }
      // Only the rows whose decision changed are written one by one; the version of all is set below in one go.
      const changed = (Object.keys(fields) as Array<keyof typeof fields>).some((name) => row.get(name) !== fields[name]);
      if (changed) await row.update(fields, { transaction });
    }
    for (let start = 0; start < created.length; start += 500) await db.models.PayoutDecision.bulkCreate(created.slice(start, start + 500), { transaction });
    await db.models.PayoutDecision.update({ version: results.version }, { where: { eventId: results.eventId }, transaction });
    // Lines and bonuses that are no longer in the results.
    for (const row of previous.values()) {
      await reverse(row);
      await row.destroy({ transaction });
    }

    const summary = {
      version: results.version,
      title: results.title.slice(0, 200),
      seriesId: results.seriesId,
      promoterId: results.promoterId,
      startDate: results.startDate,
      endDate: results.endDate,
      country: results.country,
      currency: results.currency,
      sanctioningBodies: JSON.stringify(bodies),
    };
    if (current) await current.update(summary, { transaction });
    else await db.models.EventResults.create({ eventId: results.eventId, ...summary }, { transaction });
    return { status: 'applied' as const, version: results.version, ...counts };
  });
}
