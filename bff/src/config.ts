import { resolve } from 'node:path';
import { z } from 'zod';
import { DEV_IDENTITY_TOKEN_SECRET, identitySecretProblems } from '@rr/server-kit/identity-token';
import type { LogLevel } from './log.js';
import { type OidcConfig, readOidcConfig } from './oidc/config.js';
import { REPO_ROOT } from './paths.js';

/** Development-only cookie-signing key; refused when NODE_ENV=production. */
export const DEV_SESSION_KEY = 'dev-only-session-key-change-me-0123456789abcdef';

export const SERVICES = ['identity', 'events', 'payouts'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const REMOTE_NAMES = ['public', 'rider', 'dealer', 'promoter', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** How long the BFF waits for a service's answer (ms), by kind of call (docs/operations.md "Timeouts"). */
export interface UpstreamTimeouts {
  /** GET/HEAD of a proxied route. */
  read: number;
  /** Any other method of a proxied route. */
  write: number;
  /** Routes that take multipart uploads (idle time: a streaming upload keeps the socket busy). */
  upload: number;
  /** A session's user read from identity (`GET /internal/users/:id`) when no kept copy answers. */
  session: number;
  /** Calls that hash a password (login, register, reset, change password): argon2id takes a while under load. */
  hashing: number;
}

export interface BreakerSettings {
  /** Failure percentage (within the rolling window) that opens the circuit. */
  errorThresholdPercentage: number;
  /** Requests needed in the rolling window before the circuit may open. */
  volumeThreshold: number;
  /** How long an open circuit fails fast before letting a trial request through (ms). */
  resetTimeoutMs: number;
  /** Rolling statistics window (ms); longer than every timeout, so a timed-out call still counts in its window. */
  windowMs: number;
  timeouts: UpstreamTimeouts;
}

/** reCAPTCHA v2 (checkbox) on register, forgot-password and account-recovery (docs/accounts.md "Bot check"). */
export interface CaptchaSettings {
  /** Public key the browser widget uses (given out by /api/config). */
  siteKey: string;
  /** Secret the BFF verifies tokens with. */
  secretKey: string;
  /** Google's siteverify endpoint (or a compatible one). */
  verifyUrl: string;
}

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface BffConfig {
  nodeEnv: string;
  /** Port to listen on; 0 picks a free port. */
  port: number;
  /** Port of `GET /metrics` (BFF_METRICS_PORT), never the public one; undefined: no metrics endpoint. */
  metricsPort: number | undefined;
  /** Base URLs of the services. */
  upstreams: Record<ServiceName, string>;
  /** Redis for revocable sessions; undefined → signed-cookie sessions. */
  redisUrl: string | undefined;
  /** Cookie-signing keys, newest first. */
  sessionKeys: string[];
  /**
   * How long the BFF may answer from its copy of a session's user (SESSION_USER_MAX_AGE_SECONDS, default 30; 0 reads
   * identity on every request). Identity's `user.changed` drops a copy at once; this bounds a message that never came.
   */
  sessionUserMaxAgeMs: number;
  /** BullMQ's key prefix (QUEUE_PREFIX, as the services read it): where the BFF consumes `user.changed` with Redis. */
  queuePrefix: string | undefined;
  /** HS256 secret(s) of the x-rr-identity token: one, or several comma separated while rotating (signs with the first). */
  identityTokenSecret: string;
  /**
   * Federation name → manifest URL from MF_REMOTE_* (or the BFF's own /mf/<name>/): what /mf/remotes.json serves
   * unless the remotes file (below) names another, checked, build (bff/src/remotes.ts).
   */
  remotes: Record<`mf_${RemoteName}`, string>;
  /**
   * MF_REMOTES_FILE: a JSON map `{ "mf_rider": "<manifest url>", … }`, or a directory of one file per remote
   * (`mf_rider` holding its manifest URL: the bff-remotes ConfigMap mounted as a volume in k8s, one key per team),
   * re-read while running; an entry it names wins over MF_REMOTE_* once its manifest passes the shared-version
   * check. Undefined: the environment only.
   */
  remotesFile?: string;
  /** How often the remotes file is looked at (MF_REMOTES_POLL_MS, default 2000 ms). */
  remotesPollMs?: number;
  brandName: string;
  /** Shell build served at / with SPA fallback. */
  staticDir: string;
  /** Folder holding mf-public/ … mf-admin/, each served from its dist/ under /mf/<name>/. */
  remotesDir: string;
  /** Idle timeout: the session cookie (and store entry) lives this long after the last request. */
  sessionIdleMinutes: number;
  /** Absolute timeout counted from login. */
  sessionAbsoluteHours: number;
  /** Bot check; null when RECAPTCHA_SITE_KEY / RECAPTCHA_SECRET_KEY are not set (check off). */
  captcha: CaptchaSettings | null;
  /** Spec §9 "registration enabled": false answers POST /api/register with 403 REGISTRATION_CLOSED. */
  registrationEnabled: boolean;
  /**
   * Map tiles for the event maps (spec §9: Leaflet on OpenStreetMap): MAP_TILE_URL (an `{z}/{x}/{y}` template) and
   * MAP_TILE_ATTRIBUTION; `off` shows the pins without tiles. Unset, production (NODE_ENV=production) takes
   * OpenStreetMap's and everything else (development, tests, CI, a fresh clone) none, so no test or local run asks an
   * outside server for tiles unless told to. The tile host joins the CSP's img-src.
   */
  mapTiles: { url: string; attribution: string } | null;
  /**
   * The site's origin (e.g. https://rewards.example.com): the only origin mailed links and the SSO callback are built
   * from, and an origin state-changing calls may come from. Required in production; elsewhere http://localhost:<port>.
   */
  publicUrl: string;
  /**
   * Reverse proxies in front of the BFF whose X-Forwarded-For / -Proto / -Host entries are believed (0 = none: the
   * socket's address is the client). Behind one ingress: 1.
   */
  trustedProxyHops: number;
  /** Single sign-on (bff/src/oidc); null when not configured. */
  oidc: OidcConfig | null;
  logLevel: LogLevel;
  breaker: BreakerSettings;
}

/** OpenStreetMap's standard tiles (its tile usage policy allows light use with the attribution shown). */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** MAP_TILE_URL read: `off` is none; unset is OpenStreetMap's in production and none anywhere else. */
function mapTilesOf(url: string | undefined, attribution: string | undefined, production: boolean): BffConfig['mapTiles'] {
  if (url === 'off' || (url === undefined && !production)) return null;
  return { url: url ?? OSM_TILES, attribution: attribution ?? '© OpenStreetMap contributors' };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid BFF environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Unset and empty variables both mean "use the default". */
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const origin = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.pathname.replace(/\/+$/, '') === '' && !url.search && !url.hash && !url.username;
}, 'must be an origin such as https://rewards.example.com (no path, query or credentials)');
const booleanFlag = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' }))
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');
const positiveInt = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

const EnvSchema = z
  .object({
    NODE_ENV: opt(z.string()),
    PORT: opt(z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, 'must be a port number')),
    BFF_METRICS_PORT: opt(z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, 'must be a port number')),
    IDENTITY_URL: opt(httpUrl),
    EVENTS_URL: opt(httpUrl),
    PAYOUTS_URL: opt(httpUrl),
    REDIS_URL: opt(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    SESSION_KEYS: opt(z.string()),
    // One secret, or several comma separated while rotating: checked in secretProblems.
    IDENTITY_TOKEN_SECRET: opt(z.string()),
    MF_REMOTE_PUBLIC: opt(z.string()),
    MF_REMOTE_RIDER: opt(z.string()),
    MF_REMOTE_DEALER: opt(z.string()),
    MF_REMOTE_PROMOTER: opt(z.string()),
    MF_REMOTE_ADMIN: opt(z.string()),
    BRAND_NAME: opt(z.string()),
    MF_REMOTES_FILE: opt(z.string().trim()),
    MF_REMOTES_POLL_MS: opt(z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(100, 'must be at least 100').max(600_000, 'must be at most 600000')),
    STATIC_DIR: opt(z.string()),
    REMOTES_DIR: opt(z.string()),
    SESSION_IDLE_MINUTES: opt(positiveInt),
    SESSION_ABSOLUTE_HOURS: opt(positiveInt),
    SESSION_USER_MAX_AGE_SECONDS: opt(z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(300, 'must be at most 300')),
    QUEUE_PREFIX: opt(z.string().trim()),
    LOG_LEVEL: opt(z.enum(['debug', 'info', 'warn', 'error', 'silent'])),
    RECAPTCHA_SITE_KEY: opt(z.string().trim()),
    RECAPTCHA_SECRET_KEY: opt(z.string().trim()),
    RECAPTCHA_VERIFY_URL: opt(httpUrl),
    REGISTRATION_ENABLED: opt(booleanFlag),
    MAP_TILE_URL: opt(z.union([z.literal('off'), z.string().trim().regex(/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be off or an https:// tile URL with {z}, {x} and {y}')])),
    MAP_TILE_ATTRIBUTION: opt(z.string().trim().min(1).max(300)),
    PUBLIC_URL: opt(origin),
    TRUSTED_PROXY_HOPS: opt(z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(5, 'must be at most 5')),
  });

/** reCAPTCHA needs both keys: one without the other is a mistake, not "off". Checked on the raw environment. */
function captchaProblems(env: NodeJS.ProcessEnv): string[] {
  const site = Boolean(env.RECAPTCHA_SITE_KEY?.trim());
  const secret = Boolean(env.RECAPTCHA_SECRET_KEY?.trim());
  if (site === secret) return [];
  const missing = site ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY';
  return [`${missing}: is required when the other reCAPTCHA key is set (set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY together, or neither)`];
}

/** Secrets rules checked on the raw environment, so they are reported together with any other problem. */
function secretProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const rawKeys = env.SESSION_KEYS?.trim() ? env.SESSION_KEYS : undefined;
  const keys = splitKeys(rawKeys);
  if (rawKeys !== undefined && keys.length === 0) problems.push('SESSION_KEYS: must list at least one key');
  const secret = env.IDENTITY_TOKEN_SECRET?.trim() ? env.IDENTITY_TOKEN_SECRET : undefined;
  if (secret !== undefined) problems.push(...identitySecretProblems(secret, env.NODE_ENV === 'production').map((problem) => `IDENTITY_TOKEN_SECRET: ${problem}`));
  if (env.NODE_ENV !== 'production') return problems;
  if (keys.length === 0 && rawKeys === undefined) problems.push('SESSION_KEYS: is required in production');
  if (keys.includes(DEV_SESSION_KEY)) problems.push('SESSION_KEYS: must not use the development key in production');
  if (keys.some((k) => k.length < 32)) problems.push('SESSION_KEYS: each key must be at least 32 characters in production');
  if (!env.PUBLIC_URL?.trim()) {
    problems.push('PUBLIC_URL: is required in production (the site origin, e.g. https://rewards.example.com; mailed links are built from it)');
  }
  if (secret === undefined) problems.push('IDENTITY_TOKEN_SECRET: is required in production');
  return problems;
}

function splitKeys(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/** Reads and validates the BFF's environment; throws ConfigError naming every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = EnvSchema.safeParse(env);
  const oidc = readOidcConfig(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...captchaProblems(env),
    ...secretProblems(env),
    ...oidc.problems,
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const keys = splitKeys(e.SESSION_KEYS);
  const port = e.PORT ?? 8080;
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    port,
    metricsPort: e.BFF_METRICS_PORT,
    upstreams: {
      identity: stripSlash(e.IDENTITY_URL ?? 'http://127.0.0.1:4101'),
      events: stripSlash(e.EVENTS_URL ?? 'http://127.0.0.1:4102'),
      payouts: stripSlash(e.PAYOUTS_URL ?? 'http://127.0.0.1:4103'),
    },
    redisUrl: e.REDIS_URL,
    sessionKeys: keys.length > 0 ? keys : [DEV_SESSION_KEY],
    sessionUserMaxAgeMs: (e.SESSION_USER_MAX_AGE_SECONDS ?? 30) * 1000,
    queuePrefix: e.QUEUE_PREFIX || undefined,
    identityTokenSecret: e.IDENTITY_TOKEN_SECRET ?? DEV_IDENTITY_TOKEN_SECRET,
    remotes: {
      mf_public: e.MF_REMOTE_PUBLIC ?? '/mf/public/mf-manifest.json',
      mf_rider: e.MF_REMOTE_RIDER ?? '/mf/rider/mf-manifest.json',
      mf_dealer: e.MF_REMOTE_DEALER ?? '/mf/dealer/mf-manifest.json',
      mf_promoter: e.MF_REMOTE_PROMOTER ?? '/mf/promoter/mf-manifest.json',
      mf_admin: e.MF_REMOTE_ADMIN ?? '/mf/admin/mf-manifest.json',
    },
    brandName: e.BRAND_NAME ?? 'Race Rewards',
    remotesFile: e.MF_REMOTES_FILE ? resolve(e.MF_REMOTES_FILE) : undefined,
    remotesPollMs: e.MF_REMOTES_POLL_MS ?? 2000,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : resolve(REPO_ROOT, 'shell', 'dist'),
    remotesDir: e.REMOTES_DIR ? resolve(e.REMOTES_DIR) : REPO_ROOT,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 60,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS ?? 12,
    captcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL ?? DEFAULT_RECAPTCHA_VERIFY_URL }
        : null,
    registrationEnabled: e.REGISTRATION_ENABLED ?? true,
    mapTiles: mapTilesOf(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION, e.NODE_ENV === 'production'),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${port || 8080}`,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 0,
    oidc: oidc.config,
    logLevel: e.LOG_LEVEL ?? 'info',
    breaker: {
      errorThresholdPercentage: 50,
      volumeThreshold: 5,
      resetTimeoutMs: 10_000,
      windowMs: 30_000,
      timeouts: { read: 5_000, write: 10_000, upload: 20_000, session: 3_000, hashing: 8_000 },
    },
  };
}
