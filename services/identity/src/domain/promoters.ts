import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  applicationSeason,
  descriptor,
  openApplicationSeasons,
  pagination,
  type AdminPromoterInput,
  type ApplicationDecision,
  type ApplicationUpdateInput,
  type PromoterApplicationInput,
  type PromoterApplication as ApplicationView,
  type PromoterDetail,
  type PromoterList,
  type PromoterListItem,
  type PromoterListQuery,
  type PromoterRecordInput,
  type PromoterStatus,
  type PromoterSummary,
  type Track,
} from '@rr/contracts';
import { AppError, type Identity } from '@rr/server-kit';
import { QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import { findUsersWithNames } from '../data-access/users-repository.js';
import { createResetToken } from '../data-access/reset-tokens-repository.js';
import type { Locale, Promoter, PromoterApplication, User } from '../data-access/models.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import { actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { displayName } from './session-user.js';
import { linkWith, queueMail } from './mail/mail-message.js';
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

type Decision = 'approve' | 'reject';
/** What staff add to a decision: a rejection's reason (trimmed; blank is none). */
interface DecisionNote {
  reason?: string | null | undefined;
}
interface Effects {
  /** The decision turned the promoter's `active` flag on (undo turns it off again). */
  activated?: boolean;
  /** The decision mailed a set-password link (first approval). */
  loginMailed?: boolean;
}

const iso = (date: Date) => date.toISOString();
const cleanTracks = (tracks: Track[]): Track[] => tracks.map((t) => ({ name: t.name.trim(), ...(t.website ? { website: String(t.website).trim() } : {}) }));

function parseTracks(text: string): Track[] {
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
function checkSeason(ctx: AccountsContext, year: number): void {
  const open = openApplicationSeasons(ctx.now());
  if (!open.includes(year)) {
    const range = descriptor(MESSAGES.numberRange, { min: open[0]!, max: open.at(-1)! });
    throw new AppError(400, 'VALIDATION', 'Please correct the highlighted fields', { seasonYear: range });
  }
}

function applicationFields(input: PromoterRecordInput & Omit<ApplicationUpdateInput, keyof PromoterRecordInput>) {
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

function recordFields(input: PromoterRecordInput) {
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

async function addStep(
  ctx: AccountsContext,
  step: { applicationId: string; action: ApplicationDecision['action']; fromStatus: PromoterStatus | null; toStatus: PromoterStatus; actorId: string | null; effects?: Effects; reason?: string | null },
  transaction: Transaction,
): Promise<void> {
  await ctx.db.models.PromoterApplicationEvent.create(
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
    { transaction },
  );
}

async function queueReceipt(ctx: AccountsContext, user: User, application: PromoterApplication, transaction: Transaction): Promise<void> {
  await queueMail(ctx, transaction, {
    template: 'promoter-application',
    to: user.email,
    locale: application.locale as Locale,
    userId: user.id,
    values: { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName },
  });
}

// ── the public form ──

/**
 * The yearly application (`POST /api/promoter-applications` through the BFF, which checks the bot check). A
 * signed-in promoter (`promoterId`) applies for themselves; anyone else with a new e-mail becomes a promoter
 * without a password until approved. An e-mail of an existing promoter must sign in first (nobody else may apply
 * in their name); one of another kind of account is taken. A second application for the same season replaces the
 * answers while it is still pending, and is refused once decided. The receipt is mailed in the same transaction.
 */
export async function submitApplication(
  ctx: AccountsContext,
  input: PromoterApplicationInput & { locale: Locale },
  applicant: { promoterId?: string | undefined },
): Promise<{ application: ApplicationView }> {
  checkSeason(ctx, input.seasonYear);
  const email = input.email.trim().toLowerCase();
  const id = await ctx.db.sequelize.transaction(async (transaction) => {
    let user: User | null;
    if (applicant.promoterId) {
      user = await ctx.db.models.User.findByPk(applicant.promoterId, { transaction });
      if (!user || user.type !== 'promoter') throw accountError('FORBIDDEN');
    } else {
      user = await ctx.db.models.User.findOne({ where: { email }, transaction });
      if (user && user.type !== 'promoter') throw accountError('EMAIL_TAKEN');
      if (user) throw accountError('PROMOTER_SIGN_IN_TO_APPLY', { year: input.seasonYear });
      user = await ctx.db.models.User.create({ id: randomUUID(), type: 'promoter', email, passwordHash: null, emailVerified: false, locale: input.locale }, { transaction });
      await ctx.db.models.Promoter.create({ userId: user.id, ...recordFields(input), status: 'pending', active: false }, { transaction });
    }
    const existing = await ctx.db.models.PromoterApplication.findOne({ where: { promoterId: user.id, seasonYear: input.seasonYear }, transaction, lock: transaction.LOCK.UPDATE });
    if (existing && existing.status !== 'pending') throw accountError('APPLICATION_DECIDED', { year: input.seasonYear });
    let application: PromoterApplication;
    if (existing) {
      await existing.update({ ...applicationFields(input), locale: input.locale }, { transaction });
      application = existing;
      await addStep(ctx, { applicationId: existing.id, action: 'updated', fromStatus: 'pending', toStatus: 'pending', actorId: user.id }, transaction);
    } else {
      application = await ctx.db.models.PromoterApplication.create({ id: randomUUID(), promoterId: user.id, status: 'pending', locale: input.locale, ...applicationFields(input) }, { transaction });
      await addStep(ctx, { applicationId: application.id, action: 'submitted', fromStatus: null, toStatus: 'pending', actorId: applicant.promoterId ?? null }, transaction);
    }
    await syncPromoterStatus(ctx, user.id, transaction);
    await queueReceipt(ctx, user, application, transaction);
    return application.id;
  });
  return { application: await applicationView(ctx, id) };
}

/** The promoter's status follows their latest season's application. */
async function syncPromoterStatus(ctx: AccountsContext, promoterId: string, transaction: Transaction): Promise<void> {
  const latest = await ctx.db.models.PromoterApplication.findOne({ where: { promoterId }, order: [['seasonYear', 'DESC']], transaction });
  if (latest) await ctx.db.models.Promoter.update({ status: latest.status }, { where: { userId: promoterId }, transaction });
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
async function publishSeason(ctx: AccountsContext, application: PromoterApplication, transaction: Transaction): Promise<void> {
  await ctx.outbox.add<PromoterSeason>(transaction, PROMOTER_SEASON, {
    promoterId: application.promoterId,
    seasonYear: application.seasonYear,
    status: application.status,
    sanctioningBodies: sanctioningBodiesOf(application),
    at: ctx.now().toISOString(),
    ...(application.status === 'approved' ? { series: applicationSeriesOf(application) } : {}),
  });
}

// ── staff decisions ──

async function latestApplication(ctx: AccountsContext, promoterId: string, transaction: Transaction): Promise<PromoterApplication> {
  const user = await ctx.db.models.User.findByPk(promoterId, { transaction });
  if (!user || user.type !== 'promoter') throw accountError('NOT_FOUND');
  const application = await ctx.db.models.PromoterApplication.findOne({ where: { promoterId }, order: [['seasonYear', 'DESC']], transaction, lock: transaction.LOCK.UPDATE });
  if (!application) throw accountError('NOT_FOUND');
  return application;
}

async function audit(ctx: AccountsContext, caller: Identity, action: string, subjectId: string, request: AuditRequest, details: unknown, transaction: Transaction) {
  await addAuditEntry(ctx.db, { at: ctx.now(), action, actorId: actorOf(caller), subjectId, method: request.method, path: request.path, status: 200, details }, transaction);
}

/** A rejection's reason as kept and mailed: trimmed, null when blank. */
const reasonOf = (note: DecisionNote): string | null => (typeof note.reason === 'string' && note.reason.trim() !== '' ? note.reason.trim() : null);

/**
 * Approves or rejects a promoter's latest application. Approving turns the promoter active; someone who has never
 * had a password gets the set-password link (valid 7 days), a returning promoter a sign-in link. Rejecting keeps the
 * reason staff gave (if any) with the step and mails the applicant, in the language of their application, with it.
 * Deciding what is already decided that way changes nothing (a double click: no second mail). Each step is kept with
 * who and when, and audited.
 */
async function decideOne(ctx: AccountsContext, caller: Identity, promoterId: string, decision: Decision, request: AuditRequest, transaction: Transaction, note: DecisionNote = {}): Promise<void> {
  const application = await latestApplication(ctx, promoterId, transaction);
  const toStatus: PromoterStatus = decision === 'approve' ? 'approved' : 'rejected';
  if (application.status === toStatus) return;
  const user = (await ctx.db.models.User.findByPk(promoterId, { transaction }))!;
  const promoter = (await ctx.db.models.Promoter.findByPk(promoterId, { transaction }))!;
  const effects: Effects = {};
  const reason = decision === 'reject' ? reasonOf(note) : null;
  if (decision === 'reject') {
    const values = { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName, ...(reason ? { reason } : {}) };
    await queueMail(ctx, transaction, { template: 'promoter-rejected', to: user.email, locale: application.locale as Locale, userId: user.id, values });
  }
  if (decision === 'approve') {
    if (!promoter.active) {
      await promoter.update({ active: true }, { transaction });
      effects.activated = true;
    }
    const values = { name: application.contactName || application.name, year: String(application.seasonYear), series: application.seriesName };
    const base = ctx.publicUrl ?? 'http://localhost:8080';
    if (!user.passwordHash) {
      const token = newResetToken();
      const now = ctx.now();
      await createResetToken(ctx.db, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + WELCOME_LINK_DAYS * 86_400_000) }, transaction);
      await queueMail(ctx, transaction, { template: 'promoter-approved', to: user.email, locale: (user.locale ?? application.locale) as Locale, userId: user.id, values, link: linkWith(`${base}/forgot-password-reset`, 'token', token), token });
      effects.loginMailed = true;
    } else {
      await queueMail(ctx, transaction, { template: 'promoter-approved', to: user.email, locale: (user.locale ?? application.locale) as Locale, userId: user.id, values, link: `${base}/login` });
    }
  }
  const fromStatus = application.status;
  await application.update({ status: toStatus }, { transaction });
  await addStep(ctx, { applicationId: application.id, action: decision === 'approve' ? 'approved' : 'rejected', fromStatus, toStatus, actorId: actorOf(caller), effects, reason }, transaction);
  await syncPromoterStatus(ctx, promoterId, transaction);
  await publishSeason(ctx, application, transaction);
  await audit(
    ctx,
    caller,
    decision === 'approve' ? PROMOTER_AUDIT.approved : PROMOTER_AUDIT.rejected,
    promoterId,
    request,
    { applicationId: application.id, seasonYear: application.seasonYear, fromStatus, ...effects, ...(decision === 'reject' ? { reason } : {}) },
    transaction,
  );
}

/**
 * Undo: the latest application returns to the state before its last decision (kept as an `undone` step, with who
 * and when). Undoing an approval that activated the promoter deactivates them again; a mailed set-password link
 * stays valid (the mail cannot be recalled), but signing in needs an active promoter to be useful.
 */
async function undoOne(ctx: AccountsContext, caller: Identity, promoterId: string, request: AuditRequest, transaction: Transaction): Promise<void> {
  const application = await latestApplication(ctx, promoterId, transaction);
  const steps = await ctx.db.models.PromoterApplicationEvent.findAll({ where: { applicationId: application.id }, order: [['id', 'ASC']], transaction });
  // The decisions still in force: each undo cancels the latest decision before it.
  const standing: typeof steps = [];
  for (const step of steps) {
    if (step.action === 'approved' || step.action === 'rejected') standing.push(step);
    else if (step.action === 'undone') standing.pop();
  }
  const last = standing.at(-1);
  if (!last || !last.fromStatus) throw accountError('NOTHING_TO_UNDO');
  const effects = last.effects ? (JSON.parse(last.effects) as Effects) : {};
  if (effects.activated) await ctx.db.models.Promoter.update({ active: false }, { where: { userId: promoterId }, transaction });
  const fromStatus = application.status;
  await application.update({ status: last.fromStatus }, { transaction });
  await addStep(ctx, { applicationId: application.id, action: 'undone', fromStatus, toStatus: last.fromStatus, actorId: actorOf(caller) }, transaction);
  await syncPromoterStatus(ctx, promoterId, transaction);
  await publishSeason(ctx, application, transaction);
  await audit(ctx, caller, PROMOTER_AUDIT.undone, promoterId, request, { applicationId: application.id, fromStatus, toStatus: last.fromStatus }, transaction);
}

/** `PUT /api/admin/promoter/{id}/approve|reject|undo` (reject with `{ reason? }`). */
export async function decide(ctx: AccountsContext, caller: Identity, promoterId: string, action: Decision | 'undo', request: AuditRequest, note: DecisionNote = {}): Promise<PromoterDetail> {
  await ctx.db.sequelize.transaction((transaction) => (action === 'undo' ? undoOne(ctx, caller, promoterId, request, transaction) : decideOne(ctx, caller, promoterId, action, request, transaction, note)));
  return getPromoter(ctx, promoterId, true);
}

/** `POST /api/admin/promoters/approve|reject` (reject with one `reason?` for all): every one or none (one transaction); unknown ids are 404. */
export async function decideMany(ctx: AccountsContext, caller: Identity, ids: string[], action: Decision, request: AuditRequest, note: DecisionNote = {}): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  await ctx.db.sequelize.transaction(async (transaction) => {
    for (const id of unique) await decideOne(ctx, caller, id, action, request, transaction, note);
  });
  return { updated: unique.length };
}

/**
 * `POST /api/admin/promoters/delete`: removes applicants who were never approved (their login, record and
 * applications), all or none. A promoter who was ever approved may have events and earnings behind them: 409
 * PROMOTER_NOT_DELETABLE (deactivate them instead).
 */
export async function deleteApplicants(ctx: AccountsContext, caller: Identity, ids: string[], request: AuditRequest): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  await ctx.db.sequelize.transaction(async (transaction) => {
    for (const id of unique) {
      const user = await ctx.db.models.User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!user || user.type !== 'promoter') throw accountError('NOT_FOUND');
      const applications = await ctx.db.models.PromoterApplication.findAll({ where: { promoterId: id }, transaction });
      const everApproved = await ctx.db.models.PromoterApplicationEvent.count({ where: { applicationId: applications.map((a) => a.id), toStatus: 'approved' }, transaction });
      const promoter = await ctx.db.models.Promoter.findByPk(id, { transaction });
      if (everApproved > 0 || user.passwordHash || promoter?.status === 'approved') throw accountError('PROMOTER_NOT_DELETABLE');
      await ctx.db.models.PromoterApplicationEvent.destroy({ where: { applicationId: applications.map((a) => a.id) }, transaction });
      await ctx.db.models.PromoterApplication.destroy({ where: { promoterId: id }, transaction });
      await ctx.db.models.PasswordResetToken.destroy({ where: { userId: id }, transaction });
      await ctx.db.models.Promoter.destroy({ where: { userId: id }, transaction });
      await ctx.db.models.User.destroy({ where: { id }, transaction });
      await audit(ctx, caller, PROMOTER_AUDIT.deleted, id, request, { email: user.email, name: promoter?.name ?? null }, transaction);
    }
  });
  return { deleted: unique.length };
}

/**
 * `POST /api/admin/promoters`: staff enter an application (a phone call, a paper form) for a new e-mail, pending,
 * or approved at once (`approve`), which mails the set-password link. An e-mail already in use is 409 EMAIL_TAKEN.
 */
export async function createPromoter(ctx: AccountsContext, caller: Identity, input: AdminPromoterInput, request: AuditRequest): Promise<PromoterDetail> {
  checkSeason(ctx, input.seasonYear);
  const email = input.email.trim().toLowerCase();
  const id = randomUUID();
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (await ctx.db.models.User.findOne({ where: { email }, transaction })) throw accountError('EMAIL_TAKEN');
    await ctx.db.models.User.create({ id, type: 'promoter', email, passwordHash: null, emailVerified: false }, { transaction });
    await ctx.db.models.Promoter.create({ userId: id, ...recordFields(input), status: 'pending', active: false }, { transaction });
    const application = await ctx.db.models.PromoterApplication.create({ id: randomUUID(), promoterId: id, status: 'pending', locale: 'en', ...applicationFields(input) }, { transaction });
    await addStep(ctx, { applicationId: application.id, action: 'submitted', fromStatus: null, toStatus: 'pending', actorId: actorOf(caller) }, transaction);
    await audit(ctx, caller, PROMOTER_AUDIT.created, id, request, { email, seasonYear: input.seasonYear }, transaction);
    if (input.approve) await decideOne(ctx, caller, id, 'approve', request, transaction);
  });
  return getPromoter(ctx, id, true);
}

/** `PUT /api/{role}/promoter/{id}`: the promoter's own record (the promoter themselves, or staff). */
export async function updatePromoter(ctx: AccountsContext, caller: Identity, promoterId: string, input: PromoterRecordInput, request: AuditRequest): Promise<PromoterDetail> {
  if (caller.typ !== 'admin' && caller.sub !== promoterId) throw accountError('NOT_FOUND');
  await ctx.db.sequelize.transaction(async (transaction) => {
    const promoter = await ctx.db.models.Promoter.findByPk(promoterId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!promoter) throw accountError('NOT_FOUND');
    const fields = recordFields(input);
    await promoter.update(fields, { transaction });
    await audit(ctx, caller, PROMOTER_AUDIT.updated, promoterId, request, { fields: Object.keys(fields) }, transaction);
  });
  return getPromoter(ctx, promoterId, caller.typ === 'admin');
}

/** `PUT /api/admin/promoter-application/{id}`: staff correct a season's answers (kept as an `updated` step). */
export async function updateApplication(ctx: AccountsContext, caller: Identity, applicationId: string, input: ApplicationUpdateInput, request: AuditRequest): Promise<{ application: ApplicationView }> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const application = await ctx.db.models.PromoterApplication.findByPk(applicationId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!application) throw accountError('NOT_FOUND');
    if (input.seasonYear !== application.seasonYear) {
      const clash = await ctx.db.models.PromoterApplication.findOne({ where: { promoterId: application.promoterId, seasonYear: input.seasonYear }, transaction });
      if (clash) throw accountError('APPLICATION_DECIDED', { year: input.seasonYear });
    }
    await application.update(applicationFields(input), { transaction });
    await addStep(ctx, { applicationId, action: 'updated', fromStatus: application.status, toStatus: application.status, actorId: actorOf(caller) }, transaction);
    await syncPromoterStatus(ctx, application.promoterId, transaction);
    await publishSeason(ctx, application, transaction);
    await audit(ctx, caller, PROMOTER_AUDIT.applicationUpdated, application.promoterId, request, { applicationId }, transaction);
  });
  return { application: await applicationView(ctx, applicationId) };
}

// ── reads ──

async function applicationView(ctx: AccountsContext, id: string): Promise<ApplicationView> {
  const application = await ctx.db.models.PromoterApplication.findByPk(id);
  if (!application) throw accountError('NOT_FOUND');
  const [view] = await applicationViews(ctx, [application], true);
  return view!;
}

async function applicationViews(ctx: AccountsContext, applications: PromoterApplication[], withHistory: boolean): Promise<ApplicationView[]> {
  if (applications.length === 0) return [];
  const users = new Map((await ctx.db.models.User.findAll({ where: { id: [...new Set(applications.map((a) => a.promoterId))] } })).map((u) => [u.id, u]));
  const steps = withHistory ? await ctx.db.models.PromoterApplicationEvent.findAll({ where: { applicationId: applications.map((a) => a.id) }, order: [['id', 'ASC']] }) : [];
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

interface ListRow {
  id: string;
  email: string;
  password_hash: string | null;
  deactivated: number | boolean;
  name: string;
  contact_name: string | null;
  phone: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  status: PromoterStatus;
  active: number | boolean;
  created_at: string | Date;
  season_year: number | null;
  series_name: string | null;
  applied_at: string | Date | null;
  applications: number | string;
}

const toDateText = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function listItem(row: ListRow): PromoterListItem {
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
  const where: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (query.status) {
    where.push('p.status = :status');
    replacements.status = query.status;
  }
  if (query.active !== undefined) {
    where.push('p.active = :active');
    replacements.active = query.active;
  }
  if (query.year) {
    where.push('a.season_year = :year');
    replacements.year = query.year;
  }
  if (only?.ids) {
    where.push('u.id IN (:ids)');
    replacements.ids = only.ids.length > 0 ? only.ids : [''];
  }
  (query.query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .forEach((word, index) => {
      const key = `w${index}`;
      // '!' escapes LIKE's wildcards the same way on SQLite and MariaDB (a backslash means different things).
      replacements[key] = `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      where.push(
        `(LOWER(p.name) LIKE :${key} ESCAPE '!' OR LOWER(COALESCE(p.contact_name, '')) LIKE :${key} ESCAPE '!' OR u.email LIKE :${key} ESCAPE '!' OR LOWER(COALESCE(p.city, '')) LIKE :${key} ESCAPE '!' OR LOWER(COALESCE(a.series_name, '')) LIKE :${key} ESCAPE '!')`,
      );
    });
  const from = `
    FROM users u
    JOIN promoters p ON p.user_id = u.id
    LEFT JOIN promoter_applications a ON a.id = (
      SELECT a2.id FROM promoter_applications a2 WHERE a2.promoter_id = u.id ORDER BY a2.season_year DESC LIMIT 1
    )
    WHERE u.type = 'promoter'${where.length > 0 ? ` AND ${where.join(' AND ')}` : ''}`;
  const [counted] = await ctx.db.sequelize.query<{ total: number }>(`SELECT COUNT(*) AS total ${from}`, { type: QueryTypes.SELECT, replacements });
  const total = counted?.total ?? 0;
  const rows = await ctx.db.sequelize.query<ListRow>(
    `SELECT u.id, u.email, u.password_hash, u.deactivated, p.name, p.contact_name, p.phone, p.address_line1, p.city, p.state, p.zipcode, p.country,
            p.status, p.active, p.created_at, a.season_year, a.series_name, a.created_at AS applied_at,
            (SELECT COUNT(*) FROM promoter_applications c WHERE c.promoter_id = u.id) AS applications
     ${from}
     ORDER BY COALESCE(a.created_at, p.created_at) DESC, u.id
     LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, limit: query.limit, offset: (query.page - 1) * query.limit } },
  );
  return { promoters: rows.map(listItem), pagination: pagination(query.page, query.limit, Number(total)) };
}

/** `GET /api/promoters/summary`: counts by status and active, and this season's applications (spec §3 list summary). */
export async function promoterSummary(ctx: AccountsContext): Promise<PromoterSummary> {
  const year = applicationSeason(ctx.now());
  const promoters = await ctx.db.models.Promoter.findAll({ attributes: ['status', 'active'] });
  const appliedThisYear = await ctx.db.models.PromoterApplication.count({ where: { seasonYear: year } });
  const count = (status: PromoterStatus) => promoters.filter((p) => p.status === status).length;
  return { year, total: promoters.length, active: promoters.filter((p) => p.active).length, approved: count('approved'), pending: count('pending'), rejected: count('rejected'), appliedThisYear };
}

/** `GET /api/promoters/all`: every approved promoter by name, for pickers (the series and event forms). */
export async function allPromoters(ctx: AccountsContext): Promise<{ promoters: Array<{ _id: string; name: string; active: boolean }> }> {
  const rows = await ctx.db.models.Promoter.findAll({ where: { status: 'approved' } as WhereOptions<Promoter>, attributes: ['userId', 'name', 'active'], order: [['name', 'ASC']] });
  return { promoters: rows.map((p) => ({ _id: p.userId, name: p.name, active: Boolean(p.active) })) };
}

/** `GET /api/{role}/promoter/{id}`: the record and every application (history for staff), newest season first. */
export async function getPromoter(ctx: AccountsContext, promoterId: string, staff: boolean): Promise<PromoterDetail> {
  const list = await listPromoters(ctx, { page: 1, limit: 1 } as PromoterListQuery, { ids: [promoterId] });
  const item = list.promoters[0];
  if (!item) throw accountError('NOT_FOUND');
  const record = await ctx.db.models.Promoter.findByPk(promoterId);
  const applications = await ctx.db.models.PromoterApplication.findAll({ where: { promoterId }, order: [['seasonYear', 'DESC']] });
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

