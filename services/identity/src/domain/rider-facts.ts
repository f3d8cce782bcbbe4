import { RIDER_CHANGED, type RiderChanged } from '@rr/contracts/server';
import type { Outbox } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import type { IdentityDb } from '../data-access/database.js';
import { riderFactsSources, type RiderFactsSource } from '../data-access/rider-facts-repository.js';

export type { RiderFactsSource } from '../data-access/rider-facts-repository.js';

/**
 * `rider.changed` (@rr/contracts reports.ts): a rider's reporting facts (name, e-mail, country, pro, active), published
 * in identity's outbox in the same transaction as every change of one of them, for payouts' reporting read model
 * (`report_riders`). Written by: registration, staff creation and the seed (`createRider`), profile updates that change
 * the first or last name, the e-mail, the country or the pro flag (`updateRider`), activation and deactivation
 * (`setActivation`), and a merge (the removed rider, `deleted: true`; the kept rider's facts do not change). Identity
 * deletes a rider only in a merge. `at` is the change's time (the service clock; `createRider`, which has none, the
 * system time): the newest wins at the consumer.
 */

/** The rider profile fields that are reporting facts (a change of any other field publishes nothing). */
export const RIDER_FACT_FIELDS = ['firstName', 'lastName', 'email', 'country', 'pro'] as const;

/** The message of one rider at `at` (`deleted` for a rider removed by a merge). */
export function riderFacts(rider: RiderFactsSource, at: Date, deleted = false): RiderChanged {
  return {
    riderId: rider.riderId,
    at: at.toISOString(),
    deleted,
    name: `${rider.firstName} ${rider.lastName}`.trim(),
    email: rider.email,
    country: rider.country,
    pro: Boolean(Number(rider.pro)),
    active: !Number(rider.deactivated),
  };
}

/**
 * Adds `rider.changed` for a rider as stored now in `transaction` (after the change was written, or, for a merge's
 * removed rider, before the rows go: `deleted`). Nothing for an id that is not a rider.
 */
export async function publishRiderChanged(db: IdentityDb, outbox: Outbox, transaction: Transaction, riderId: string, at: Date, deleted = false): Promise<RiderChanged | null> {
  const [source] = await riderFactsSources(db, { ids: [riderId] }, transaction);
  if (!source) return null;
  const facts = riderFacts(source, at, deleted);
  await outbox.add<RiderChanged>(transaction, RIDER_CHANGED, facts);
  return facts;
}

/**
 * How far before the read a snapshot's `at` lies: longer than any transaction that changes a rider. A change that was
 * not yet committed when the page was read has an `at` inside this margin, so its `rider.changed` still wins over the
 * snapshot; a message older than the margin was committed before the read, so the snapshot already holds it.
 */
export const REPORTING_SNAPSHOT_MARGIN_MS = 60_000;

/**
 * `GET /internal/reporting/riders?after&limit`: every rider (deactivated too) after `after`, in id order, as stored
 * now, each with `at` = now less REPORTING_SNAPSHOT_MARGIN_MS.
 */
export async function reportingRiders(db: IdentityDb, after: string | undefined, limit: number, now: Date): Promise<{ riders: RiderChanged[] }> {
  const sources = await riderFactsSources(db, { after: after ?? '', limit });
  const at = new Date(now.getTime() - REPORTING_SNAPSHOT_MARGIN_MS);
  return { riders: sources.map((source) => riderFacts(source, at)) };
}
