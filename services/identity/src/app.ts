import type Koa from 'koa';
import { DbAttemptCounters, assertMigrated, createServiceApp, type Logger, type Outbox } from '@rr/server-kit';
import type { IdentityDb } from './data-access/database.js';
import type { FileStorage } from './data-access/storage/index.js';
import { migrations } from './data-access/migrations/index.js';
import type { AccountSecrets } from './domain/account-secrets.js';
import type { AccountsContext } from './domain/context.js';
import { accountsRouter } from './entry-points/accounts-router.js';
import { dealerRecordsRouter } from './entry-points/dealer-records-router.js';
import { vinRouter } from './entry-points/vin-router.js';
import { dealersRouter } from './entry-points/dealers-router.js';
import { favouriteDealersRouter } from './entry-points/favourite-dealers-router.js';
import { internalRouter } from './entry-points/internal-router.js';
import { promotersRouter } from './entry-points/promoters-router.js';
import { riderFilesRouter } from './entry-points/rider-files-router.js';
import { riderProfileRouter } from './entry-points/rider-profile-router.js';
import { ridersRouter } from './entry-points/riders-router.js';
import { USERS_CHANGED_HEADER } from '@rr/contracts/server';
import { announceUserChanges, collectUserChanges } from './data-access/user-changes.js';

export interface IdentityAppDeps {
  db: IdentityDb;
  logger: Logger;
  /** Secret the BFF signs identity tokens with. */
  identitySecret: string;
  /** The service's outbox (registration, codes and mails, merges write to it). */
  outbox: Outbox;
  /** Keys for one-time codes and sealed mail payloads (`deriveAccountSecrets`). */
  secrets: AccountSecrets;
  /** Clock (tests move it); default the system clock. */
  now?: () => Date;
  /** Riders' documents, photos and timecards (FILE_STORAGE: local disk or S3). */
  storage: FileStorage;
  /** Where contact-form messages are mailed (CONTACT_MAIL_TO). */
  contactTo?: string;
  /** The site's origin for links in mail (PUBLIC_URL). */
  publicUrl?: string;
}

/** The identity service's Koa app (tests drive it with supertest; `main.ts` listens with it). */
export function createIdentityApp(deps: IdentityAppDeps): Koa {
  const now = deps.now ?? (() => new Date());
  // The BFF caches each session's user; what the API changes in it is announced in the change's transaction.
  announceUserChanges(deps.db, deps.outbox);
  const accounts: AccountsContext = {
    db: deps.db,
    outbox: deps.outbox,
    logger: deps.logger,
    secrets: deps.secrets,
    attempts: new DbAttemptCounters(deps.db.sequelize, now),
    now,
    storage: deps.storage,
    contactTo: deps.contactTo ?? 'programme@race-rewards.local',
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
  };
  const app = createServiceApp({
    name: 'identity',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    routers: [internalRouter(accounts), accountsRouter(accounts), dealersRouter(deps), favouriteDealersRouter(deps), ridersRouter(accounts), riderProfileRouter(accounts), promotersRouter(accounts), dealerRecordsRouter(accounts), riderFilesRouter(accounts), vinRouter(accounts)],
    ready: async () => {
      await deps.db.sequelize.authenticate();
      await assertMigrated(deps.db.sequelize, migrations);
    },
  });
  // Outermost: the answer names the users this call changed, whatever the answer (the BFF drops only on success).
  app.middleware.unshift(async function namesChangedUsers(ctx, next) {
    const changed = await collectUserChanges(next);
    if (changed.size > 0 && changed.size <= MAX_NAMED_USERS) ctx.set(USERS_CHANGED_HEADER, [...changed].join(','));
  });
  return app;
}

/** More than this (a bulk change) is left to the `user.changed` messages: a header stays small. */
const MAX_NAMED_USERS = 50;
