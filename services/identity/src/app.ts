import type Koa from 'koa';
import { assertMigrated, createServiceApp, type Logger } from '@rr/server-kit';
import type { IdentityDb } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { dealersRouter } from './entry-points/dealers-router.js';
import { internalRouter } from './entry-points/internal-router.js';
import { ridersRouter } from './entry-points/riders-router.js';

export interface IdentityAppDeps {
  db: IdentityDb;
  logger: Logger;
  /** Secret the BFF signs identity tokens with. */
  identitySecret: string;
}

/** The identity service's Koa app (tests drive it with supertest; `main.ts` listens with it). */
export function createIdentityApp(deps: IdentityAppDeps): Koa {
  return createServiceApp({
    name: 'identity',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    routers: [internalRouter(deps), dealersRouter(deps), ridersRouter(deps)],
    ready: async () => {
      await deps.db.sequelize.authenticate();
      await assertMigrated(deps.db.sequelize, migrations);
    },
  });
}
