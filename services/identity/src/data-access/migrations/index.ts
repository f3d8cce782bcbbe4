import { attemptCountersMigration, outboxMigrations, type Migration } from '@rr/server-kit';
import { usersMigration } from './0001-users.js';
import { ridersAndBikesMigration } from './0002-riders-and-bikes.js';
import { dealersPromotersAdminsMigration } from './0003-dealers-promoters-admins.js';
import { userLocaleAndSessionValidityMigration } from './0004-user-locale-and-session-validity.js';
import { oneTimeCodesAndResetTokensMigration } from './0005-one-time-codes-and-reset-tokens.js';
import { auditLogMigration } from './0006-audit-log.js';
import { oidcLinksMigration } from './0007-oidc-links.js';
import { mailDeliveriesMigration } from './0008-mail-deliveries.js';
import { loginUnlockTokensMigration } from './0009-login-unlock-tokens.js';
import { contactMessagesMigration } from './0010-contact-messages.js';
import { promoterApplicationsMigration } from './0011-promoter-applications.js';
import { riderPayoutFactsMigration } from './0012-rider-payout-facts.js';
import { riderPinLockMigration } from './0013-rider-pin-lock.js';
import { dealerLocationsAndFavouritesMigration } from './0014-dealer-locations-and-favourites.js';
import { vinPatternsMigration } from './0015-vin-patterns.js';
import { riderFilesMigration } from './0016-rider-files.js';
import { dealerTimeZonesMigration } from './0017-dealer-time-zones.js';
import { promoterDecisionReasonsMigration } from './0018-promoter-decision-reasons.js';
import { mailOptOutsMigration } from './0019-mail-opt-outs.js';
import { riderFlagsBikeSaleDateMigration } from './0020-rider-flags-bike-sale-date.js';
import { promoterApiTokensMigration } from './0021-promoter-api-tokens.js';

/** Every identity migration, in order. The outbox tables come first. */
export const migrations: Migration[] = [
  ...outboxMigrations,
  usersMigration,
  ridersAndBikesMigration,
  dealersPromotersAdminsMigration,
  userLocaleAndSessionValidityMigration,
  oneTimeCodesAndResetTokensMigration,
  auditLogMigration,
  oidcLinksMigration,
  mailDeliveriesMigration,
  // The kit's failure counters (rider PIN lockout), then unlock links.
  attemptCountersMigration,
  loginUnlockTokensMigration,
  contactMessagesMigration,
  promoterApplicationsMigration,
  riderPayoutFactsMigration,
  riderPinLockMigration,
  dealerLocationsAndFavouritesMigration,
  vinPatternsMigration,
  riderFilesMigration,
  dealerTimeZonesMigration,
  promoterDecisionReasonsMigration,
  mailOptOutsMigration,
  riderFlagsBikeSaleDateMigration,
  promoterApiTokensMigration,
];
