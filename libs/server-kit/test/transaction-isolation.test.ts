import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { createSequelize, transactionWithRetry } from '../src/db.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

/**
 * A READ COMMITTED transaction leaves its connection's session at that level (no `SET TRANSACTION` round trip before
 * each one), and nothing else on that connection runs at it: each transaction and each statement that may write is
 * proved by what it sees or by the level it reads, on the very connection the READ COMMITTED ones used.
 */
describe.skipIf(!process.env.TEST_MYSQL_URL)('isolation levels on pooled MariaDB connections (TEST_MYSQL_URL)', () => {
  let database: TestDatabase;
  let db: Sequelize;
  /** Another pool: commits between a transaction's two reads. */
  let other: Sequelize;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('isolation');
    db = createSequelize(database.url);
    other = createSequelize(database.url);
    await db.query('CREATE TABLE counters (id INT PRIMARY KEY, value INT NOT NULL)');
    await db.query('INSERT INTO counters (id, value) VALUES (1, 0)');
    (db as unknown as { options: { logging: (sql: string) => void } }).options.logging = (sql) => statements.push(sql.replace(/^Executing \([^)]*\): /, ''));
  });
  afterAll(async () => {
    await db?.close();
    await other?.close();
    await database?.drop();
  });

  const connections: unknown[] = [];
  /** Whether the transaction sees a row another connection committed between its two reads (READ COMMITTED does). */
  const seesOthersCommit = async (transaction: Transaction) => {
    connections.push((transaction as unknown as { connection: unknown }).connection);
    const read = async () => (await db.query<{ value: number }>('SELECT value FROM counters WHERE id = 1', { type: QueryTypes.SELECT, transaction }))[0]!.value;
    const before = await read();
    await other.query('UPDATE counters SET value = value + 1 WHERE id = 1');
    return (await read()) !== before;
  };
  const readCommitted = () => transactionWithRetry(db, seesOthersCommit);
  const plain = () => db.transaction(seesOthersCommit);
  const repeatableRead = () => db.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, seesOthersCommit);
  const sets = () => statements.filter((sql) => /^SET /i.test(sql));

  it('sets the session once for READ COMMITTED transactions, and gives every other transaction its own level', async () => {
    expect(await readCommitted()).toBe(true);
    statements.length = 0;
    expect(await readCommitted()).toBe(true);
    // The session is at READ COMMITTED already: no round trip before START TRANSACTION.
    expect(sets()).toEqual([]);
    expect(await plain()).toBe(false);
    expect(await readCommitted()).toBe(true);
    expect(await repeatableRead()).toBe(false);
    expect(await readCommitted()).toBe(true);
    expect(await plain()).toBe(false);
    // One connection served them all, so each level above was met on a session another level had just used.
    expect(new Set(connections).size).toBe(1);
  });

  it('runs a statement outside a transaction that may write at the session’s own level', async () => {
    expect(await readCommitted()).toBe(true);
    // Not a SELECT: the session gets its own level back before it runs (the query reports what it ran at).
    const [rows] = await db.query('SELECT @@SESSION.tx_isolation AS level');
    expect(rows).toEqual([{ level: 'REPEATABLE-READ' }]);
    expect(await plain()).toBe(false);
    expect(new Set(connections).size).toBe(1);
  });
});
