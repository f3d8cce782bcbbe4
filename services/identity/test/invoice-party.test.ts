import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPromoter, aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Who a Canada invoice names (events → identity): the promoter's organisation and address, nothing else of the account. */
describe('GET /internal/promoters/:id/invoice-party', () => {
  let service: TestService;
  let promoterId: string;
  beforeAll(async () => {
    service = await startTestService('invoice_party');
    promoterId = await aPromoter(service.db, { name: 'Barrie Motocross Club', phone: '7055550100' });
    await service.db.models.Promoter.update(
      { addressLine1: '1 Speedway Road', addressLine2: '  ', city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA' },
      { where: { userId: promoterId } },
    );
    await aRider(service.db, service.outbox, { id: 'r-not-promoter' });
  });
  afterAll(() => service.close());

  const party = async (id: string, caller = as('service', 'events')) => service.request.get(`/internal/promoters/${id}/invoice-party`).set(...(await caller));

  it("answers the organisation's name and postal address, blanks as null, and no contact details", async () => {
    const res = await party(promoterId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      promoter: { _id: promoterId, name: 'Barrie Motocross Club', addressLine1: '1 Speedway Road', addressLine2: null, city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@|7055550100|phone|email/i);
  });

  it('is 404 for an id that is not a promoter, and 403 for anyone but a service', async () => {
    expect((await party('r-not-promoter')).status).toBe(404);
    expect((await party('nobody')).status).toBe(404);
    for (const typ of ['promoter', 'admin', 'anonymous'] as const) expect((await party(promoterId, as(typ, promoterId))).status).toBe(403);
  });
});
