import { outboxMigrations, type Migration } from '@rr/server-kit';
import { walletsLedgerLotsMigration } from './0001-wallets-ledger-lots.js';
import { doubleEntryLedgerMigration } from './0002-double-entry-ledger.js';
import { payoutDecisionsMigration } from './0003-payout-decisions.js';
import { cashoutsMigration } from './0004-cashouts.js';
import { payoutClaimsMigration } from './0005-payout-claims.js';
import { expiryWarningsMigration } from './0006-expiry-warnings.js';
import { providerWebhooksMigration } from './0007-provider-webhooks.js';
import { eventResultsPromoterMigration } from './0008-event-results-promoter.js';
import { seriesResultsMigration } from './0009-series-results.js';
import { creditRedemptionsMigration } from './0010-credit-redemptions.js';
import { reportingReadModelMigration } from './0011-reporting-read-model.js';
import { reportIndexesMigration } from './0012-report-indexes.js';
import { correctionsMigration } from './0013-corrections.js';
import { appendOnlyJournalMigration } from './0014-append-only-journal.js';
import { namedBikesMigration } from './0015-named-bikes.js';
import { accountHolderLengthMigration } from './0016-account-holder-length.js';
import { cashoutRewardLinkMigration } from './0017-cashout-reward-link.js';
import { refundsAndBonusesMigration } from './0018-refunds-and-bonuses.js';
import { ruleSetsMigration } from './0019-rule-sets.js';
import { ruleSetSimulationsMigration } from './0020-rule-set-simulations.js';
import { statementMailsMigration } from './0021-statement-mails.js';

/** Every payouts migration, in order. The outbox tables come first. */
export const migrations: Migration[] = [...outboxMigrations, walletsLedgerLotsMigration, doubleEntryLedgerMigration, payoutDecisionsMigration, cashoutsMigration, payoutClaimsMigration, expiryWarningsMigration, providerWebhooksMigration, eventResultsPromoterMigration, seriesResultsMigration, creditRedemptionsMigration, reportingReadModelMigration, reportIndexesMigration, correctionsMigration, appendOnlyJournalMigration, namedBikesMigration, accountHolderLengthMigration, cashoutRewardLinkMigration, refundsAndBonusesMigration, ruleSetsMigration, ruleSetSimulationsMigration, statementMailsMigration];
