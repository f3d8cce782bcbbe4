import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { DataTypes, Op, Transaction, type Model, type ModelStatic, type QueryInterface } from 'sequelize';

/**
 * Leases on table rows, so several replicas can share a table of work (outbox rows to publish, mails to send)
 * without doing a row twice. A claim is a short transaction: lock a batch (`FOR UPDATE SKIP LOCKED` on
 * MySQL/MariaDB, so a second claimer takes the next rows instead of waiting; SQLite has one writer and begins
 * every transaction IMMEDIATE, so claims run one after another), write `claimed_by` and `claimed_until`, commit.
 * The work happens after the commit, outside any transaction; a claimer that dies leaves rows whose lease
 * expires and that the next claim takes over.
 */

/** The two lease columns a claimable table needs (add them in a migration). */
export const CLAIM_COLUMNS = {
  claimed_by: { type: DataTypes.STRING(100), allowNull: true },
  claimed_until: { type: DataTypes.DATE(3), allowNull: true },
} as const;

/** Adds the lease columns to an existing table. */
export async function addClaimColumns(queryInterface: QueryInterface, table: string): Promise<void> {
  await queryInterface.addColumn(table, 'claimed_by', CLAIM_COLUMNS.claimed_by);
  await queryInterface.addColumn(table, 'claimed_until', CLAIM_COLUMNS.claimed_until);
}

/** Model attributes of the lease columns (for `Model.init`). */
export const CLAIM_ATTRIBUTES = {
  claimedBy: DataTypes.STRING(100),
  claimedUntil: DataTypes.DATE(3),
} as const;

/** A claimer's name in `claimed_by`: host, process and a random part (two claimers in one process differ). */
export function newClaimOwner(label: string): string {
  return `${label}:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 100);
}

export interface ClaimOptions<M extends Model> {
  /**
   * SQL condition (column names) on the rows waiting for work; the lease condition is added. Fixed text, values in
   * `replacements`; `:now` is the claim time.
   */
  pending: string;
  replacements?: Record<string, unknown>;
  /** SQL ORDER BY list deciding which rows are claimed first, e.g. `occurred_at, id`. */
  orderBy: string;
  limit: number;
  owner: string;
  leaseMs: number;
  /** Defaults to the current time. */
  now?: Date;
  /** Narrows the locked rows before they are claimed, inside the claiming transaction (rows come in `orderBy` order). */
  keep?: (rows: M[], transaction: Transaction) => Promise<M[]>;
}

/**
 * Claims up to `limit` pending rows whose lease is free or expired, in `orderBy` order, and returns them.
 * The table needs an `id` primary key and the lease columns; the model the `claimedBy`/`claimedUntil` attributes.
 */
export async function claimRows<M extends Model & { id: string }>(model: ModelStatic<M>, options: ClaimOptions<M>): Promise<M[]> {
  const sequelize = model.sequelize!;
  const mysql = sequelize.getDialect() !== 'sqlite';
  const now = options.now ?? new Date();
  const table = sequelize.getQueryInterface().quoteIdentifier(model.getTableName() as string);
  const select =
    `SELECT id FROM ${table} WHERE (${options.pending}) AND (claimed_until IS NULL OR claimed_until < :now) ` +
    `ORDER BY ${options.orderBy} LIMIT ${Math.max(1, Math.floor(options.limit))}${mysql ? ' FOR UPDATE SKIP LOCKED' : ''}`;
  // READ COMMITTED on MySQL: the locking read takes no gap locks, so writers adding rows meanwhile never wait for a claim.
  const transactionOptions = mysql ? { isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED } : {};
  return sequelize.transaction(transactionOptions, async (transaction) => {
    const [locked] = await sequelize.query(select, { replacements: { ...options.replacements, now: sqlTime(now, mysql) }, transaction });
    const ids = (locked as Array<{ id: string }>).map((row) => row.id);
    if (ids.length === 0) return [];
    const position = new Map(ids.map((id, index) => [id, index]));
    const found = await model.findAll({ where: { id: { [Op.in]: ids } } as never, transaction });
    let rows = found.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    if (options.keep) rows = await options.keep(rows, transaction);
    if (rows.length === 0) return [];
    const claimedUntil = new Date(now.getTime() + options.leaseMs);
    await model.update({ claimedBy: options.owner, claimedUntil } as never, { where: { id: { [Op.in]: rows.map((row) => row.id) } } as never, transaction });
    for (const row of rows) row.set({ claimedBy: options.owner, claimedUntil } as never, { raw: true });
    return rows;
  });
}

/**
 * A time as the model layer stores `DATE(3)` columns (UTC; SQLite keeps it as text with the offset), so it compares
 * correctly in raw SQL. Sequelize's own escaping of raw replacements drops the milliseconds on MySQL.
 */
function sqlTime(time: Date, mysql: boolean): string {
  const utc = time.toISOString().replace('T', ' ').replace('Z', '');
  return mysql ? utc : `${utc} +00:00`;
}

/** Gives rows back before their lease ends (the work failed and should be retried by whoever claims next). */
export async function releaseClaims<M extends Model & { id: string }>(model: ModelStatic<M>, ids: string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await model.update({ claimedBy: null, claimedUntil: null } as never, { where: { id: { [Op.in]: ids }, claimedBy: owner } as never });
}
