import {
  applicationSeason,
  pagination,
  type ApplicationDecision,
  type PromoterApplication as ApplicationView,
  type PromoterDetail,
  type PromoterList,
  type PromoterListItem,
  type PromoterListQuery,
  type PromoterStatus,
  type PromoterSummary,
} from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import type { PromoterApplication } from '../data-access/models/index.js';
import { countSeasonApplications, findApplication, findApplicationSteps, findPromoterApplications } from '../data-access/promoter-applications-repository.js';
import { findApprovedPromoters, findPromoterListRows, findPromoterRecord, findPromoterStatuses, type PromoterListRow } from '../data-access/promoters-repository.js';
import { findUsers, findUsersWithNames } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { iso, parseTracks } from './promoter-applications.js';
import { displayName } from './session-user.js';

/** One application as the tools show it, with its history. */
export async function applicationView(ctx: AccountsContext, id: string): Promise<ApplicationView> {
  const application = await findApplication(ctx.db, id);
  if (!application) throw accountError('NOT_FOUND');
  const [view] = await applicationViews(ctx, [application], true);
  return view!;
}

async function applicationViews(ctx: AccountsContext, applications: PromoterApplication[], withHistory: boolean): Promise<ApplicationView[]> {
  if (applications.length === 0) return [];
  const users = new Map((await findUsers(ctx.db, [...new Set(applications.map((a) => a.promoterId))])).map((u) => [u.id, u]));
  const steps = withHistory ? await findApplicationSteps(ctx.db, applications.map((a) => a.id)) : [];
  const actorIds = [...new Set(steps.map((s) => s.actorId).filter((id): id is string => Boolean(id)))];
  const actors = new Map((await findUsersWithNames(ctx.db, actorIds)).map((u) => [u.id, displayName(u)]));
  return applications.map((a) => ({
    _id: a.id,
    promoterId: a.promoterId,
    seasonYear: a.seasonYear,
    status: a.status,
    name: a.name,
    contactName: a.contactName,
    email: users.get(a.promoterId)?.email ?? '',
    phone: a.phone,
    addressLine1: a.addressLine1,
    city: a.city,
    state: a.state,
    zipcode: a.zipcode,
    country: a.country,
    seriesName: a.seriesName,
    averageEntries: a.averageEntries,
    racesCount: a.racesCount,
    amaSanctioned: Boolean(a.amaSanctioned),
    otherSanction: a.otherSanction,
    mixedClasses: Boolean(a.mixedClasses),
    tracks: parseTracks(a.tracks),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    history: steps
      .filter((s) => s.applicationId === a.id)
      .map((s) => ({
        action: s.action as ApplicationDecision['action'],
        fromStatus: s.fromStatus,
        toStatus: s.toStatus,
        actorId: s.actorId,
        actorName: s.actorId ? (actors.get(s.actorId) ?? null) : null,
        at: iso(s.at),
        reason: s.reason ?? null,
      })),
  }));
}

const toDateText = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function listItem(row: PromoterListRow): PromoterListItem {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    contactName: row.contact_name,
    phone: row.phone,
    city: row.city,
    state: row.state,
    country: row.country,
    status: row.status,
    active: Boolean(row.active),
    deActivated: Boolean(row.deactivated),
    hasPassword: Boolean(row.password_hash),
    seasonYear: row.season_year === null ? null : Number(row.season_year),
    seriesName: row.series_name,
    appliedAt: toDateText(row.applied_at),
    applications: Number(row.applications),
  };
}

/**
 * The promoters with their latest application: `query` matches each word against name, contact, e-mail, city and
 * the series name; `status`, `active` and `year` (the latest application's season) filter; newest applications first.
 */
export async function listPromoters(ctx: AccountsContext, query: PromoterListQuery, only?: { ids?: string[] }): Promise<PromoterList> {
  const { rows, total } = await findPromoterListRows(ctx.db, query, only);
  return { promoters: rows.map(listItem), pagination: pagination(query.page, query.limit, total) };
}

/** `GET /api/promoters/summary`: counts by status and active, and this season's applications (spec §3 list summary). */
export async function promoterSummary(ctx: AccountsContext): Promise<PromoterSummary> {
  const year = applicationSeason(ctx.now());
  const promoters = await findPromoterStatuses(ctx.db);
  const appliedThisYear = await countSeasonApplications(ctx.db, year);
  const count = (status: PromoterStatus) => promoters.filter((p) => p.status === status).length;
  return { year, total: promoters.length, active: promoters.filter((p) => p.active).length, approved: count('approved'), pending: count('pending'), rejected: count('rejected'), appliedThisYear };
}

/** `GET /api/promoters/all`: every approved promoter by name, for pickers (the series and event forms). */
export async function allPromoters(ctx: AccountsContext): Promise<{ promoters: Array<{ _id: string; name: string; active: boolean }> }> {
  const rows = await findApprovedPromoters(ctx.db);
  return { promoters: rows.map((p) => ({ _id: p.userId, name: p.name, active: Boolean(p.active) })) };
}

/** `GET /api/{role}/promoter/{id}`: the record and every application (history for staff), newest season first. */
export async function getPromoter(ctx: AccountsContext, promoterId: string, staff: boolean): Promise<PromoterDetail> {
  const list = await listPromoters(ctx, { page: 1, limit: 1 } as PromoterListQuery, { ids: [promoterId] });
  const item = list.promoters[0];
  if (!item) throw accountError('NOT_FOUND');
  const record = await findPromoterRecord(ctx.db, promoterId);
  const applications = await findPromoterApplications(ctx.db, promoterId);
  return {
    promoter: { ...item, addressLine1: record?.addressLine1 ?? null, zipcode: record?.zipcode ?? null, createdAt: iso(record?.createdAt ?? new Date(0)) },
    applications: await applicationViews(ctx, applications, staff),
  };
}

/** Guard for `/api/{role}/promoter/{id}` reads: staff, or the promoter themselves (anyone else: 404, nothing told). */
export function canReadPromoter(caller: Identity, role: string, promoterId: string): boolean {
  if (role !== caller.typ) return false;
  return caller.typ === 'admin' || (caller.typ === 'promoter' && caller.sub === promoterId);
}
