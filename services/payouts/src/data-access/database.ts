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
  configureSqliteConnections(sequelize);
  serializeSqliteTransactions(sequelize);
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

const BUSY_TIMEOUT_MS = 5_000;

interface SqliteConnection {
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string, callback: (err: Error | null) => void): void;
}

/**
 * SQLite: Sequelize's sqlite dialect opens a new connection per transaction and never runs
 * `afterConnect` hooks, so server-kit's PRAGMAs (busy timeout, WAL) do not reach those connections.
 * Without them, concurrent transactions (queue consumers, the outbox relay, requests) fail at once
 * with SQLITE_BUSY. Each new connection gets a busy timeout, and file databases WAL journaling.
 */
export function configureSqliteConnections(sequelize: Sequelize): void {
  if (sequelize.getDialect() !== 'sqlite') return;
  const manager = (sequelize as unknown as { connectionManager: { getConnection(options?: unknown): Promise<SqliteConnection> } }).connectionManager;
  const inMemory = (sequelize as unknown as { options: { storage?: string } }).options.storage === ':memory:';
  const getConnection = manager.getConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  manager.getConnection = async (options?: unknown) => {
    const connection = await getConnection(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure('busyTimeout', BUSY_TIMEOUT_MS);
      if (!inMemory) await new Promise<void>((resolve, reject) => connection.run('PRAGMA journal_mode = WAL', (err) => (err ? reject(err) : resolve())));
    }
    return connection;
  };
}

type TransactionFn = (...args: unknown[]) => Promise<unknown>;

/**
 * SQLite: managed transactions of one database run one after another. SQLite allows one writer at a
 * time anyway, and node-sqlite3 waits for a lock inside a libuv worker thread: with many transactions
 * waiting at once (a burst of queue messages) every worker thread sleeps in the busy handler while
 * the lock holder's COMMIT waits for a free thread. Queueing them in-process avoids that starvation.
 * Nested transactions (`{ transaction: parent }`) and unmanaged ones pass straight through; code must
 * not start a second managed transaction from inside one (it would wait for itself).
 */
export function serializeSqliteTransactions(sequelize: Sequelize): void {
  if (sequelize.getDialect() !== 'sqlite') return;
  const target = sequelize as unknown as { transaction: TransactionFn };
  const original = target.transaction.bind(sequelize);
  let tail: Promise<unknown> = Promise.resolve();
  target.transaction = (...args: unknown[]) => {
    const [first, second] = args;
    const callback = typeof first === 'function' ? first : second;
    const options = typeof first === 'object' && first !== null ? (first as { transaction?: unknown }) : {};
    if (typeof callback !== 'function' || options.transaction) return original(...args);
    const run = tail.then(() => original(...args));
    tail = run.catch(() => undefined);
    return run;
  };
}
