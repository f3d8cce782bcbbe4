import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, downloadedSheet, formulaCells } from '@rr/server-kit/testing';
import { aBike, anAdmin, aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

const HEADERS = [
  'First name',
  'Last name',
  'Email',
  'Email verified',
  'Phone',
  'Second phone',
  'Street address',
  'Apartment, suite or unit',
  'City',
  'State/Province',
  'ZIP or postal code',
  'Country',
  'Pro or amateur',
  'Bikes',
  'Logins',
  'Created (UTC)',
  'Last login (UTC)',
  'Account',
  'Rider ID',
];

/** The Rider Manager's export: every rider the search matches (not a page), in the list's order, every column. */
describe('GET /api/admin/riders/export', () => {
  let service: TestService;
  let adminId: string;
  /** Riders written straight to the tables, so the export has to read well past one page and one batch. */
  const BULK = 10_000;

  beforeAll(async () => {
    service = await startTestService('rider_export');
    adminId = await anAdmin(service.db);
    const { db, outbox } = service;
    await aRider(db, outbox, {
      id: 'rider-ada',
      profile: { firstName: 'Ada', lastName: 'Lovelace', country: 'US', state: 'CA', city: 'Oakland', phone1: '5105550100', phone2: '5105550199', addressLine1: '1 Engine Way', addressLine2: 'Unit 2', zipcode: '94607', pro: true },
      bikes: [aBike(), aBike()],
    });
    await aRider(db, outbox, { id: 'rider-bob', deactivated: true, emailVerified: false, profile: { firstName: 'Bob', lastName: 'Lovelace', country: 'CA', state: 'ON' }, bikes: [] });
    // A name a spreadsheet would run as a formula.
    await aRider(db, outbox, { id: 'rider-cleo', profile: { firstName: '=HYPERLINK("http://x")', lastName: 'Cole', country: 'US', state: 'TX' } });
    await db.models.User.update({ lastLoginAt: new Date('2026-02-03T04:05:06Z'), loginCount: 7 }, { where: { id: 'rider-ada' } });

    const at = new Date('2025-01-01T00:00:00Z');
    const ids = Array.from({ length: BULK }, (_, i) => `bulk-${String(i).padStart(5, '0')}`);
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      await db.models.User.bulkCreate(chunk.map((id) => ({ id, type: 'rider' as const, email: `${id}@bulk.example.com`, passwordHash: null, emailVerified: true, createdAt: at, updatedAt: at })));
      await db.models.Rider.bulkCreate(chunk.map((id) => ({ userId: id, firstName: 'Bulk', lastName: `Rider ${id}`, country: 'US', pro: false })));
    }
  }, 120_000);
  afterAll(() => service.close());

  const exported = async (query: string) => service.request.get(`/api/admin/riders/export${query}`).set(...(await as('admin', adminId)));

  it('writes every rider as CSV with every column, formula-safe, whatever page the list shows', async () => {
    const res = await exported('?format=csv&page=2&limit=15');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="riders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = csvRecords(res.text);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(1 + BULK + 3);
    const byId = new Map(rows.slice(1).map((row) => [row.at(-1)!, row]));
    const created = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    expect(byId.get('rider-ada')).toEqual([
      'Ada', 'Lovelace', 'rider-ada@test.example.com', 'yes', '5105550100', '5105550199', '1 Engine Way', 'Unit 2', 'Oakland', 'CA', '94607', 'US',
      'Pro rider', '2', '7', expect.stringMatching(created), '2026-02-03 04:05:06', 'active', 'rider-ada',
    ]);
    expect(byId.get('rider-bob')).toEqual([
      'Bob', 'Lovelace', 'rider-bob@test.example.com', 'no', '', '', '', '', '', 'ON', '', 'CA', 'Amateur rider', '0', '0', expect.stringMatching(created), '', 'deactivated', 'rider-bob',
    ]);
    expect(byId.get('bulk-09999')).toEqual(['Bulk', 'Rider bulk-09999', 'bulk-09999@bulk.example.com', 'yes', '', '', '', '', '', '', '', 'US', 'Amateur rider', '0', '0', '2025-01-01 00:00:00', '', 'active', 'bulk-09999']);
    // A name a spreadsheet would run is written as text.
    expect(byId.get('rider-cleo')![0]).toBe(`'=HYPERLINK("http://x")`);
    // The list's order (last name, then first name): "Rider bulk-…" come after "Cole" and "Lovelace".
    expect(rows.slice(1, 4).map((row) => row.at(-1))).toEqual(['rider-cleo', 'rider-ada', 'rider-bob']);
    expect(rows.at(-1)!.at(-1)).toBe('bulk-09999');
  }, 60_000);

  it('takes the search and the order of the list, in the caller’s language', async () => {
    const res = await exported('?query=lovelace&sort=-name&format=csv&locale=fr');
    expect(res.status).toBe(200);
    const rows = csvRecords(res.text);
    expect(rows[0]!.slice(0, 4)).toEqual(['Prénom', 'Nom', 'Courriel', 'Courriel vérifié']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Bob', 'Ada']);
    expect(rows[2]!.slice(12, 15)).toEqual([expect.any(String), '2', '7']);
    expect(rows[1]!.slice(-2)).toEqual(['désactivé', 'rider-bob']);
  });

  it('writes XLSX too: a header row and one row per matching rider, no formula', async () => {
    const sheet = await downloadedSheet(service.request.get('/api/admin/riders/export?format=xlsx&query=cole').set(...(await as('admin', adminId))));
    expect(sheet.name).toBe('Riders');
    expect(sheet.actualRowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getRow(2).getCell(14).value).toBe(1);
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('is for administrators only, and refuses an unknown format or order', async () => {
    const dealer = await service.request.get('/api/admin/riders/export?format=csv').set(...(await as('dealer', 'dealer-1')));
    expect(dealer.status).toBe(403);
    expect((await exported('?format=pdf')).status).toBe(400);
    expect((await exported('?sort=password')).status).toBe(400);
  });
});
