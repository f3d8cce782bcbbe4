import { outboxMigrations, type Migration } from '@rr/server-kit';
import { walletsLedgerLotsMigration } from './0001-wallets-ledger-lots.js';
import { doubleEntryLedgerMigration } from './0002-double-entry-ledger.js';
import { payoutDecisionsMigration } from './0003-payout-decisions.js';
import { cashoutsMigration } from './0004-cashouts.js';

/** Every payouts migration, in order. The outbox tables come first. */
export const migrations: Migration[] = [...outboxMigrations, walletsLedgerLotsMigration, doubleEntryLedgerMigration, payoutDecisionsMigration, cashoutsMigration];
