import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedSheet, formulaCells } from '@rr/server-kit/testing';
import { aBike, anAdmin, aRider, aVin } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** The rider VIN report, its filters, totals and exports. */
describe('rider VIN report', () => {
  let service: TestService;
  let adminId: string;
  const vins = { ada: aVin(), ada2: aVin(), bob: aVin(), cleo: aVin() };
  beforeAll(async () => {
    service = await startTestService('vin_report');
    adminId = await anAdmin(service.db);
    const { db, outbox } = service;
    await aRider(db, outbox, {
      id: 'rider-ada',
      profile: { firstName: 'Ada', lastName: 'Lovelace', country: 'US', state: 'CA' },
      bikes: [aBike({ vin: vins.ada, model: 'MX 450F', year: 2024, valid: 'verified', validReason: 'matched' }), aBike({ vin: vins.ada2, model: 'EX 300', year: 2023, valid: 'invalid', validReason: 'notAccepted' })],
    });
    await aRider(db, outbox, { id: 'rider-bob', profile: { firstName: 'Bob', lastName: 'Brown', country: 'CA', state: 'ON' }, bikes: [aBike({ vin: vins.bob, model: 'MX 450F', year: 2025, valid: 'unverified' })] });
    // A name a spreadsheet would run as a formula.
    await aRider(db, outbox, { id: 'rider-cleo', profile: { firstName: '=HYPERLINK("http://x")', lastName: 'Cole', country: 'US', state: 'TX' }, bikes: [aBike({ vin: vins.cleo, model: 'SM 690', year: 2024, valid: 'verified', validReason: 'matched' })] });
    await aRider(db, outbox, { id: 'rider-nobike', profile: { firstName: 'Nora', lastName: 'None' }, bikes: [] });
  });
  afterAll(() => service.close());

  const report = async (query = '') => service.request.get(`/api/vin-report${query}`).set(...(await as('admin', adminId)));

  it('lists one row per bike with the rider, status, reason, model and year, and the totals by status', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, total: 4 });
    expect(res.body.totals).toEqual({ verified: 2, invalid: 1, unverified: 1 });
    // By rider name: Brown, Cole, Lovelace ×2.
    expect(res.body.rows.map((row: { riderName: string }) => row.riderName)).toEqual(['Bob Brown', '=HYPERLINK("http://x") Cole', 'Ada Lovelace', 'Ada Lovelace']);
    expect(res.body.rows.find((row: { vin: string }) => row.vin === vins.ada2)).toMatchObject({
      riderId: 'rider-ada',
      email: 'rider-ada@test.example.com',
      country: 'US',
      model: 'EX 300',
      year: 2023,
      valid: 'invalid',
      reason: 'notAccepted',
      deActivated: false,
    });
    expect(res.body.models).toEqual(['EX 300', 'MX 450F', 'SM 690']);
    expect(res.body.years).toEqual([2025, 2024, 2023]);
    expect(res.body.countries).toEqual(['CA', 'US']);
  });

  it('filters by status, model, year, country and a search; the totals leave the status filter out', async () => {
    const verified = await report('?status=verified');
    expect(verified.body.rows.map((row: { vin: string }) => row.vin).sort()).toEqual([vins.ada, vins.cleo].sort());
    expect(verified.body.pagination.total).toBe(2);
    expect(verified.body.totals).toEqual({ verified: 2, invalid: 1, unverified: 1 });
    expect((await report('?model=MX%20450F')).body.pagination.total).toBe(2);
    expect((await report('?year=2023')).body.rows.map((row: { vin: string }) => row.vin)).toEqual([vins.ada2]);
    const canada = await report('?country=ca');
    expect(canada.body.rows.map((row: { riderId: string }) => row.riderId)).toEqual(['rider-bob']);
    expect(canada.body.totals).toEqual({ verified: 0, invalid: 0, unverified: 1 });
    expect((await report('?query=lovel')).body.pagination.total).toBe(2);
    expect((await report(`?query=${vins.bob.slice(4, 12).toLowerCase()}`)).body.rows.map((row: { riderId: string }) => row.riderId)).toEqual(['rider-bob']);
    expect((await report('?query=100%25')).body.pagination.total).toBe(0);
    expect((await report('?status=lost')).status).toBe(400);
  });

  it('sorts and pages', async () => {
    const byYear = await report('?sort=-year&limit=2');
    expect(byYear.body.rows.map((row: { year: number }) => row.year)).toEqual([2025, 2024]);
    expect(byYear.body.pagination).toMatchObject({ limit: 2, pages: 2 });
    const page2 = await report('?sort=-year&limit=2&page=2');
    expect(page2.body.rows.map((row: { year: number }) => row.year)).toEqual([2024, 2023]);
  });

  it('exports the filtered rows as CSV, formulas neutralised, every page', async () => {
    const res = await report('?format=csv&limit=1&country=US');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rider-vin-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.text.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Rider,Email,Country,Pro,Account,Make,Model,Year,VIN,Status,Reason,Added (UTC)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\) Cole",/);
    expect(lines.find((line) => line.includes(vins.ada2))).toContain(',no,active,');
    expect(lines.find((line) => line.includes(vins.ada2))).toContain(',Invalid VIN,Not a model the programme accepts,');
  });

  it('exports in the locale asked for: headers, status and reason texts; an unknown locale is English', async () => {
    const res = await report('?format=csv&query=lovelace&sort=year&locale=fr');
    expect(res.status).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Pilote,Courriel,Pays,Pro,Compte,Marque,Modèle,Année,VIN,Statut,Motif,Ajoutée (UTC)');
    expect(lines[1]).toContain(`,non,actif,Apex,EX 300,2023,${vins.ada2},VIN non valide,Modèle non accepté par le programme,`);
    const unknown = await report('?format=csv&query=lovelace&locale=xx');
    expect(unknown.status).toBe(200);
    expect(unknown.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Rider,Email,Country,Pro,Account,Make,Model,Year,VIN,Status,Reason,Added (UTC)');
  });

  it('exports XLSX: a header row, one row per bike, formulas neutralised', async () => {
    const sheet = await downloadedSheet(service.request.get('/api/vin-report?format=xlsx&status=verified').set(...(await as('admin', adminId))));
    expect(sheet.name).toBe('Rider VIN report');
    expect(sheet.getRow(1).getCell(1).value).toBe('Rider');
    expect(sheet.actualRowCount).toBe(3);
    const names = [sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value];
    expect(names).toContain(`'=HYPERLINK("http://x") Cole`);
    expect(sheet.getRow(2).getCell(8).value).toBe(2024);
    // No cell is a formula.
    expect(formulaCells(sheet)).toEqual([]);
  });
});
