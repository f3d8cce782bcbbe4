import path from 'node:path';
import { z } from 'zod';
import { ConfigError, REPO_ROOT, defaultPublicUrl, identitySecrets, isProduction, loadServiceConfig, type ServiceConfig } from '@rr/server-kit';
import type { FileStorageSettings } from './data-access/storage/index.js';
import { DEFAULT_HASHING, type HashingSettings } from './domain/secrets.js';

/** How identity sends mail. */
export interface MailConfig {
  /** `smtp://` or `smtps://` relay (SMTP_URL); unset: each message is written as an .eml file to `dir`. */
  smtpUrl: string | undefined;
  /** MAIL_DIR, default `<repo>/var/mail`. */
  dir: string;
  /** MAIL_FROM, default `"<BRAND_NAME> <no-reply@race-rewards.local>"`. */
  from: string;
  /** BRAND_NAME, default `Race Rewards`. */
  brandName: string;
  /** CONTACT_MAIL_TO: where contact-form messages go (the programme team), default `programme@race-rewards.local`. */
  contactTo: string;
  /** The site's origin (PUBLIC_URL), for the links in promoters' approval mail; required in production, else the BFF's own address (`defaultPublicUrl`). */
  publicUrl: string;
  /** Outside production the file transport also logs each mailed code (NODE_ENV). */
  logCodes: boolean;
}

/**
 * The identity service's settings: IDENTITY_PORT (default 4101), DATABASE_URL_IDENTITY, IDENTITY_TOKEN_SECRET,
 * REDIS_URL, LOG_LEVEL, plus mail (SMTP_URL, MAIL_DIR, MAIL_FROM, BRAND_NAME), ONE_TIME_CODE_SECRET, PIN_HASH_SECRET and password
 * hashing capacity (HASH_CONCURRENCY, HASH_QUEUE; docs/operations.md "Password hashing capacity").
 */
export interface IdentityConfig extends ServiceConfig {
  mail: MailConfig;
  /** Key material for one-time code HMACs (ONE_TIME_CODE_SECRET); unset: derived from IDENTITY_TOKEN_SECRET with HKDF. */
  oneTimeCodeSecret: string | undefined;
  /**
   * Key material of riders' PIN hashes (PIN_HASH_SECRET; unset: derived like the one-time code key). Set it once and keep
   * it: another key makes every stored PIN unknown (riders then set new ones).
   */
  pinHashSecret: string | undefined;
  /** Password hashing pool: HASH_CONCURRENCY (default: CPUs − 1, 1–2) at once, HASH_QUEUE (default 8) sign-ins waiting. */
  hashing: HashingSettings;
  /**
   * Where riders' documents, photos and timecards are kept (docs/operations.md "File storage"): FILE_STORAGE=local
   * (default) in FILE_DIR (default `<repo>/var/files`), or FILE_STORAGE=s3 in S3_BUCKET (S3_ENDPOINT, S3_REGION,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).
   */
  files: FileStorageSettings;
}

const DEFAULT_BRAND = 'Race Rewards';

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const identitySchema = z.object({
  SMTP_URL: optional(
    z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), 'must be an smtp:// or smtps:// URL (smtps://user:pass@host:465)'),
  ),
  MAIL_DIR: optional(z.string().min(1)),
  MAIL_FROM: optional(z.string().trim().min(3).max(200).refine((value) => value.includes('@'), 'must contain an e-mail address')),
  BRAND_NAME: optional(z.string().trim().min(1).max(100)),
  CONTACT_MAIL_TO: optional(z.email('must be an e-mail address')),
  PUBLIC_URL: optional(z.url('must be a URL such as https://rewards.example.com')),
  ONE_TIME_CODE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PIN_HASH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // libuv has 4 threads by default (UV_THREADPOOL_SIZE): keep some for the database and the file system.
  HASH_CONCURRENCY: optional(z.coerce.number().int('must be a whole number').min(1).max(32)),
  HASH_QUEUE: optional(z.coerce.number().int('must be a whole number').min(0).max(1000)),
  FILE_STORAGE: optional(z.enum(['local', 's3'], 'must be local or s3')),
  FILE_DIR: optional(z.string().min(1)),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, dots, hyphens)')),
  S3_ENDPOINT: optional(z.url('must be a URL such as http://minio:9000').refine((value) => /^https?:$/.test(new URL(value).protocol), 'must be an http:// or https:// URL')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], 'must be true or false')),
});
type IdentityEnv = z.output<typeof identitySchema>;

/** The file storage problems of a parsed environment (`server`: the server itself, not migrate/seed). */
function fileStorageProblems(env: IdentityEnv, production: boolean, server: boolean): string[] {
  const problems: string[] = [];
  if (env.FILE_STORAGE === 's3') {
    if (!env.S3_BUCKET) problems.push('  - S3_BUCKET: is required when FILE_STORAGE=s3');
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      problems.push('  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both (static credentials) or neither (the SDK default chain)');
    }
  } else if (server && production && !env.FILE_DIR) {
    problems.push('  - FILE_STORAGE: set FILE_STORAGE=s3 in production (or FILE_DIR to a mounted writable folder shared by every replica)');
  }
  return problems;
}

function fileStorageSettings(env: IdentityEnv): FileStorageSettings {
  if (env.FILE_STORAGE !== 's3') return { kind: 'local', dir: path.resolve(env.FILE_DIR ?? path.join(REPO_ROOT, 'var', 'files')) };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET ?? '',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    // MinIO and s3rver answer path-style requests; AWS S3 itself prefers virtual-hosted ones.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/**
 * Reads and validates the whole identity configuration; a ConfigError names every problem at once.
 * `sendsMail` (the server, not the migrate/seed scripts): in production mail must really leave — SMTP_URL is
 * required unless MAIL_DIR names a folder on purpose (a mounted volume), since the default folder sits in the
 * read-only image and every code would be lost. `storesFiles` (the server): in production riders' files must be kept
 * where every replica finds them — FILE_STORAGE=s3, or FILE_DIR naming a mounted folder on purpose.
 */
export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env, options: { sendsMail?: boolean; storesFiles?: boolean } = {}): IdentityConfig {
  const problems: string[] = [];
  let service: ServiceConfig | undefined;
  try {
    service = loadServiceConfig('identity', 4101, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.message.split('\n').filter((line) => line.startsWith('  - ')));
  }
  const own = identitySchema.safeParse(env);
  if (!own.success) problems.push(...own.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`));
  if (options.sendsMail && isProduction(env) && own.success && !own.data.SMTP_URL && !own.data.MAIL_DIR) {
    problems.push('  - SMTP_URL: is required in production (or set MAIL_DIR to a writable folder to keep mail as .eml files)');
  }
  if (options.sendsMail && isProduction(env) && own.success && !own.data.PUBLIC_URL) {
    problems.push("  - PUBLIC_URL: is required in production (the links in promoters' approval mail)");
  }
  if (own.success) problems.push(...fileStorageProblems(own.data, isProduction(env), Boolean(options.storesFiles)));
  // Unset, the one-time code, mail seal and PIN keys come from IDENTITY_TOKEN_SECRET: a rotation would change them.
  if (own.success && !own.data.ONE_TIME_CODE_SECRET && service && identitySecrets(service.identitySecret).length > 1) {
    problems.push(
      "  - ONE_TIME_CODE_SECRET: is required while IDENTITY_TOKEN_SECRET lists several secrets; set it to the secret used until now, so open codes, queued mail and (without PIN_HASH_SECRET) riders' PINs keep working",
    );
  }
  if (problems.length > 0 || !service || !own.success) throw new ConfigError(`Invalid identity service configuration:\n${problems.join('\n')}`);

  const brandName = own.data.BRAND_NAME ?? DEFAULT_BRAND;
  return {
    ...service,
    mail: {
      smtpUrl: own.data.SMTP_URL,
      dir: path.resolve(own.data.MAIL_DIR ?? path.join(REPO_ROOT, 'var', 'mail')),
      from: own.data.MAIL_FROM ?? `"${brandName.replace(/["\\]/g, '')}" <no-reply@race-rewards.local>`,
      brandName,
      contactTo: own.data.CONTACT_MAIL_TO ?? 'programme@race-rewards.local',
      publicUrl: (own.data.PUBLIC_URL ?? defaultPublicUrl(env)).replace(/\/+$/, ''),
      logCodes: !isProduction(env),
    },
    oneTimeCodeSecret: own.data.ONE_TIME_CODE_SECRET,
    pinHashSecret: own.data.PIN_HASH_SECRET,
    hashing: {
      concurrency: own.data.HASH_CONCURRENCY ?? DEFAULT_HASHING.concurrency,
      loginQueue: own.data.HASH_QUEUE ?? DEFAULT_HASHING.loginQueue,
    },
    files: fileStorageSettings(own.data),
  };
}
