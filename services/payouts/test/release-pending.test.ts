import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@rr/server-kit';
import { reconcile } from '../src/domain/ledger.js';
import { releasePendingDocuments } from '../src/domain/release-pending.js';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { aLine, aResultSet } from './results-factories.js';

const VIN = '1HD1KB4197Y000010';

/** A pro's cash earning waits for the driver's licence and W-9, and is posted once they are on file. */
describe('releasing earnings that wait for documents', () => {
  let service: TestService;
  const logger = createLogger('test', 'silent');
  const pro: RiderFacts = { riderId: 'pro1', active: true, pro: true, documentsOnFile: false, nonResidentAlien: false, bikes: [{ vin: VIN, year: 2026, valid: 'verified' }] };
  const lines = () => [
    aLine({ resultId: 'win', riderId: 'pro1', matchStatus: 'matched', place: 1, placeAmount: 20_000, bikeVin: VIN }),
    ...[2, 3, 4, 5, 6].map((place) => aLine({ resultId: `other-${place}`, place })),
  ];
  const publish = (version: number) => service.deliver(aMessage('results.published', aResultSet(lines(), { eventId: 'race', version })));
  const cash = async () => (await service.request.get('/api/rider/wallet').set(...(await as('rider', 'pro1')))).body.wallet?.balances.cash ?? 0;
  const decision = () => service.db.models.PayoutDecision.findOne({ where: { eventId: 'race', decisionKey: 'line:win' } });

  beforeAll(async () => {
    service = await startTestService('release_pending');
    service.riderFacts.riders.set('pro1', { ...pro });
    await publish(1);
  });
  afterAll(() => service.close());

  it('keeps the earning waiting while a document is missing', async () => {
    expect(await decision()).toMatchObject({ outcome: 'pending', reason: 'documentsMissing', amountCents: 20_000, lotId: null });
    expect(await releasePendingDocuments(service.db, service.riderFacts, logger)).toEqual({ riders: 0, released: 0 });
    expect(await cash()).toBe(0);
  });

  it('posts it once both are on file, with the withholding the rider’s standing asks for today', async () => {
    service.riderFacts.riders.set('pro1', { ...pro, documentsOnFile: true, nonResidentAlien: true });
    expect(await releasePendingDocuments(service.db, service.riderFacts, logger)).toEqual({ riders: 1, released: 1 });
    const row = await decision();
    expect(row).toMatchObject({ outcome: 'paid', reason: 'paid', withholdPercent: 30 });
    const lot = await service.db.models.Lot.findByPk(row!.lotId!);
    expect(lot).toMatchObject({ type: 'cash', initialCents: 20_000, eventId: 'race' });
    expect(await cash()).toBe(14_000);
  });

  it('posts nothing more on a second round, nor when the same results come again', async () => {
    expect(await releasePendingDocuments(service.db, service.riderFacts, logger)).toEqual({ riders: 0, released: 0 });
    await publish(2);
    const row = await decision();
    expect(row).toMatchObject({ outcome: 'paid', version: 2 });
    expect(await service.db.models.Lot.count({ where: { eventId: 'race' } })).toBe(1);
    expect(await cash()).toBe(14_000);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('leaves an inactive rider’s earning waiting even with documents', async () => {
    service.riderFacts.riders.set('pro2', { ...pro, riderId: 'pro2', bikes: [{ vin: '1HD1KB4197Y000011', year: 2026, valid: 'verified' }] });
    await service.deliver(
      aMessage(
        'results.published',
        aResultSet([aLine({ resultId: 'w2', riderId: 'pro2', matchStatus: 'matched', place: 1, placeAmount: 5_000, bikeVin: '1HD1KB4197Y000011' }), ...[2, 3, 4, 5].map((place) => aLine({ place }))], { eventId: 'race2', startDate: '2026-08-01', endDate: '2026-08-01' }),
      ),
    );
    service.riderFacts.riders.set('pro2', { ...service.riderFacts.riders.get('pro2')!, documentsOnFile: true, active: false });
    expect(await releasePendingDocuments(service.db, service.riderFacts, logger)).toEqual({ riders: 0, released: 0 });
    expect((await service.db.models.PayoutDecision.findOne({ where: { eventId: 'race2', decisionKey: 'line:w2' } }))!.outcome).toBe('pending');
  });
});
