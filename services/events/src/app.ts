import type Koa from 'koa';
import type { Sequelize } from 'sequelize';
import { assertMigrated, createServiceApp, type Logger, type Outbox } from '@rr/server-kit';
import { eventsDb } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { accessRouter } from './entry-points/access-router.js';
import { catalogRouter } from './entry-points/catalog-router.js';
import { distinctRacesRouter } from './entry-points/distinct-races-router.js';
import { categoriesRouter } from './entry-points/categories-router.js';
import { eventToolsRouter } from './entry-points/event-tools-router.js';
import { integrationsRouter } from './entry-points/integrations-router.js';
import { eventsRouter } from './entry-points/events-router.js';
import { internalRouter } from './entry-points/internal-router.js';
import { riderRacesRouter } from './entry-points/rider-races-router.js';
import { DEFAULT_PROGRAMME_MAKES } from './domain/event-facts.js';
import type { InvoiceSources } from './domain/invoice-sources.js';
import type { RiderDirectory } from './domain/rider-directory.js';
import { promoterSeriesRouter } from './entry-points/promoter-series-router.js';
import { seriesRouter } from './entry-points/series-router.js';

export interface EventsAppDeps {
  /** The events database (migrated). */
  sequelize: Sequelize;
  logger: Logger;
  /** Secret the BFF signs identity tokens with. */
  identitySecret: string;
  /** The service's transactional outbox: state changes that others must hear about record their message in it. */
  outbox: Outbox;
  /** The programme's riders, for matching result lines (identity's internal API; a list in memory in tests). */
  directory: RiderDirectory;
  /** Who a Canada invoice names and what the event's results paid (identity's and payouts' internal APIs; maps in tests). */
  invoiceSources: InvoiceSources;
  /** The programme's brand name (BRAND_NAME), on the Canada invoices. */
  brandName?: string;
  /** The programme's makes (PROGRAMME_MAKES, default Apex): `event.changed`'s market share counts their bikes. */
  programmeMakes?: readonly string[];
}

/**
 * The events service's Koa app (tests drive it with supertest; `main.ts` listens with it). Every route
 * needs the BFF's identity token; `accessRouter` decides which caller may reach which path (staff areas, a
 * promoter's own events and series); the public reads are open to every caller type, anonymous included. `/internal`
 * is for other services (a `service` token).
 */
export function createEventsApp(deps: EventsAppDeps): Koa {
  const db = eventsDb(deps.sequelize);
  const routeDeps = {
    db,
    outbox: deps.outbox,
    logger: deps.logger,
    directory: deps.directory,
    invoiceSources: deps.invoiceSources,
    brandName: deps.brandName ?? 'Race Rewards',
    programmeMakes: deps.programmeMakes ?? DEFAULT_PROGRAMME_MAKES,
  };
  return createServiceApp({
    name: 'events',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    // The access rules come first: they hold for every route, including ones added later.
    routers: [accessRouter(routeDeps), eventsRouter(routeDeps), eventToolsRouter(routeDeps), integrationsRouter(routeDeps), distinctRacesRouter(routeDeps), seriesRouter(routeDeps), promoterSeriesRouter(routeDeps), categoriesRouter(routeDeps), catalogRouter(routeDeps), riderRacesRouter(routeDeps), internalRouter(routeDeps)],
    ready: async () => {
      await deps.sequelize.authenticate();
      await assertMigrated(deps.sequelize, migrations);
    },
  });
}
