import { Transaction, type Sequelize } from 'sequelize';
import { createSequelize, type Logger } from '@rr/server-kit';
import { defineModels, type PayoutsModels } from './models.js';

/** One connection to the payouts database with its models bound. */
export interface PayoutsDb {
  sequelize: Sequelize;
  models: PayoutsModels;
}

export function openPayoutsDatabase(url: string, logger?: Logger): PayoutsDb {
  const sequelize = createSequelize(url, logger);
  useImmediateTransactions(sequelize);
  return { sequelize, models: defineModels(sequelize) };
}

/**
 * SQLite: every transaction takes the write lock when it begins (`BEGIN IMMEDIATE`). A deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY when another connection (the
 * outbox relay, a concurrent request) wrote in between; an immediate one waits on the busy timeout.
 * MySQL/MariaDB ignore the transaction type. (`transactionType` is Sequelize's constructor option;
 * server-kit's createSequelize does not set it, so it is set here, before any transaction starts.)
 */
export function useImmediateTransactions(sequelize: Sequelize): void {
  (sequelize as unknown as { options: { transactionType?: string } }).options.transactionType = Transaction.TYPES.IMMEDIATE;
}
