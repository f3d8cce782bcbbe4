/**
 * Year-end statements over the demo programme's two seasons: identity, events and payouts seeded with the demo's
 * activity (the seeded results published to payouts and paid through its rules, then the roster's riders spending and
 * cashing out), so the ledger holds earnings, withholding, series credit and bonuses, redemptions and cash-outs across
 * last year and this one. Every rider's statement of each year agrees with the journal to the cent, and the finance
 * team's year-end report (identity's facts asked over HTTP) adds up to the statements.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeDay } from '@rr/contracts';
import type { StatementYears, YearEndReport, YearStatement } from '@rr/contracts/statements';
import { InProcessQueue, createLogger, createTestDatabase, identityHeader, type RunningService, type TestDatabase } from '@rr/server-kit';
import request from 'supertest';
import { binary } from '@rr/server-kit/testing';
import { startIdentity } from '../services/identity/src/main.js';
import { startEvents } from '../services/events/src/main.js';
import { startPayouts } from '../services/payouts/src/main.js';
import { openPayoutsDatabase, type PayoutsDb } from '../services/payouts/src/data-access/database.js';
import { sqlDate } from '../services/payouts/src/data-access/outbox-repository.js';
import { yearSpan } from '../services/payouts/src/domain/year-statements.js';

const SECRET = 'year-end-test-identity-secret-0123456789abcdef';

/** The rows of a read (raw, so this file needs no Sequelize of its own). */
async function rowsOf<T>(db: PayoutsDb, sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  const [rows] = await db.sequelize.query(sql, { replacements });
  return rows as T[];
}

describe('year-end statements over the demo’s two seasons', () => {
  const queue = new InProcessQueue({ logger: createLogger('year-end-queue', 'silent') });
  const databases: TestDatabase[] = [];
  const services: RunningService[] = [];
  let payoutsUrl = '';
  const scratch = mkdtempSync(join(tmpdir(), 'rr-year-end-'));
  let db: PayoutsDb;
  const thisYear = Number(programmeDay(new Date()).slice(0, 4));
  const years = [thisYear - 1, thisYear];

  beforeAll(async () => {
    const ports: Record<string, number> = {};
    for (const [name, start] of Object.entries({ identity: startIdentity, events: startEvents, payouts: startPayouts })) {
      const database = await createTestDatabase(`year_end_${name}`);
      databases.push(database);
      const service = await start({
        queue,
        seed: true,
        demoActivity: true,
        port: 0,
        env: {
          ...process.env,
          [`DATABASE_URL_${name.toUpperCase()}`]: database.url,
          IDENTITY_TOKEN_SECRET: SECRET,
          LOG_LEVEL: 'silent',
          SMTP_URL: '',
          MAIL_DIR: join(scratch, 'mail'),
          FILE_DIR: join(scratch, 'files'),
          ...(ports.identity ? { IDENTITY_URL: `http://127.0.0.1:${ports.identity}` } : {}),
          ...(ports.events ? { EVENTS_URL: `http://127.0.0.1:${ports.events}` } : {}),
        },
      });
      services.push(service);
      ports[name] = service.port;
    }
    payoutsUrl = `http://127.0.0.1:${ports.payouts}`;
    db = openPayoutsDatabase(databases[2]!.url);
    // The demo's activity runs once payouts has applied every seeded result: wait for its cash-outs, then for quiet.
    const until = Date.now() + 240_000;
    let last = -1;
    for (;;) {
      await queue.drain();
      const [row] = await rowsOf<{ n: unknown }>(db, "SELECT COUNT(*) AS n FROM journal_transactions WHERE kind IN ('settle', 'redemption')");
      const count = Number(row?.n ?? 0);
      if (count > 0 && count === last) break;
      if (Date.now() > until) throw new Error('the demo activity did not finish');
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }, 300_000);

  afterAll(async () => {
    await db?.sequelize.close();
    await queue.close();
    for (const service of services.reverse()) await service.close().catch(() => undefined);
    for (const database of databases) await database.drop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  });

  const asAdmin = async (path: string) => request(payoutsUrl).get(path).set(...(await identityHeader({ sub: 'admin-year-end', typ: 'admin' }, SECRET)));

  /** Every rider account's postings, summed per rider and currency: before a year, inside it. */
  const sums = async (from: Date | null, to: Date) => {
    const rows = await rowsOf<{ holder: string; currency: string; purpose: string; cents: unknown }>(
      db,
      `SELECT a.holder, a.currency, a.purpose, SUM(p.amount_cents) AS cents FROM postings p JOIN accounts a ON a.id = p.account_id
        WHERE a.purpose IN ('cash', 'credit', 'bonus', 'hold', 'owed') AND a.holder <> 'programme' AND p.created_at < :to ${from ? 'AND p.created_at >= :from' : ''}
        GROUP BY a.holder, a.currency, a.purpose`,
      { to: sqlDate(db, to), ...(from ? { from: sqlDate(db, from) } : {}) },
    );
    const out = new Map<string, { total: number; owed: number; withheld: number }>();
    for (const row of rows) {
      const key = `${row.holder}|${row.currency}`;
      const entry = out.get(key) ?? { total: 0, owed: 0, withheld: 0 };
      entry.total += Number(row.cents);
      if (row.purpose === 'owed') entry.owed -= Number(row.cents);
      out.set(key, entry);
    }
    return out;
  };

  it('has two seasons of money: earnings, withholding or corrections, redemptions and cash-outs in both years', async () => {
    for (const year of years) {
      const { from, to } = yearSpan(year);
      const [row] = await rowsOf<{ n: unknown }>(db, "SELECT COUNT(*) AS n FROM journal_transactions WHERE kind = 'earning' AND created_at >= :from AND created_at < :to", { from: sqlDate(db, from), to: sqlDate(db, to) });
      expect(Number(row?.n), `earnings in ${year}`).toBeGreaterThan(10);
    }
  });

  it('agrees with the ledger to the cent for every rider and both years, and the report adds up to the statements', async () => {
    for (const year of years) {
      const { from, to } = yearSpan(year);
      const [moved, before, after] = await Promise.all([sums(from, to), sums(null, from), sums(null, to)]);
      const report = (await asAdmin(`/api/admin/aggregates/year-end?year=${year}`)).body as YearEndReport;
      const riders = [...new Set([...moved.keys(), ...[...before].filter(([, v]) => v.total !== 0 || v.owed !== 0).map(([k]) => k)].map((key) => key.split('|')[0]!))];
      expect(riders.length, `riders with money in ${year}`).toBeGreaterThan(10);
      // The report has a row for each rider and currency with money, and nobody else.
      expect(new Set(report.rows.map((r) => r.riderId))).toEqual(new Set(riders));

      const totals = new Map<string, { prizeCashCents: number; withheldCents: number; cashedOutCents: number; redeemedCents: number; owedCents: number; netCents: number; riders: number }>();
      let lines = 0;
      for (const riderId of riders) {
        const res = await asAdmin(`/api/admin/statement/${year}.json?riderId=${encodeURIComponent(riderId)}`);
        expect(res.status).toBe(200);
        const statement = res.body as YearStatement;
        lines += statement.lines.length;
        for (const c of statement.currencies) {
          const key = `${riderId}|${c.currency}`;
          const sum = statement.lines.filter((line) => line.currency === c.currency).reduce((total, line) => total + line.amountCents, 0);
          expect(sum, `${key} ${year}: the lines`).toBe(moved.get(key)?.total ?? 0);
          expect(c.opening.balanceCents, `${key} ${year}: opening`).toBe(before.get(key)?.total ?? 0);
          expect(c.closing.balanceCents, `${key} ${year}: closing`).toBe(after.get(key)?.total ?? 0);
          expect(c.closing.owedCents, `${key} ${year}: owed`).toBe(after.get(key)?.owed ?? 0);
          expect(c.opening.balanceCents + sum).toBe(c.closing.balanceCents);
          const total = totals.get(c.currency) ?? { prizeCashCents: 0, withheldCents: 0, cashedOutCents: 0, redeemedCents: 0, owedCents: 0, netCents: 0, riders: 0 };
          total.prizeCashCents += c.prizeCashCents;
          total.withheldCents += c.withheldCents;
          total.cashedOutCents -= c.cashedOutCents;
          total.redeemedCents -= c.redeemedCents;
          total.owedCents += c.closing.owedCents;
          total.netCents += c.netCents;
          total.riders += 1;
          totals.set(c.currency, total);
        }
      }
      expect(lines, `lines in ${year}`).toBeGreaterThan(20);
      expect(report.totals.length).toBeGreaterThan(0);
      for (const total of report.totals) expect(total, `${year} ${total.currency}`).toMatchObject(totals.get(total.currency)!);
      // The report's names come from identity, asked now.
      expect(report.rows.filter((row) => row.name === '')).toEqual([]);
      // The statement's cash-outs and redemptions are the programme's provider and dealers legs of the riders' transactions.
      const [programme] = await rowsOf<{ settled: unknown }>(
        db,
        `SELECT SUM(p.amount_cents) AS settled FROM postings p JOIN accounts a ON a.id = p.account_id JOIN journal_transactions j ON j.id = p.transaction_id
          WHERE a.purpose = 'provider' AND j.kind = 'settle' AND p.created_at >= :from AND p.created_at < :to AND p.currency = 'USD'`,
        { from: sqlDate(db, from), to: sqlDate(db, to) },
      );
      expect(totals.get('USD')?.cashedOutCents ?? 0, `${year} USD cash-outs`).toBe(Number(programme?.settled ?? 0));
    }
  });

  it('lists a demo rider’s closed years on their wallet and writes them as PDF and CSV', async () => {
    const { body } = await asAdmin('/api/admin/statements?riderId=rider-seed-01');
    const listed = (body as StatementYears).years.map((y) => y.year);
    expect(listed).toContain(thisYear - 1);
    expect(listed).not.toContain(thisYear);
    const rider = await identityHeader({ sub: 'rider-seed-01', typ: 'rider' }, SECRET);
    const pdf = await request(payoutsUrl).get(`/api/rider/statement/${thisYear - 1}.pdf`).set(...rider).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await request(payoutsUrl).get(`/api/rider/statement/${thisYear - 1}.csv`).set(...rider).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n').length).toBeGreaterThan(4);
  });
});
