import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppMetrics } from '@rr/server-kit';
import { measurePayouts } from '../src/data-access/payouts-metrics.js';
import { award } from '../src/domain/money.js';
import { measuredProvider } from '../src/provider/measured-provider.js';
import type { PaymentProvider } from '../src/provider/payment-provider.js';
import { startTestService, type TestService } from './helpers.js';

const value = async (text: Promise<string>, series: string) => Number((await text).split('\n').find((l) => l.startsWith(series))?.split(' ').pop());

describe('payouts metrics: postings, cash held for cash-outs in flight, provider errors', () => {
  let service: TestService;
  const metrics = createAppMetrics('payouts', { processMetrics: false });
  const answers: Array<'ok' | 'retry' | 'rejected'> = [];
  const fake: PaymentProvider = {
    createOrder: async () => {
      const kind = answers.shift() ?? 'ok';
      return kind === 'ok' ? { kind, value: { id: 'o1', rewardId: 'r1', status: 'EXECUTED' } as never } : { kind, reason: 'test' };
    },
    findOrder: async () => ({ kind: 'ok', value: null }),
    rewardLink: async () => ({ kind: 'retry', reason: 'HTTP 503' }),
    orderOf: async () => ({ kind: 'ok', value: null }),
  };
  let provider: PaymentProvider;
  const scrape = () => metrics.registry.metrics();

  beforeAll(async () => {
    service = await startTestService('payouts_metrics');
    measurePayouts(service.db, metrics);
    provider = measuredProvider(fake, metrics);
  });
  afterAll(() => service.close());

  it('counts the postings of committed transactions only, by journal kind', async () => {
    await service.db.sequelize.transaction((transaction) => award(service.db, { riderId: 'r-metrics', type: 'cash', amountCents: 5_000, currency: 'USD', sourceKey: `t:${randomUUID()}` }, transaction));
    await service.db.sequelize
      .transaction(async (transaction) => {
        await award(service.db, { riderId: 'r-metrics', type: 'cash', amountCents: 7_000, currency: 'USD', sourceKey: `t:${randomUUID()}` }, transaction);
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    expect(await value(scrape(), 'ledger_postings_total{kind="earning"')).toBe(2);
  });

  it('says the cash held for cash-outs still in flight, per currency', async () => {
    await service.db.models.Cashout.create({ id: randomUUID(), riderId: 'r-metrics', amountCents: 2_500, currency: 'USD', method: 'bank', status: 'processing', holdId: randomUUID(), previousBalanceCents: 5_000, newBalanceCents: 2_500, nextAttemptAt: new Date() });
    await service.db.models.Cashout.create({ id: randomUUID(), riderId: 'r-metrics', amountCents: 9_999, currency: 'USD', method: 'bank', status: 'paid', holdId: randomUUID(), previousBalanceCents: 5_000, newBalanceCents: 0, nextAttemptAt: new Date() });

    expect(await value(scrape(), 'payouts_cashouts_in_flight{currency="USD"')).toBe(1);
    expect(await value(scrape(), 'payouts_cash_held_cents{currency="USD"')).toBe(2_500);
  });

  it("counts the provider's calls, and its retries and refusals as errors", async () => {
    answers.push('ok', 'retry', 'rejected');
    for (let i = 0; i < 3; i += 1) await provider.createOrder({ externalId: `c${i}`, amountCents: 100, currency: 'USD', method: 'bank', recipientName: 'x' });
    await provider.rewardLink('r1');

    expect(await value(scrape(), 'payment_provider_requests_total{operation="createOrder"')).toBe(3);
    expect(await value(scrape(), 'payment_provider_errors_total{operation="createOrder",kind="retry"')).toBe(1);
    expect(await value(scrape(), 'payment_provider_errors_total{operation="createOrder",kind="rejected"')).toBe(1);
    expect(await value(scrape(), 'payment_provider_errors_total{operation="rewardLink",kind="retry"')).toBe(1);
  });
});
