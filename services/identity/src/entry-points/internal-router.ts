import Router from '@koa/router';
import { contactSchema, promoterApplicationSchema, loginSchema } from '@rr/contracts';
import { auditEntrySchema, emailCodeRequestSchema, oidcSignInSchema, payoutFactsRequestSchema, claimProfileRequestSchema, statementFactsRequestSchema, passwordResetRequestSchema, registerOptionsSchema, reportingRidersQuerySchema } from '@rr/contracts/server';
import { apiTokenVerifyRequestSchema } from '@rr/contracts/api-tokens';
import { allow, apiError, badRequest, notFound } from '@rr/server-kit';
import { startRecovery, verifyRecovery } from '../domain/account-recovery.js';
import { verifyApiToken } from '../domain/api-tokens.js';
import { recordAudit } from '../domain/audit.js';
import { changePassword } from '../domain/change-password.js';
import type { AccountsContext } from '../domain/context.js';
import { sendEmailCode, verifyEmail } from '../domain/email-verification.js';
import { getSessionUser } from '../domain/get-session-user.js';
import { login } from '../domain/login.js';
import { requestUnlockLink, useUnlockLink } from '../domain/login-unlock.js';
import { oidcSignIn } from '../domain/oidc-sign-in.js';
import { completePasswordReset, requestPasswordReset } from '../domain/password-reset.js';
import { registerRider } from '../domain/register.js';
import { reportingRiders } from '../domain/rider-facts.js';
import { lookupBodySchema, lookupRiders, searchQuerySchema, searchRiders } from '../domain/rider-lookup.js';
import { suggestBodySchema, suggestRiders } from '../domain/rider-suggestions.js';
import { receiveContactMessage } from '../domain/contact.js';
import { submitApplication } from '../domain/submit-application.js';
import { mailLocale } from '../domain/locale.js';
import { setLocale } from '../domain/set-locale.js';
import { parseInput } from '../domain/validation.js';
import { claimProfile, payoutFacts, statementFacts } from '../domain/payout-facts.js';
import { invoiceParty } from '../domain/invoice-party.js';
import { checkTillPin } from '../domain/till-pin.js';


/**
 * BFF-only endpoints (docs/accounts.md, *internal*); callers must present an identity token of type
 * `service`. Errors are `{ message, code, details? }` with the codes of docs/accounts.md.
 */
export function internalRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(allow('service'));

  /** `{ token }` → `{ tokenId, promoterId, scopes }` | 401 TOKEN_INVALID (every call of the BFF's token entrance). */
  router.post('/api-tokens/verify', async (http) => {
    const parsed = apiTokenVerifyRequestSchema.safeParse(http.request.body ?? {});
    if (!parsed.success) throw apiError('TOKEN_INVALID');
    http.body = await verifyApiToken(ctx, parsed.data.token);
  });

  /**
   * `{ email, password }` → `{ user: SessionUser }` | 401 LOGIN_FAILED | 403 DEACTIVATED | 400 BAD_REQUEST when one
   * is missing (no field errors: the BFF checked the form already, and a login says no more than 'failed').
   */
  router.post('/auth/login', async (http) => {
    const credentials = loginSchema.safeParse(http.request.body ?? {});
    if (!credentials.success) throw badRequest('Email and password are required');
    const { email, password } = credentials.data;
    http.body = { user: await login(ctx.db, { email: email.trim(), password }) };
  });

  /** `{ email, unlockUrlBase, locale? }` → 204 always (an unlock link is mailed only to an active account, once per 15 minutes). */
  router.post('/auth/unlock-link', async (http) => {
    await requestUnlockLink(ctx, http.request.body);
    http.status = 204;
  });

  /** `{ token }` → `{ email }` (the token is used up) | 400 UNLOCK_LINK_INVALID. */
  router.post('/auth/unlock', async (http) => {
    http.body = await useUnlockLink(ctx, http.request.body);
  });

  /** Registration body (registrationSchema) + `locale?`, `verifyUrlBase?` → 201 `{ user }` | 400 | 409 EMAIL_TAKEN / VIN_TAKEN. */
  router.post('/auth/register', async (http) => {
    const options = parseInput(registerOptionsSchema, http.request.body);
    http.status = 201;
    http.body = { user: await registerRider(ctx, http.request.body, options) };
  });

  /** `{ issuer, subject, email, emailVerified }` → `{ user }` | 403 OIDC_NO_ACCOUNT | 403 DEACTIVATED. */
  router.post('/auth/oidc', async (http) => {
    http.body = { user: await oidcSignIn(ctx, parseInput(oidcSignInSchema, http.request.body)) };
  });

  /** The contact form, checked and bot-checked by the BFF: `{ name, email, company?, reason, message, locale }` → 201 `{ id }`. */
  /**
   * The promoter application form, checked and bot-checked by the BFF: the application, `promoterId` when a signed-in
   * promoter applies → 201 `{ application }`; 409 EMAIL_TAKEN, PROMOTER_SIGN_IN_TO_APPLY, APPLICATION_DECIDED.
   */
  router.post('/promoter-applications', async (http) => {
    const body = (http.request.body ?? {}) as { promoterId?: unknown };
    const input = parseInput(promoterApplicationSchema, http.request.body);
    http.status = 201;
    http.body = await submitApplication(ctx, { ...input, locale: mailLocale(undefined, input.locale) }, { promoterId: typeof body.promoterId === 'string' ? body.promoterId : undefined });
  });

  router.post('/contact-messages', async (http) => {
    const input = parseInput(contactSchema, http.request.body);
    http.status = 201;
    http.body = await receiveContactMessage(ctx, { ...input, locale: mailLocale(undefined, input.locale) });
  });

  /**
   * The events service matching result lines: `{ lines: [{ key, email?, amaNumber?, vin?, name, hometown? }] }` →
   * `{ lines: [{ key, email, ama, vin, name, nameHometown }] (rider ids per key), riders: [{ _id, name, hometown }] }`;
   * or `{ ids }` → `{ riders }`; `{ ids, facts: true }` → `{ riders }` each with `firstName, lastName, towns, makes`
   * (riderMatchFactsSchema: what a number plate's rider is checked against before the plate may decide a line).
   */
  router.post('/riders/lookup', async (http) => {
    http.body = await lookupRiders(ctx.db, parseInput(lookupBodySchema, http.request.body));
  });

  /**
   * The events service's suggestions for lines nobody matched: `{ lines: [{ key, name, email? }] }` (≤ 1,000) →
   * `{ lines: [{ key, riders: [{ _id, name, hometown, reason: email|name, distance }] }] }`: active riders with the
   * line's e-mail, and active riders whose name is at most two edits away (domain/rider-suggestions.ts).
   */
  router.post('/riders/suggest', async (http) => {
    http.body = await suggestRiders(ctx.db, parseInput(suggestBodySchema, http.request.body));
  });

  /**
   * The PIN a rider typed at a dealer's till (payouts asks before it redeems; domain/till-pin.ts): `{ riderId, pin,
   * dealerId, ip }` → `{ riderId, fullName, country, currency }` | 400 PIN_WRONG `{ attemptsLeft }` | 423 PIN_LOCKED |
   * 409 PIN_NOT_SET | 404 NOT_FOUND | 429 TOO_MANY_ATTEMPTS.
   */
  router.post('/till/pin-check', async (http) => {
    http.body = await checkTillPin(ctx, http.request.body);
  });

  /** The payouts service's rules engine: `{ riderIds }` (≤ 5,000) → `{ riders: RiderPayoutFacts[] }` (@rr/contracts). */
  router.post('/riders/payout-facts', async (http) => {
    http.body = await payoutFacts(ctx.db, parseInput(payoutFactsRequestSchema, http.request.body).riderIds);
  });

  /** The payouts service's year-end statements and report: `{ riderIds }` → `{ riders: StatementFacts[] }` (unknown ids left out). */
  router.post('/riders/statement-facts', async (http) => {
    http.body = await statementFacts(ctx.db, parseInput(statementFactsRequestSchema, http.request.body).riderIds);
  });

  /** The payouts service's claims: `{ riderId }` → `{ rider: ClaimProfile }` (name, e-mail, country, bikes) | 404. */
  router.post('/riders/claim-profile', async (http) => {
    const rider = await claimProfile(ctx.db, parseInput(claimProfileRequestSchema, http.request.body).riderId);
    if (!rider) throw notFound();
    http.body = { rider };
  });

  /**
   * The events service's Canada invoices: → `{ promoter: InvoiceParty }` (@rr/contracts/server: the organisation's name
   * and postal address, nothing else of the account) | 404.
   */
  router.get('/promoters/:id/invoice-party', async (http) => {
    const promoter = await invoiceParty(ctx.db, (http.params.id ?? '').slice(0, 64));
    if (!promoter) throw notFound();
    http.body = { promoter };
  });

  /** `?q=&limit=` → `{ riders: [{ _id, name, hometown }] }`: active riders by name, e-mail start or AMA number. */
  router.get('/riders/search', async (http) => {
    const { q, limit } = parseInput(searchQuerySchema, http.query);
    http.body = await searchRiders(ctx.db, q, limit);
  });

  /**
   * Payouts' reporting rebuild (docs/reports.md): `?after=<riderId>&limit=1..1000` (default 500) → `{ riders:
   * RiderChanged[] }`, every rider (deactivated ones too) as now, ordered by id after `after` (keyset paging: the next
   * page starts after the last id). `at` is the time of the answer less a minute (REPORTING_SNAPSHOT_MARGIN_MS), so a
   * `rider.changed` of a change the read could not see yet still wins, and one committed before the read changes nothing.
   */
  router.get('/reporting/riders', async (http) => {
    const { after, limit } = parseInput(reportingRidersQuerySchema, http.query);
    http.body = await reportingRiders(ctx.db, after, limit, ctx.now());
  });

  /** → `{ user: SessionUser, sessionsValidAfter: ms | null }` | 404. */
  router.get('/users/:id', async (http) => {
    http.body = await getSessionUser(ctx.db, http.params.id ?? '');
  });

  /** `{ verifyUrlBase, locale? }` → 202 (code mailed) | 429 CODE_TOO_SOON `{ seconds }`. */
  router.post('/users/:id/email-code', async (http) => {
    await sendEmailCode(ctx, http.params.id ?? '', parseInput(emailCodeRequestSchema, http.request.body));
    http.status = 202;
    http.body = { accepted: true };
  });

  /** `{ code }` → `{ user }` | 400 CODE_INVALID. */
  router.post('/users/:id/verify-email', async (http) => {
    http.body = { user: await verifyEmail(ctx, http.params.id ?? '', http.request.body) };
  });

  /** `{ currentPassword?, password, confirmPassword }` → `{ user, sessionsValidAfter }` | 400 CURRENT_PASSWORD_WRONG. */
  router.put('/users/:id/password', async (http) => {
    http.body = await changePassword(ctx, http.params.id ?? '', http.request.body);
  });

  /** `{ locale }` → `{ user, sessionsValidAfter }` | 400 VALIDATION | 404. */
  router.put('/users/:id/locale', async (http) => {
    http.body = await setLocale(ctx, http.params.id ?? '', http.request.body);
  });

  /** `{ email, resetUrlBase, locale? }` → 202 always (a link is mailed only to an active account). */
  router.post('/password-reset', async (http) => {
    await requestPasswordReset(ctx, http.request.body, parseInput(passwordResetRequestSchema, http.request.body));
    http.status = 202;
    http.body = { accepted: true };
  });

  /** `{ token, password, confirmPassword }` → `{ user, sessionsValidAfter }` | 400 RESET_TOKEN_INVALID | 400 VALIDATION. */
  router.post('/password-reset/complete', async (http) => {
    http.body = await completePasswordReset(ctx, http.request.body);
  });

  /** `{ email, locale? }` → 202 always (a code is mailed only to an active account). */
  router.post('/account-recovery', async (http) => {
    await startRecovery(ctx, http.request.body);
    http.status = 202;
    http.body = { accepted: true };
  });

  /** `{ email, code }` → `{ user }` (e-mail now verified) | 400 CODE_INVALID. */
  router.post('/account-recovery/verify', async (http) => {
    http.body = { user: await verifyRecovery(ctx, http.request.body) };
  });

  /** `{ action, actorId, subjectId, method?, path?, status?, details? }` → 201 `{ _id }`. */
  router.post('/audit', async (http) => {
    const entry = parseInput(auditEntrySchema, http.request.body);
    http.status = 201;
    http.body = await recordAudit(ctx, entry);
  });

  return router;
}
