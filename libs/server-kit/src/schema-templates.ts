import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './db.js';

/**
 * Tests only (vitest's `db` project sets TEMPLATES_ENV, migrations.ts, to a folder of this run): a test file's fresh
 * database gets a copy of a schema migrated once per run, instead of running every migration again. Each distinct list
 * of migrations is migrated for real once, into a template (a SQLite file in that folder; a MariaDB database named after
 * it); a later empty database of the same dialect and list receives a copy of it: SQLite through the backup API (the
 * same pages), MariaDB table by table (SHOW CREATE TABLE, the rows the migrations wrote, then the triggers). Migrating
 * an empty database took about 0.4 s on SQLite and 1 to 2.5 s on MariaDB per service; a copy takes a fraction of that.
 */

/** Marks a finished MariaDB template; never copied. */
const READY_TABLE = 'rr_template_ready';
const WAIT_FOR_TEMPLATE_MS = 120_000;

export interface SchemaTemplates {
  /** True when the database has no table at all (only then is a copy the same as migrating it). */
  isEmpty(sequelize: Sequelize): Promise<boolean>;
  /** Fills the empty database with the template of `names`, building the template with `migrate` first when needed. */
  copyInto(sequelize: Sequelize, names: string[], migrate: (template: Sequelize) => Promise<void>): Promise<void>;
}

/** This run's part of a MariaDB template's name, from its folder's random name. */
const runOf = (folder: string) => path.basename(folder).replace(/[^a-z0-9]/gi, '').slice(-12).toLowerCase();

export function schemaTemplates(folder: string, open: (url: string) => Sequelize = createSequelize): SchemaTemplates {
  const run = runOf(folder);
  const key = (dialect: string, names: string[]) => createHash('sha256').update(`${dialect}\n${names.join('\n')}`).digest('hex').slice(0, 16);

  return {
    async isEmpty(sequelize) {
      const [rows] = await sequelize.query(
        sequelize.getDialect() === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') LIMIT 1"
          : 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() LIMIT 1',
      );
      return rows.length === 0;
    },

    async copyInto(sequelize, names, migrate) {
      if (sequelize.getDialect() === 'sqlite') {
        const file = path.join(folder, `${key('sqlite', names)}.sqlite`);
        if (!fs.existsSync(file)) {
          // Databases of one file opened at once wait for one build rather than each migrating its own.
          let build = sqliteBuilds.get(file);
          if (!build) {
            build = buildSqliteTemplate(file, open, migrate).finally(() => sqliteBuilds.delete(file));
            sqliteBuilds.set(file, build);
          }
          await build;
        }
        await restoreSqlite(sequelize, file);
        return;
      }
      const template = `rrt_tpl_${run}_${key('mysql', names)}`;
      await ensureMysqlTemplate(sequelize, template, open, migrate);
      await copyMysql(sequelize, template);
    },
  };
}

// ── SQLite ──

const sqliteBuilds = new Map<string, Promise<void>>();
const SQLITE_COPY_WITHIN_MS = 30_000;

/** Migrated under a name of its own, then renamed into place: two workers building the same template both finish. */
async function buildSqliteTemplate(file: string, open: (url: string) => Sequelize, migrate: (template: Sequelize) => Promise<void>) {
  const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const template = open(`sqlite:${building}`);
  try {
    await migrate(template);
    // A rollback-journal file, no write-ahead log: copies read it under shared locks alone. A WAL file makes each
    // reader that opens it build (and the last one to close it tear down) the shared-memory index under an exclusive
    // lock, so test files copying the template at the same moment were refused with "database is locked".
    await template.query('PRAGMA wal_checkpoint(TRUNCATE)');
    await template.query('PRAGMA journal_mode = DELETE');
  } finally {
    await template.close();
  }
  fs.renameSync(building, file);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${building}${suffix}`, { force: true });
}

interface SqliteDatabase {
  backup(filename: string, destName: string, sourceName: string, filenameIsDest: boolean, callback: (err: Error | null) => void): SqliteBackup;
}
interface SqliteBackup {
  step(pages: number, callback: (err: Error | null) => void): void;
  finish(callback?: (err: Error | null) => void): void;
  completed: boolean;
}

/** SQLITE_BUSY or SQLITE_LOCKED: another connection holds a lock the copy needs for a moment. */
const isBusy = (err: Error) => /SQLITE_BUSY|SQLITE_LOCKED|database is locked|database table is locked/.test(`${(err as { code?: string }).code ?? ''} ${err.message}`);

/**
 * SQLite's online backup, from the template file into the database's own connection: the same pages, at once. The
 * backup's own connection to the template has no busy handler, so a step refused with BUSY or LOCKED is tried again
 * (SQLite documents exactly that for sqlite3_backup_step), with a short growing pause, for at most 30 s.
 */
async function restoreSqlite(sequelize: Sequelize, file: string) {
  const manager = (sequelize as unknown as { connectionManager: { getConnection(options?: unknown): Promise<SqliteDatabase> } }).connectionManager;
  const connection = await manager.getConnection({});
  const deadline = Date.now() + SQLITE_COPY_WITHIN_MS;
  await new Promise<void>((resolve, reject) => {
    const backup = connection.backup(file, 'main', 'main', false, (opened) => {
      if (opened) return reject(opened);
      const step = (attempt: number) =>
        backup.step(-1, (stepped) => {
          if (stepped && isBusy(stepped) && Date.now() < deadline) {
            setTimeout(() => step(attempt + 1), Math.min(5 * 2 ** attempt, 200));
            return;
          }
          backup.finish(() => {
            if (stepped) reject(stepped);
            else if (!backup.completed) reject(new Error(`the copy of ${file} did not complete`));
            else resolve();
          });
        });
      step(0);
    });
  });
}

// ── MariaDB / MySQL ──

/**
 * The first worker to create the template's database migrates it and marks it ready; the others wait for the mark.
 * CREATE DATABASE without IF NOT EXISTS decides who builds.
 */
async function ensureMysqlTemplate(sequelize: Sequelize, template: string, open: (url: string) => Sequelize, migrate: (template: Sequelize) => Promise<void>) {
  const ready = async () => {
    const [rows] = await sequelize.query('SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?', { replacements: [template, READY_TABLE] });
    return rows.length > 0;
  };
  if (await ready()) return;
  let building = false;
  try {
    await sequelize.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    building = true;
  } catch (err) {
    if ((err as { parent?: { code?: string } }).parent?.code !== 'ER_DB_CREATE_EXISTS') throw err;
  }
  if (building) {
    const target = open(mysqlUrlOf(sequelize, template));
    try {
      await migrate(target);
      await target.query(`CREATE TABLE \`${READY_TABLE}\` (id INT PRIMARY KEY)`);
    } finally {
      await target.close();
    }
    return;
  }
  const deadline = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`schema template ${template} was not ready after ${WAIT_FOR_TEMPLATE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The same server and credentials as `sequelize`, another database. */
function mysqlUrlOf(sequelize: Sequelize, database: string): string {
  const config = sequelize.config as { username?: string; password?: string | null; host?: string; port?: string | number };
  const socketPath = (sequelize as unknown as { options: { dialectOptions?: { socketPath?: string } } }).options.dialectOptions?.socketPath;
  const url = new URL('mysql://localhost/');
  url.hostname = config.host ?? 'localhost';
  if (config.port) url.port = String(config.port);
  url.username = encodeURIComponent(config.username ?? 'root');
  if (config.password) url.password = encodeURIComponent(config.password);
  url.pathname = `/${database}`;
  if (socketPath) url.searchParams.set('socketPath', socketPath);
  return url.toString();
}

/** Tables (with their indexes and keys), the rows the migrations wrote, then the triggers; on one connection. */
async function copyMysql(sequelize: Sequelize, template: string) {
  const [objects] = (await sequelize.query('SELECT TABLE_NAME AS name, TABLE_TYPE AS type, TABLE_ROWS AS estimate FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME', {
    replacements: [template],
  })) as [{ name: string; type: string }[], unknown];
  const views = objects.filter((object) => object.type !== 'BASE TABLE');
  if (views.length > 0) throw new Error(`schema template ${template}: views are not copied (${views.map((v) => v.name).join(', ')})`);
  const tables = objects.map((object) => object.name).filter((name) => name !== READY_TABLE);
  const [triggers] = (await sequelize.query('SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY TRIGGER_NAME', {
    replacements: [template],
  })) as [{ name: string }[], unknown];
  // A transaction only to hold one connection: the session's FOREIGN_KEY_CHECKS lets a table name one created later.
  await sequelize.transaction(async (transaction) => {
    const run = (sql: string) => sequelize.query(sql, { transaction });
    await run('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const table of tables) {
        const [[shown]] = (await run(`SHOW CREATE TABLE \`${template}\`.\`${table}\``)) as [Record<string, string>[], unknown];
        await run(shown!['Create Table']!);
      }
      for (const table of tables) {
        const [[any]] = (await run(`SELECT EXISTS (SELECT 1 FROM \`${template}\`.\`${table}\`) AS present`)) as [{ present: number }[], unknown];
        if (Number(any!.present) === 1) await run(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
      }
      for (const trigger of triggers) {
        const [[shown]] = (await run(`SHOW CREATE TRIGGER \`${template}\`.\`${trigger.name}\``)) as [Record<string, string>[], unknown];
        await run(shown!['SQL Original Statement']!);
      }
    } finally {
      await run('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
}

/** Removes this run's templates: the folder, and the MariaDB databases named after it when `mysqlUrl` is given. */
export async function removeSchemaTemplates(folder: string, mysqlUrl: string | undefined): Promise<void> {
  if (mysqlUrl) {
    const url = new URL(mysqlUrl);
    url.pathname = '/mysql';
    const server = createSequelize(url.toString());
    try {
      const [rows] = (await server.query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?', {
        replacements: [`rrt\\_tpl\\_${runOf(folder)}\\_%`],
      })) as [{ name: string }[], unknown];
      for (const { name } of rows) await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await server.close();
    }
  }
  fs.rmSync(folder, { recursive: true, force: true });
}
