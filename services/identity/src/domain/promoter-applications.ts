import {
  descriptor,
  MESSAGES,
  openApplicationSeasons,
  type ApplicationDecision,
  type ApplicationUpdateInput,
  type PromoterRecordInput,
  type PromoterStatus,
  type Track,
} from '@rr/contracts';
import { AppError, type Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { PromoterApplication } from '../data-access/models/index.js';
import { addApplicationStep, findLatestApplication } from '../data-access/promoter-applications-repository.js';
import { storePromoterStatus } from '../data-access/promoters-repository.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { currencyForCountry } from './currency.js';
import { PROMOTER_SEASON, type ApplicationSeries, type PromoterSeason } from './messages.js';

/**
 * Promoters and their yearly applications (spec §3, §4). A promoter is a `promoter` user with
 * its record; every season they apply with that year's answers (one application per promoter and season). The
 * programme team approves, rejects or undoes (each a history step with who and when, audited); the promoter's
 * status is their latest application's. Approving someone who never had a password mails them a link to choose one.
 */

/** A first-time promoter's set-password link stays valid this long (a welcome mail may wait in an inbox). */
export const WELCOME_LINK_DAYS = 7;

export const PROMOTER_AUDIT = {
  approved: 'promoter.approved',
  rejected: 'promoter.rejected',
  undone: 'promoter.undone',
  deleted: 'promoter.deleted',
  created: 'promoter.created',
  updated: 'promoter.updated',
  applicationUpdated: 'promoter.application.updated',
} as const;

export interface Effects {
  /** The decision turned the promoter's `active` flag on (undo turns it off again). */
  activated?: boolean;
  /** The decision mailed a set-password link (first approval). */
  loginMailed?: boolean;
}

export const iso = (date: Date) => date.toISOString();
const cleanTracks = (tracks: Track[]): Track[] => tracks.map((t) => ({ name: t.name.trim(), ...(t.website ? { website: String(t.website).trim() } : {}) }));

export function parseTracks(text: string): Track[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as Track[]) : [];
  } catch {
    return [];
  }
}

/**
 * The seasons an application may be for (`openApplicationSeasons`): this season while its events can still be entered
 * (until 7 January after it), and the coming one.
 */
export function checkSeason(ctx: AccountsContext, year: number): void {
  const open = openApplicationSeasons(ctx.now());
  if (!open.includes(year)) {
    const range = descriptor(MESSAGES.numberRange, { min: open[0]!, max: open.at(-1)! });
    throw new AppError(400, 'VALIDATION', 'Please correct the highlighted fields', { seasonYear: range });
  }
}

export function applicationFields(input: PromoterRecordInput & Omit<ApplicationUpdateInput, keyof PromoterRecordInput>) {
  return {
    seasonYear: input.seasonYear,
    ...recordFields(input),
    seriesName: input.seriesName.trim(),
    averageEntries: input.averageEntries,
    racesCount: input.racesCount,
    amaSanctioned: input.amaSanctioned,
    otherSanction: input.amaSanctioned ? null : (input.otherSanction ?? '').trim() || null,
    mixedClasses: input.mixedClasses,
    tracks: JSON.stringify(cleanTracks(input.tracks)),
  };
}

export function recordFields(input: PromoterRecordInput) {
  return {
    name: input.name.trim(),
    contactName: input.contactName.trim(),
    phone: input.phone.trim(),
    addressLine1: input.addressLine1.trim(),
    city: input.city.trim(),
    state: input.state ? String(input.state).trim() : null,
    zipcode: input.zipcode.trim().toUpperCase(),
    country: input.country,
  };
}

export async function addStep(
  ctx: AccountsContext,
  step: { applicationId: string; action: ApplicationDecision['action']; fromStatus: PromoterStatus | null; toStatus: PromoterStatus; actorId: string | null; effects?: Effects; reason?: string | null },
  transaction: Transaction,
): Promise<void> {
  await addApplicationStep(
    ctx.db,
    {
      applicationId: step.applicationId,
      action: step.action,
      fromStatus: step.fromStatus,
      toStatus: step.toStatus,
      effects: step.effects && Object.keys(step.effects).length > 0 ? JSON.stringify(step.effects) : null,
      actorId: step.actorId,
      at: ctx.now(),
      reason: step.reason ?? null,
    },
    transaction,
  );
}

/** The promoter's status follows their latest season's application. */
export async function syncPromoterStatus(ctx: AccountsContext, promoterId: string, transaction: Transaction): Promise<void> {
  const latest = await findLatestApplication(ctx.db, promoterId, transaction);
  if (latest) await storePromoterStatus(ctx.db, promoterId, latest.status, transaction);
}

/** The sanctioning bodies an application names: AMA, or the other sanction it gives. */
export function sanctioningBodiesOf(application: Pick<PromoterApplication, 'amaSanctioned' | 'otherSanction'>): string[] {
  if (application.amaSanctioned) return ['AMA'];
  return application.otherSanction ? [application.otherSanction] : [];
}

/** The series an application names, for the events service to set up on its approval. */
export function applicationSeriesOf(application: PromoterApplication): ApplicationSeries {
  return {
    applicationId: application.id,
    name: application.seriesName,
    races: application.racesCount,
    averageEntries: application.averageEntries,
    mixedClasses: Boolean(application.mixedClasses),
    tracks: parseTracks(application.tracks).map((t) => ({ name: t.name, ...(t.website ? { website: t.website } : {}) })),
    country: application.country,
    state: application.state,
    zipcode: application.zipcode,
    currency: currencyForCountry(application.country),
  };
}

/**
 * Tells the events service about a season's decision (and its sanctioning bodies), in the caller's transaction. An
 * approval carries the series the application names: events sets it up for the promoter, once per application.
 */
export async function publishSeason(ctx: AccountsContext, application: PromoterApplication, transaction: Transaction): Promise<void> {
  await ctx.outbox.add<PromoterSeason>(transaction, PROMOTER_SEASON, {
    promoterId: application.promoterId,
    seasonYear: application.seasonYear,
    status: application.status,
    sanctioningBodies: sanctioningBodiesOf(application),
    at: ctx.now().toISOString(),
    ...(application.status === 'approved' ? { series: applicationSeriesOf(application) } : {}),
  });
}

/** An audit entry of a staff change to a promoter, in the change's transaction. */
export async function auditPromoter(ctx: AccountsContext, caller: Identity, action: string, subjectId: string, request: AuditRequest, details: unknown, transaction: Transaction) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId, method: request.method, path: request.path, status: 200, details }, transaction);
}
