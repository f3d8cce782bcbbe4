import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, type Options } from 'sequelize';
import type { Logger } from './logger.js';

/** The repository root (libs/server-kit/src → ../../..), so default SQLite files land in <repo>/var/db. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

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
    const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging, define: { underscored: true } });
    sequelize.addHook('afterConnect', async (connection: unknown) => {
      const db = connection as { run(sql: string, cb: (err: Error | null) => void): void };
      const run = (sql: string) => new Promise<void>((resolve, reject) => db.run(sql, (err) => (err ? reject(err) : resolve())));
      await run('PRAGMA busy_timeout = 5000');
      await run('PRAGMA foreign_keys = ON');
      if (storage !== ':memory:') await run('PRAGMA journal_mode = WAL');
    });
    return sequelize;
  }
  if (url.startsWith('mysql:') || url.startsWith('mariadb:')) return new Sequelize({ ...mysqlOptions(url), logging });
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
