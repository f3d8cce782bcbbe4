import type { Sequelize, Transaction } from 'sequelize';
import { Counter, Gauge, type AppMetrics } from '@rr/server-kit/metrics';
import type { PayoutsDb } from './database.js';

// The money's own figures for Prometheus (docs/operations.md "Metrics"): postings written (their rate is postings per
// minute) and cash held for cash-outs still in flight. The payment provider's calls and errors are measured where
// the provider is (provider/measured-provider.ts).

const postingCounters = new WeakMap<Sequelize, Counter<'kind'>>();

/** Counts `count` postings of a journal `kind` once `transaction` commits (nothing for one rolled back). */
export function countPostings(db: PayoutsDb, kind: string, count: number, transaction: Transaction): void {
  const counter = postingCounters.get(db.sequelize);
  if (counter && count > 0) transaction.afterCommit(() => counter.inc({ kind }, count));
}

/** Registers the ledger's and the cash-outs' figures in the service's registry (the provider's: measured-provider.ts). */
export function measurePayouts(db: PayoutsDb, metrics: AppMetrics): void {
  postingCounters.set(
    db.sequelize,
    new Counter({ name: 'ledger_postings_total', help: 'Ledger postings written (committed), by journal kind.', labelNames: ['kind'], registers: [metrics.registry] }),
  );
  // Both gauges are read from one query per scrape: the registry collects them at the same time, and the second
  // waits for the query the first started.
  let inFlight: Promise<Array<{ currency: string; n: number | string; cents: number | string }>> | null = null;
  const cashoutsInFlight = () =>
    (inFlight ??= (
      db.models.Cashout.findAll({
        where: { status: 'processing' },
        attributes: ['currency', [db.sequelize.fn('COUNT', db.sequelize.col('id')), 'n'], [db.sequelize.fn('SUM', db.sequelize.col('amount_cents')), 'cents']],
        group: ['currency'],
        raw: true,
      }) as unknown as Promise<Array<{ currency: string; n: number | string; cents: number | string }>>
    ).finally(() => {
      inFlight = null;
    }));
  new Gauge({
    name: 'payouts_cashouts_in_flight',
    help: 'Cash-outs whose money is held while the provider has not answered for good, by currency (count).',
    labelNames: ['currency'],
    registers: [metrics.registry],
    async collect() {
      const rows = await cashoutsInFlight();
      this.reset();
      for (const row of rows) this.set({ currency: row.currency }, Number(row.n));
    },
  });
  new Gauge({
    name: 'payouts_cash_held_cents',
    help: 'Cash held for cash-outs still in flight, by currency (cents).',
    labelNames: ['currency'],
    registers: [metrics.registry],
    async collect() {
      const rows = await cashoutsInFlight();
      this.reset();
      for (const row of rows) this.set({ currency: row.currency }, Number(row.cents));
    },
  });
}
