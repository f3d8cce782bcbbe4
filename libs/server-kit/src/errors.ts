import type { Context, Next } from 'koa';
import type { Logger } from './logger.js';

/**
 * The one error family of the back end (BFF and services): a status, a stable `code` the client translates as
 * `error.<code>`, an English `message`, optional `details` and response headers. Answered as
 * `{ message, code, details? }`; an AppError is meant for the caller, so it is never logged as a failure.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** Koa and http-errors convention: the message may be shown to the caller. */
  readonly expose = true;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Every code the back end answers, with its status and English message (docs/accounts.md "Error bodies and
 * translation"; each has `error.<code>` in `@rr/contracts`' catalogue). `{name}` is filled from `details`.
 */
export const ERRORS = {
  // One code per meaning, whoever answers.
  VALIDATION: { status: 400, message: 'Please correct the highlighted fields' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, message: 'You need to log in to do that' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'That conflicts with data already saved' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please wait {minutes} minutes and try again.' },
  INTERNAL: { status: 500, message: 'An error occurred' },
  BAD_GATEWAY: { status: 502, message: 'The {service} service gave an unexpected answer' },
  UNAVAILABLE: { status: 503, message: 'The {service} service is temporarily unavailable' },
  // Request hygiene (docs/security.md): state-changing /api calls carry JSON and come from this site.
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Changes must be sent as JSON' },
  CROSS_SITE: { status: 403, message: 'This request came from another site and was refused' },
  // Accounts.
  LOGIN_FAILED: { status: 401, message: 'No account with that email + password combination was found' },
  DEACTIVATED: { status: 403, message: 'Your account has been deactivated, please contact support' },
  CAPTCHA_FAILED: { status: 400, message: 'Please confirm you are not a robot' },
  CAPTCHA_REQUIRED: { status: 400, message: 'There were several failed sign-ins. Please confirm you are not a robot.' },
  LOGIN_DELAYED: { status: 429, message: 'Too many failed sign-ins. Please wait {seconds} seconds and try again.' },
  LOGIN_BUSY: { status: 503, message: 'Many people are signing in right now. Please try again in a few seconds.' },
  UNLOCK_LINK_INVALID: { status: 400, message: 'This unlock link is invalid or has expired. Try to sign in again to get a new one.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Log in or recover your account.' },
  VIN_TAKEN: { status: 409, message: 'That VIN is already registered' },
  // Staff's new rider: another may be the same person (details.duplicates); created once staff confirm.
  POSSIBLE_DUPLICATE_RIDER: { status: 409, message: 'A rider with the same name and date of birth already exists. Check that it is not the same person, then create the rider anyway.' },
  // A rider's wallet keeps the currency of the country they registered in (the profile's address).
  COUNTRY_CURRENCY: { status: 409, message: 'This account’s wallet is in {currency}: the country can only change to one that pays in {currency}' },
  RIDER_ACCOUNT_REQUIRED: { status: 400, message: 'Rider must have an account they can register for' },
  REGISTRATION_CLOSED: { status: 403, message: 'Registration is closed at the moment' },
  CODE_INVALID: { status: 400, message: 'That code is wrong or has expired. Request a new code.' },
  CODE_TOO_SOON: { status: 429, message: 'A code was sent a moment ago. Please wait {seconds} seconds before asking for another.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired. Ask for a new one.' },
  RECOVERY_REQUIRED: { status: 403, message: 'Your recovery session has expired. Start account recovery again.' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Your current password is not correct' },
  CURRENT_PIN_WRONG: { status: 400, message: 'Your current PIN is not correct' },
  MERGE_CONFIRMATION: { status: 400, message: 'Type DELETE and the email of the rider to delete, then KEEP and the email of the rider to keep' },
  MERGE_SAME_RIDER: { status: 400, message: 'Choose two different riders' },
  PROXY_NOT_ALLOWED: { status: 403, message: 'This user cannot be proxied' },
  PROXY_REMOVE_FAILED: { status: 409, message: 'Sorry could not complete the removal' },
  OIDC_FAILED: { status: 400, message: 'Sign-in with your organisation failed. Please try again.' },
  OIDC_NO_ACCOUNT: { status: 403, message: 'No Race Rewards account is linked to that sign-in' },
  OIDC_DISABLED: { status: 404, message: 'Single sign-on is not configured' },
  EMAIL_UNVERIFIED: { status: 403, message: 'Please verify your email address first' },
  SESSION_ENDED: { status: 401, message: 'Your session has ended. Please log in again.' },
  // Promoter applications.
  PROMOTER_SIGN_IN_TO_APPLY: { status: 409, message: 'You already have a promoter account. Log in to apply for {year}.' },
  APPLICATION_DECIDED: { status: 409, message: 'Your application for {year} has already been reviewed. Contact the programme team to change it.' },
  NOTHING_TO_UNDO: { status: 409, message: 'There is no decision to undo' },
  PROMOTER_NOT_DELETABLE: { status: 409, message: 'Only applicants who were never approved can be deleted. Deactivate a promoter instead.' },
  // Events.
  UNKNOWN_ZIPCODE: { status: 400, message: 'Unknown zip code' },
  UPLOAD_MISSING: { status: 400, message: 'Choose a file to upload' },
  UPLOAD_TOO_LARGE: { status: 413, message: 'The file is larger than 10 MB' },
  UPLOAD_TYPE: { status: 400, message: 'The file must be a CSV file or an Excel workbook (.xlsx)' },
  UPLOAD_BROKEN: { status: 400, message: 'The file cannot be read: row {row}, column {column}' },
  UPLOAD_EMPTY: { status: 400, message: 'The file has no rows to import' },
  TIMECARD_TYPE: { status: 400, message: 'A timecard must be a PDF or a picture (PNG, JPEG or WebP)' },
  // Riders' documents, photos and timecards: the type is read from the content.
  FILE_EMPTY: { status: 400, message: 'The file is empty' },
  FILE_NOT_IMAGE: { status: 400, message: 'The file is not a picture. Upload a PNG or JPEG image.' },
  FILE_IMAGE_TYPE: { status: 400, message: 'Pictures must be PNG or JPEG, not {type}' },
  FILE_TYPE_MISMATCH: { status: 400, message: 'The file is named as {declared} but its content is {actual}. Upload the original file.' },
  FILE_IMAGE_BROKEN: { status: 400, message: 'The picture cannot be opened. Save it again as PNG or JPEG and upload it.' },
  RIDER_TIMECARD_TYPE: { status: 400, message: 'A timecard must be a PDF or a PNG or JPEG picture' },
  // Money.
  INSUFFICIENT_FUNDS: { status: 409, message: 'Your balance is lower than that amount' },
  PIN_WRONG: { status: 400, message: 'That PIN is not correct. {attemptsLeft} tries left before the PIN is locked.' },
  PIN_LOCKED: { status: 423, message: "This rider's PIN is locked after too many wrong tries. The rider must set a new PIN in their profile." },
  PIN_NOT_SET: { status: 409, message: 'This rider has no PIN yet. They create one in their profile before redeeming.' },
  DEALER_NOT_PARTICIPATING: { status: 403, message: 'This dealership no longer takes part in the programme, so its till is closed. The programme team can tell you more.' },
  CREDIT_TOO_LOW: { status: 409, message: "The rider's dealer credit is lower than that amount" },
  CREDIT_CURRENCY: { status: 409, message: "The rider's dealer credit is in {currency}: redeem in {currency}" },
  // Dealers and their logins.
  DEALER_NUMBER_TAKEN: { status: 409, message: 'Another dealer already has the dealer number {dealerId}' },
  DEALER_LOGIN_DEACTIVATED: { status: 409, message: 'This dealer login is deactivated. Activate it before sending an invitation or a password reset.' },
  LINK_TOO_SOON: { status: 429, message: 'A link was mailed to this login a moment ago. Please wait {seconds} seconds before sending another.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'This request was already made with different details' },
  CLAIM_WINDOW_CLOSED: { status: 409, message: 'Claims for this event closed on {deadline}: a missing payment is claimed within 45 days of the race' },
  CLAIM_EVENT_UNKNOWN: { status: 404, message: 'This event has no published results to claim a payment for' },
  CLAIM_ALREADY_OPEN: { status: 409, message: 'You already have an open claim for this class at this event' },
  CLAIM_EVENT_ALREADY_OPEN: { status: 409, message: 'You already have an open claim at this event: the programme takes one claim per rider and event' },
  CLAIM_DECIDED: { status: 409, message: 'This claim was already decided and can no longer change' },
  RULE_SET_NOT_DRAFT: { status: 409, message: 'This version is published: it can no longer change. Create a new version from it.' },
  RULE_SET_NOT_PUBLISHED: { status: 409, message: 'Publish this version before applying it to past events.' },
  SIMULATION_NOT_DONE: { status: 409, message: 'This simulation has not finished: apply the version once its simulation is done.' },
  SIMULATION_APPLIED: { status: 409, message: 'The version was already applied after this simulation.' },
  CLAIM_ALREADY_PAID: { status: 409, message: 'The results already pay this rider for this class at this event: reject the claim, or correct the results' },
  CLAIM_NEEDS_BIKE: { status: 409, message: 'This result waits for the bike it was raced on: edit the claim to name the bike, then approve it' },
  WRITE_OFF_TOO_LARGE: { status: 409, message: 'The rider owes less than that in this currency: write off at most what is owed' },
  UPLOAD_UNREADABLE: { status: 400, message: 'The workbook cannot be opened. Save it again as .xlsx or CSV and upload it.' },
  UPLOAD_TOO_MANY_ROWS: { status: 413, message: 'The file has more than {max} rows. Upload at most {max} rows at a time.' },
  UPLOAD_TOO_MANY_COLUMNS: { status: 400, message: 'Row {row} has a value in column {column}: a file may use at most {max} columns.' },
  UPLOAD_CELL_TOO_LONG: { status: 400, message: 'The cell at row {row}, column {column} is longer than {max} characters.' },
  UPLOAD_TOO_COMPLEX: { status: 413, message: 'The file is too large or too complex to read. Save it again as CSV, or split it, and upload it again.' },
  UPLOAD_BUSY: { status: 503, message: 'Many files are being read right now. Please upload yours again in a minute.' },
  IMPORT_HAS_ERRORS: { status: 409, message: 'Some rows have errors. Correct the file and upload it again.' },
  IMPORT_SUPERSEDED: { status: 409, message: 'The results changed since this file was checked. Upload it again to see a new preview.' },
  // Promoter API tokens (docs/api.md "Integrations: pushing results with a token").
  TOKEN_INVALID: { status: 401, message: 'The API token is missing, unknown, revoked or replaced' },
  TOKEN_SCOPE: { status: 403, message: 'The API token may not do that: it lacks the scope {scope}' },
  TOKEN_RATE_LIMITED: { status: 429, message: 'Too many calls with this API token. Please wait {seconds} seconds and try again.' },
  TOKEN_ATTEMPTS_LIMITED: { status: 429, message: 'Too many unknown API tokens from this address. Please wait {seconds} seconds and try again.' },
  API_TOKENS_LIMIT: { status: 409, message: 'A promoter may hold at most {max} API tokens: revoke one first' },
  // VIN patterns.
  VIN_IMPORT_COLUMNS: { status: 400, message: 'The header row must name the columns pattern, model and year' },
  VIN_IMPORT_TOO_MANY: { status: 400, message: 'A file may hold at most {max} patterns. Split it and import each part.' },
  SERIES_OF_OTHER_PROMOTER: { status: 400, message: 'That series belongs to another promoter' },
  SERIES_CURRENCY_MISMATCH: { status: 400, message: 'The event is in {eventCurrency} and the series in {seriesCurrency}: an event of a series must be in its currency' },
  CLASS_HAS_RESULTS: { status: 409, message: 'The class {className} has results. Delete its results before removing it.' },
  // The end of a series (docs/architecture.md "Series end").
  SERIES_NOT_CLOSED: { status: 409, message: 'This series is not closed' },
  SERIES_CLOSE_PAID: { status: 409, message: 'This series finished after it was closed, so its dealer credit and series bonus are being paid: it can no longer be reopened' },
  INVOICE_CANADA_ONLY: { status: 404, message: 'Invoices are made for events in Canada only' },
  INVOICE_NOTHING_PAID: { status: 409, message: 'Nothing has been paid for this event yet: the invoice states what its results paid' },
  INVOICE_PAYOUTS_PENDING: { status: 409, message: 'The payouts of the latest results are still being decided: try again in a minute' },
  AUTH_INCONSISTENT: {
    status: 401,
    message: 'We found an issue with your authentication, please login again. If this persists contact support',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorCode = keyof typeof ERRORS;

/**
 * Codes answered only to a timing system's token calls, never to a browser (the token entrance refuses session
 * cookies): a machine reads `code` and the English `message`, so they have no `error.<code>` in the browsers'
 * catalogs, which every locale's first load would otherwise carry.
 */
export const MACHINE_ONLY_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['TOKEN_INVALID', 'TOKEN_SCOPE', 'TOKEN_RATE_LIMITED', 'TOKEN_ATTEMPTS_LIMITED']);

/** The catalogue error `code`: its status and English message, `{name}` placeholders filled from `details`. */
export function apiError(code: ErrorCode, details?: Record<string, unknown>, headers?: Record<string, string>): AppError {
  const { status, message } = ERRORS[code];
  const text = message.replace(/\{(\w+)\}/g, (whole, name: string) => (details?.[name] !== undefined ? String(details[name]) : whole));
  return new AppError(status, code, text, details, headers);
}

/** 400 BAD_REQUEST: a request that no field error describes. */
export const badRequest = (message: string = ERRORS.BAD_REQUEST.message, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
/** 401 UNAUTHENTICATED: no (valid) proof of who is calling. */
export const unauthenticated = (message: string = ERRORS.UNAUTHENTICATED.message) => new AppError(401, 'UNAUTHENTICATED', message);
/** 403 FORBIDDEN. */
export const forbidden = (message: string = ERRORS.FORBIDDEN.message) => new AppError(403, 'FORBIDDEN', message);
/** 404 NOT_FOUND. */
export const notFound = (message: string = ERRORS.NOT_FOUND.message) => new AppError(404, 'NOT_FOUND', message);
/** 409 CONFLICT. */
export const conflict = (message: string = ERRORS.CONFLICT.message, details?: unknown) => new AppError(409, 'CONFLICT', message, details);
/** 502 BAD_GATEWAY: `service` answered something the caller cannot use. */
export const badGateway = (service: string) => new AppError(502, 'BAD_GATEWAY', ERRORS.BAD_GATEWAY.message.replace('{service}', service));
/** 503 UNAVAILABLE: `service` cannot be reached (down, timed out, circuit open). */
export const unavailable = (service: string, headers?: Record<string, string>) =>
  new AppError(503, 'UNAVAILABLE', ERRORS.UNAVAILABLE.message.replace('{service}', service), undefined, headers);

/** The code of a bare HTTP status (an error of Koa, the body parser or the router; an upstream answer without code). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    case 502:
      return 'BAD_GATEWAY';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/** An error's answer: AppErrors as they are; http errors by status; anything else 500 INTERNAL, generic message. */
export function toErrorAnswer(err: unknown): { status: number; code: string; message: string; details?: unknown; headers?: Record<string, string>; expected: boolean } {
  if (err instanceof AppError) {
    return { status: err.status, code: err.code, message: err.message, details: err.details, headers: err.headers, expected: true };
  }
  const { status, statusCode, expose, message } = (err ?? {}) as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown };
  const given = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  const httpStatus = given >= 400 && given <= 599 ? given : 500;
  // A client error Koa or a parser raised on purpose (bad JSON, body too large): its message is for the caller.
  if (httpStatus < 500 && expose === true && typeof message === 'string') {
    return { status: httpStatus, code: codeForStatus(httpStatus), message, expected: true };
  }
  return { status: httpStatus, code: codeForStatus(httpStatus), message: ERRORS.INTERNAL.message, expected: false };
}

/**
 * Wraps a body parser: a body that cannot be decoded (a corrupt gzip or deflate stream: zlib's `Z_*` errors, which
 * carry no status) is the caller's fault, 400 BAD_REQUEST, not a 500. Errors of later middleware pass unchanged.
 */
export function undecodableBodyIsBadRequest(parse: (ctx: Context, next: Next) => Promise<unknown>) {
  return async function parseBody(ctx: Context, next: Next) {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (!parsed && typeof code === 'string' && code.startsWith('Z_')) throw badRequest('The request body could not be decoded');
      throw err;
    }
  };
}

export interface ErrorHandlerOptions {
  logger: Logger;
  /** Paths answered as plain text instead of JSON (the BFF's pages); default none. */
  plainText?: (ctx: Context) => boolean;
}

/**
 * Error handler, right after `requestContext` in every chain: every thrown error becomes `{ message, code, details? }`
 * with its status and headers, `Cache-Control: no-store`. Unexpected errors are logged once with their stack and
 * answered 500 INTERNAL with a generic message (no stack, no internal codes); AppErrors and client errors are not
 * logged as errors.
 */
export function errorHandler(options: ErrorHandlerOptions) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (err) {
      const answer = toErrorAnswer(err);
      if (!answer.expected) {
        options.logger.error({ err, method: ctx.method, path: ctx.path, status: answer.status }, 'request failed');
      } else if (answer.status >= 500) {
        options.logger.warn({ code: answer.code, method: ctx.method, path: ctx.path, status: answer.status }, answer.message);
      }
      ctx.status = answer.status;
      ctx.set('Cache-Control', 'no-store');
      if (answer.headers) ctx.set(answer.headers);
      ctx.body = options.plainText?.(ctx)
        ? answer.message
        : { message: answer.message, code: answer.code, ...(answer.details !== undefined ? { details: answer.details } : {}) };
    }
  };
}
