import { outboxMigrations, type Migration } from '@rr/server-kit';
import { categoriesAndSeriesMigration } from './0001-categories-and-series.js';
import { eventsClassesResultsMigration } from './0002-events-classes-results.js';
import { zipLocationsMigration } from './0003-zip-locations.js';
import { finderIndexesMigration } from './0004-finder-indexes.js';
import { resultsImportsMigration } from './0005-results-imports.js';
import { resultsRemindersMigration } from './0006-results-reminders.js';
import { eventInvoicesMigration } from './0007-event-invoices.js';
import { eventsSearchMigration } from './0008-events-search.js';
import { eventBonusesMigration } from './0009-event-bonuses.js';
import { eventTimecardsMigration } from './0010-event-timecards.js';
import { promoterSeasonsMigration } from './0011-promoter-seasons.js';
import { finderCellsMigration } from './0012-finder-cells.js';
import { seriesFinishedMigration } from './0013-series-finished.js';
import { eventFavouritesMigration } from './0014-event-favourites.js';
import { seriesFavouritesMigration } from './0015-series-favourites.js';
import { rejectedMatchesMigration } from './0016-rejected-matches.js';
import { seriesClosedMigration } from './0017-series-closed.js';
import { eventSanctionsMigration } from './0018-event-sanctions.js';
import { seriesLocationMigration } from './0019-series-location.js';
import { rememberedDecisionsMigration } from './0020-remembered-decisions.js';
import { seriesOnboardingMigration } from './0021-series-onboarding.js';
import { integrationRequestsMigration } from './0022-integration-requests.js';

/** Every events migration, in order. The outbox tables come first. */
export const migrations: Migration[] = [...outboxMigrations, categoriesAndSeriesMigration, eventsClassesResultsMigration, zipLocationsMigration, finderIndexesMigration, resultsImportsMigration, resultsRemindersMigration, eventInvoicesMigration, eventsSearchMigration, eventBonusesMigration, eventTimecardsMigration, promoterSeasonsMigration, finderCellsMigration, seriesFinishedMigration, eventFavouritesMigration, seriesFavouritesMigration, rejectedMatchesMigration, seriesClosedMigration, eventSanctionsMigration, seriesLocationMigration, rememberedDecisionsMigration, seriesOnboardingMigration, integrationRequestsMigration];
