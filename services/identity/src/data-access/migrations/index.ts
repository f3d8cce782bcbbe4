import { outboxMigration, type Migration } from '@rr/server-kit';
import { usersMigration } from './0001-users.js';
import { ridersAndBikesMigration } from './0002-riders-and-bikes.js';
import { dealersPromotersAdminsMigration } from './0003-dealers-promoters-admins.js';

/** Every identity migration, in order. The outbox tables come first. */
export const migrations: Migration[] = [outboxMigration, usersMigration, ridersAndBikesMigration, dealersPromotersAdminsMigration];
