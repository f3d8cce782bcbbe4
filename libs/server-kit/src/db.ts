import fs from 'node:fs';
import path from 'node:path';
import { QueryTypes, Sequelize, Transaction, type Options } from 'sequelize';
import type { Logger } from './logger.js';

/**
 * The repository root: the nearest folder up from this module that holds package-lock.json (libs/server-kit/src in
 * development, an app's dist/ once compiled, /app in the image), so default SQLite files land in <repo>/var/db.
 */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

/**
 * An instant as the models store a DATETIME(3) column, for hand-written statements: UTC text with its milliseconds
 * (Sequelize's own escaping drops them on MySQL, which newest-wins comparisons and the outbox's order need), and with
 * its zone on SQLite, as Sequelize writes it there.
 */
export function sqlDate(db: { sequelize: Sequelize }, date: Date): string {
  const text = date.toISOString().slice(0, 23).replace('T', ' ');
  return db.sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text;
}

/** Default embedded database URL of a service: a SQLite file under var/db. */
export function defaultDatabaseUrl(service: string): string {
  return `sqlite:${path.join(REPO_ROOT, 'var', 'db', `${service}.sqlite`)}`;
}

/**
 * Builds a Sequelize instance from a URL:
 * - `sqlite::memory:` or `sqlite:<path>` (embedded default; WAL and a busy timeout so concurrent readers wait)
 * - `mysql://user:pass@host:port/db` or `mysql://root@localhost/db?socketPath=/run/mysqld/mysqld.sock` (MySQL 8 / MariaDB)
 */
export function createSequelize(url: string, logger?: Logger): Sequelize {
  const logging: Options['logging'] = process.env.SQL_LOG === '1' && logger ? (sql) => logger.debug(sql) : false;
  if (url.startsWith('sqlite:')) {
    const storage = url.slice('sqlite:'.length) || ':memory:';
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    // Every transaction takes the write lock when it begins: a deferred one that reads then writes
    // fails at once with SQLITE_BUSY when another connection wrote in between; an immediate one waits.
    const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging, define: { underscored: true }, transactionType: Transaction.TYPES.IMMEDIATE });
    configureSqliteConnections(sequelize, storage === ':memory:');
    serializeSqliteTransactions(sequelize);
    return sequelize;
  }
  if (url.startsWith('mysql:') || url.startsWith('mariadb:')) {
    const sequelize = new Sequelize({ ...mysqlOptions(url), logging });
    keepReadCommittedPerConnection(sequelize);
    return sequelize;
  }
  throw new Error(`Unsupported database URL (expected sqlite: or mysql:): ${url.replace(/\/\/[^@]*@/, '//***@')}`);
}

function mysqlOptions(url: string): Options & { database: string } {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const socketPath = parsed.searchParams.get('socketPath') ?? undefined;
  return {
    dialect: 'mysql',
    host: parsed.hostname || 'localhost',
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password || ''),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    dialectOptions: { ...(socketPath ? { socketPath } : {}), charset: 'utf8mb4' },
    define: { underscored: true, charset: 'utf8mb4' },
    pool: { max: 10, min: 0, idle: 10_000 },
    timezone: '+00:00',
  };
}

/** For MySQL URLs: creates the database when it does not exist yet (used by migrate scripts and tests). */
export async function ensureDatabase(url: string): Promise<void> {
  if (!url.startsWith('mysql:') && !url.startsWith('mariadb:')) return;
  const { database, ...options } = mysqlOptions(url);
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`Refusing to create a database with an unusual name: ${database}`);
  const server = new Sequelize({ ...options, logging: false });
  try {
    await server.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.close();
  }
}

/** On a pooled MySQL connection: the level this code set its session to (absent: the server's default, untouched). */
const SESSION_LEVEL = Symbol('session isolation level');

interface MysqlConnection {
  query(sql: string, callback: (err: (Error & { code?: string }) | null) => void): void;
  [SESSION_LEVEL]?: 'READ-COMMITTED';
}

/**
 * MySQL/MariaDB: a transaction that asks for READ COMMITTED (every `transactionWithRetry` by default) costs Sequelize a
 * `SET TRANSACTION ISOLATION LEVEL` round trip before its `START TRANSACTION`, on every transaction: a tenth of the
 * till's statements. Instead the connection's session is set to READ COMMITTED the first time one of its transactions
 * asks for it, and stays so while such transactions follow on it. Nothing else runs at that level: a transaction that
 * asks for no level gets the session's own back first (saved in a session variable when it was changed), one that asks
 * for another level sets it for itself as before, and a statement outside a transaction that may write (anything but a
 * SELECT) gets the session's own level back before it runs. A SELECT outside a transaction reads the same at either
 * level (each such statement takes its own snapshot), so it is left as it is.
 */
function keepReadCommittedPerConnection(sequelize: Sequelize): void {
  // MariaDB and MySQL 5.7 name the variable tx_isolation; MySQL 8 only transaction_isolation.
  let variable = 'tx_isolation';
  const run = (connection: MysqlConnection, sql: string) => {
    const log = (sequelize as unknown as { options: Options }).options.logging;
    if (typeof log === 'function') log(`Executing (default): ${sql}`);
    return new Promise<void>((resolve, reject) => connection.query(sql, (err) => (err ? reject(err) : resolve())));
  };
  const setSession = async (connection: MysqlConnection, level: 'READ-COMMITTED' | undefined) => {
    if (connection[SESSION_LEVEL] === level) return;
    const sql = () => (level ? `SET @rr_session_isolation = @@SESSION.${variable}, SESSION ${variable} = '${level}'` : `SET SESSION ${variable} = @rr_session_isolation`);
    try {
      await run(connection, sql());
    } catch (err) {
      if ((err as { code?: string }).code !== 'ER_UNKNOWN_SYSTEM_VARIABLE' || variable !== 'tx_isolation') throw err;
      variable = 'transaction_isolation';
      await run(connection, sql());
    }
    if (level) connection[SESSION_LEVEL] = level;
    else delete connection[SESSION_LEVEL];
  };
  const queryInterface = sequelize.getQueryInterface() as unknown as { setIsolationLevel(transaction: Transaction, value: string | undefined, options?: unknown): Promise<unknown> };
  const setIsolationLevel = queryInterface.setIsolationLevel.bind(queryInterface);
  queryInterface.setIsolationLevel = async (transaction, value, options) => {
    const { connection, parent } = transaction as unknown as { connection?: MysqlConnection; parent?: Transaction };
    if (parent || !connection) return setIsolationLevel(transaction, value, options);
    if (value === Transaction.ISOLATION_LEVELS.READ_COMMITTED) return setSession(connection, 'READ-COMMITTED');
    if (!value) return setSession(connection, undefined);
    return setIsolationLevel(transaction, value, options);
  };
  const manager = sequelize.connectionManager as unknown as { getConnection(options?: { uuid?: string; type?: string }): Promise<MysqlConnection> };
  const getConnection = manager.getConnection.bind(manager);
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    // A transaction's own connection (`uuid`) is settled when it begins, above.
    if (connection[SESSION_LEVEL] && !options?.uuid && options?.type !== QueryTypes.SELECT) {
      try {
        await setSession(connection, undefined);
      } catch (err) {
        await (sequelize.connectionManager as unknown as { releaseConnection(connection: unknown): Promise<void> }).releaseConnection(connection);
        throw err;
      }
    }
    return connection;
  };
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;

interface SqliteConnection {
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string, callback: (err: Error | null) => void): void;
  serialize(callback?: () => void): void;
}

/**
 * SQLite: Sequelize's sqlite dialect opens a new connection per transaction and never runs
 * `afterConnect` hooks on it, so PRAGMAs set there would miss those connections and concurrent
 * transactions would fail at once with SQLITE_BUSY. Each new connection gets a busy timeout, foreign
 * keys, and (file databases) WAL journaling.
 *
 * Sequelize's sqlite dialect also captures and formats a stack trace for every statement, to attach to an error
 * should there be one (the MySQL dialect formats it only on an error). With source maps on (tsx, `--enable-source-maps`)
 * that was a tenth of the embedded stack's CPU on a simple read. Statements run with no frames captured: an SQLite
 * error still says what failed, without the JavaScript frames that issued it.
 */
function configureSqliteConnections(sequelize: Sequelize, inMemory: boolean): void {
  const manager = (sequelize as unknown as { connectionManager: { getConnection(options?: unknown): Promise<SqliteConnection> } }).connectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  const run = (connection: SqliteConnection, sql: string) =>
    new Promise<void>((resolve, reject) => connection.run(sql, (err) => (err ? reject(err) : resolve())));
  manager.getConnection = async (options?: unknown) => {
    const connection = await getConnection(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      const serialize = connection.serialize.bind(connection);
      connection.serialize = (callback) =>
        serialize(
          callback &&
            (() => {
              const frames = Error.stackTraceLimit;
              Error.stackTraceLimit = 0;
              try {
                callback();
              } finally {
                Error.stackTraceLimit = frames;
              }
            }),
        );
      await run(connection, 'PRAGMA foreign_keys = ON');
      if (!inMemory) await run(connection, 'PRAGMA journal_mode = WAL');
    }
    return connection;
  };
}

type TransactionFn = (...args: unknown[]) => Promise<unknown>;

/**
 * SQLite: managed transactions of one database run one after another. SQLite has one writer at a
 * time anyway, and node-sqlite3 waits for a lock inside a libuv worker thread: with many transactions
 * waiting at once (a burst of queue messages) every worker sleeps in the busy handler while the lock
 * holder's COMMIT waits for a free thread. Queueing them in-process avoids that starvation.
 * Nested (`{ transaction: parent }`) and unmanaged transactions pass straight through; code must not
 * start a second managed transaction from inside one (it would wait for itself).
 */
function serializeSqliteTransactions(sequelize: Sequelize): void {
  const target = sequelize as unknown as { transaction: TransactionFn };
  const original = target.transaction.bind(sequelize);
  let tail: Promise<unknown> = Promise.resolve();
  target.transaction = (...args: unknown[]) => {
    const [first, second] = args;
    const callback = typeof first === 'function' ? first : second;
    const options = typeof first === 'object' && first !== null ? (first as { transaction?: unknown }) : {};
    if (typeof callback !== 'function' || options.transaction) return original(...args);
    const next = tail.then(() => original(...args));
    tail = next.catch(() => undefined);
    return next;
  };
}

/** MySQL/MariaDB errors after which the whole transaction can simply run again (it was rolled back). */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

export function isRetryableTransactionError(error: unknown): boolean {
  const parent = (error as { parent?: { code?: string }; original?: { code?: string } } | null)?.parent ?? (error as { original?: { code?: string } } | null)?.original;
  return Boolean(parent?.code && RETRYABLE.has(parent.code));
}

/**
 * Runs a managed transaction, and runs it again (up to `attempts` times, after a short random pause) when MySQL or
 * MariaDB chose it as a deadlock victim or it waited too long for a lock: InnoDB rolls such a transaction back whole,
 * and the documented answer is to retry it. With `readCommitted` (MySQL only) the transaction reads the latest
 * committed rows and takes no gap locks, which is what guarded updates and inserts of new rows need. SQLite runs
 * transactions one at a time and never needs either.
 */
export async function transactionWithRetry<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>, options: { attempts?: number; readCommitted?: boolean } = {}): Promise<T> {
  const mysql = sequelize.getDialect() === 'mysql';
  const attempts = mysql ? (options.attempts ?? 5) : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (mysql && options.readCommitted !== false
        ? sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED }, work)
        : sequelize.transaction(work));
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
