import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit, yearCodeOf } from '@rr/contracts';
import { seedIdentity } from '../src/seed/seeder.js';
import { bikeStatusFor, VERIFY_BATCH, verifyBikes } from '../src/domain/vin-patterns.js';
import { aBike, anAdmin, aRegistration, aRider } from './factories.js';
import { as, asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** A VIN of a test make (WMI `4TT`: North-American numbering, so the check digit applies). */
const vinOf = (model: string, year: number, serial: number) => withCheckDigit(`4TT${model}0${yearCodeOf(year)}A${String(serial).padStart(6, '0')}`);

/** The VIN check, the accepted makes, and the programme team's VIN patterns. */
describe('VIN patterns', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('vin_patterns');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const admin = () => as('admin', adminId);
  const csvFile = (text: string) => Buffer.from(text, 'utf8');
  const importFile = async (bytes: Buffer, name = 'patterns.csv', dryRun = false) =>
    service.request
      .post(`/api/vin-patterns/import${dryRun ? '?dryRun=1' : ''}`)
      .set(...(await admin()))
      .attach('file', bytes, name);
  const patternRows = () => rowsOf(service.db, 'SELECT pattern, make, model, year, verified FROM vin_patterns ORDER BY pattern, year');
  const auditRows = (action: string) => rowsOf(service.db, 'SELECT action, actor_id, details FROM audit_log WHERE action = ? ORDER BY id', [action]);

  describe('import', () => {
    it('previews a good CSV file with a header (dry run): nothing stored', async () => {
      const res = await importFile(csvFile('Pattern,Model,Year,Verified\n4TTMX450*R,MX 450F,2024,yes\n4TTMX450?S,MX 450F,2025,\n4TTSM690*R,SM 690,2024,no\n'), 'patterns.csv', true);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: true, imported: false, counts: { rows: 3, create: 3, update: 0, unchanged: 0, errors: 0 } });
      expect(res.body.rows[1]).toMatchObject({ row: 3, pattern: '4TTMX450*S', model: 'MX 450F', year: 2025, verified: null, action: 'create', errors: [] });
      // 4TT is no maker of the table: the make is the WMI.
      expect(res.body.rows[0].make).toBe('4TT');
      expect(await patternRows()).toHaveLength(0);
    });

    it('stores the good file, audited; new patterns are unverified unless the file says verified', async () => {
      const res = await importFile(csvFile('Pattern,Model,Year,Verified,Make\n4TTMX450*R,MX 450F,2024,yes,Testa\n4TTMX450?S,MX 450F,2025,,Testa\n4TTSM690*R,SM 690,2024,no,Testa\n'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: false, imported: true, counts: { create: 3, errors: 0 } });
      expect(await patternRows()).toEqual([
        { pattern: '4TTMX450*R', make: 'Testa', model: 'MX 450F', year: 2024, verified: expect.anything() },
        { pattern: '4TTMX450*S', make: 'Testa', model: 'MX 450F', year: 2025, verified: expect.anything() },
        { pattern: '4TTSM690*R', make: 'Testa', model: 'SM 690', year: 2024, verified: expect.anything() },
      ]);
      expect((await patternRows()).map((row) => Boolean(Number(row.verified)))).toEqual([true, false, false]);
      const [entry] = await auditRows('vin.patterns.imported');
      expect(entry).toMatchObject({ actor_id: adminId });
      expect(JSON.parse(String(entry!.details))).toMatchObject({ create: 3 });
    });

    it('a file with bad rows stores nothing and answers each row’s errors (all or nothing)', async () => {
      const before = await patternRows();
      const res = await importFile(csvFile('pattern,model,year\n4TTFT750*R,FT 750,2024\n4TTFT75O*R,FT 750,2024\n,FT 750,2024\n4TTFT750*S,,1850\n4TTFT750*R,FT 750,2024\n4TTFT750*T,FT 750,2026\n'));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('IMPORT_HAS_ERRORS');
      const preview = res.body.details.preview;
      expect(preview.counts).toMatchObject({ rows: 6, errors: 4 });
      expect(preview.rows.map((row: { row: number; errors: string[] }) => [row.row, row.errors])).toEqual([
        [2, []],
        [3, ['patternInvalid']],
        [4, ['patternRequired']],
        [5, ['modelRequired', 'yearInvalid']],
        [6, ['duplicate']],
        [7, []],
      ]);
      expect(preview.rows[4].duplicateOf).toBe(2);
      expect(await patternRows()).toEqual(before);
    });

    it('the same pattern and year again: unchanged, or an update that keeps the verified flag unless the file gives one', async () => {
      const res = await importFile(csvFile('4TTMX450*R,MX 450F,2024,Testa\n4TTMX450*S,MX 450 F,2025,Testa\n'), 'no-header.csv', true);
      expect(res.status).toBe(200);
      expect(res.body.rows.map((row: { action: string }) => row.action)).toEqual(['unchanged', 'update']);
      const stored = await importFile(csvFile('4TTMX450*R,MX 450F,2024,Testa\n4TTMX450*S,MX 450 F,2025,Testa\n'));
      expect(stored.body.counts).toMatchObject({ update: 1, unchanged: 1, create: 0 });
      const rows = await patternRows();
      expect(rows.find((row) => row.pattern === '4TTMX450*S')).toMatchObject({ model: 'MX 450 F' });
      expect(Boolean(Number(rows.find((row) => row.pattern === '4TTMX450*R')!.verified))).toBe(true);
    });

    it('reads the first sheet of an XLSX workbook (numbers as years, a header in any order)', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Patterns');
      sheet.addRow(['Model', 'Model year', 'VIN pattern']);
      sheet.addRow(['EX 300', 2024, '4ttex300*r']);
      sheet.addRow([]);
      sheet.addRow(['EX 300', 2025, '4TTEX300*S']);
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const res = await importFile(bytes, 'patterns.xlsx', true);
      expect(res.status).toBe(200);
      expect(res.body.rows).toMatchObject([
        { row: 2, pattern: '4TTEX300*R', model: 'EX 300', year: 2024, action: 'create' },
        { row: 4, pattern: '4TTEX300*S', model: 'EX 300', year: 2025, action: 'create' },
      ]);
    });

    it('refuses files that are not CSV or XLSX, empty files, and a header without the year column', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
      expect((await importFile(png, 'patterns.csv')).body.code).toBe('UPLOAD_TYPE');
      expect((await importFile(Buffer.alloc(0), 'empty.csv')).body.code).toBe('UPLOAD_EMPTY');
      const noYear = await importFile(csvFile('pattern,model\n4TTAB*,AB\n'));
      expect(noYear.status).toBe(400);
      expect(noYear.body.code).toBe('VIN_IMPORT_COLUMNS');
      const missing = await service.request.post('/api/vin-patterns/import').set(...(await admin())).send({});
      expect(missing.status).toBe(400);
    });
  });

  describe('list, verify, delete', () => {
    it('lists with search by query, model, year and pattern, paged, with the search choices', async () => {
      const all = await service.request.get('/api/vin-patterns').set(...(await admin()));
      expect(all.status).toBe(200);
      expect(all.body.pagination).toMatchObject({ page: 1, total: 3 });
      expect(all.body.models).toEqual(['MX 450 F', 'MX 450F', 'SM 690']);
      expect(all.body.years).toEqual([2025, 2024]);
      const byModel = await service.request.get('/api/vin-patterns?model=SM%20690').set(...(await admin()));
      expect(byModel.body.vinPatterns.map((row: { pattern: string }) => row.pattern)).toEqual(['4TTSM690*R']);
      const byYear = await service.request.get('/api/vin-patterns?year=2025').set(...(await admin()));
      expect(byYear.body.vinPatterns.map((row: { pattern: string }) => row.pattern)).toEqual(['4TTMX450*S']);
      const byPattern = await service.request.get('/api/vin-patterns?pattern=4ttmx450%3F').set(...(await admin()));
      expect(byPattern.body.pagination.total).toBe(2);
      const byQuery = await service.request.get('/api/vin-patterns?query=sm%20').set(...(await admin()));
      expect(byQuery.body.vinPatterns).toHaveLength(1);
      const page2 = await service.request.get('/api/vin-patterns?limit=2&page=2&sort=-year').set(...(await admin()));
      expect(page2.body.vinPatterns.map((row: { year: number }) => row.year)).toEqual([2024]);
      const bad = await service.request.get('/api/vin-patterns?year=abc').set(...(await admin()));
      expect(bad.status).toBe(400);
    });

    it('verifies and unverifies the chosen patterns (audited); the makes offered are those of verified patterns', async () => {
      const list = await service.request.get('/api/vin-patterns?model=SM%20690').set(...(await admin()));
      const id = list.body.vinPatterns[0]._id as string;
      expect((await service.request.get('/api/vin-makes').set(...(await as('anonymous', 'anonymous')))).body.makes).toEqual(['Testa']);
      const verified = await service.request.post('/api/vin-patterns/verify').set(...(await admin())).send({ ids: [id, 'no-such-id'] });
      expect(verified.body).toEqual({ updated: 1 });
      expect((await service.request.post('/api/vin-patterns/verify').set(...(await admin())).send({ ids: [id] })).body).toEqual({ updated: 0 });
      expect(Boolean(Number((await rowsOf(service.db, 'SELECT verified FROM vin_patterns WHERE id = ?', [id]))[0]!.verified))).toBe(true);
      const unverified = await service.request.post('/api/vin-patterns/unverify').set(...(await admin())).send({ ids: [id] });
      expect(unverified.body).toEqual({ updated: 1 });
      expect(await auditRows('vin.patterns.verified')).toHaveLength(1);
      expect(await auditRows('vin.patterns.unverified')).toHaveLength(1);
      expect((await service.request.post('/api/vin-patterns/verify').set(...(await admin())).send({ ids: [] })).status).toBe(400);
    });

    it('deletes one pattern (404 for an unknown id), audited', async () => {
      const list = await service.request.get('/api/vin-patterns?year=2025').set(...(await admin()));
      const id = list.body.vinPatterns[0]._id as string;
      const res = await service.request.delete(`/api/vin-patterns/${id}`).set(...(await admin()));
      expect(res.body).toEqual({ deleted: id });
      expect(await service.db.models.VinPattern.findByPk(id)).toBeNull();
      expect((await service.request.delete(`/api/vin-patterns/${id}`).set(...(await admin()))).status).toBe(404);
      expect(await auditRows('vin.pattern.deleted')).toHaveLength(1);
    });
  });

  describe('VIN check (public)', () => {
    it('explains and matches a VIN for a year, naming the pattern', async () => {
      const vin = vinOf('MX450', 2024, 1);
      const res = await service.request.get(`/api/vin-check?vin=${vin.toLowerCase()}&year=2024`).set(...(await as('anonymous', 'anonymous')));
      expect(res.status).toBe(200);
      expect(res.body.explanation).toMatchObject({ vin, ok: true, modelYear: { year: 2024 } });
      expect(res.body.match).toEqual({ valid: 'verified', reason: 'matched', pattern: { model: 'MX 450F', year: 2024, make: 'Testa' } });
      const otherYear = await service.request.get(`/api/vin-check?vin=${vin}&year=2023`).set(...(await as('rider', 'someone')));
      expect(otherYear.body.match).toMatchObject({ valid: 'invalid', reason: 'yearMismatch' });
      // Without a year the VIN's own model year is used.
      expect((await service.request.get(`/api/vin-check?vin=${vin}`).set(...(await as('anonymous', 'anonymous')))).body.match.valid).toBe('verified');
    });

    it('a wrong check digit, an unaccepted model, a pending pattern and an unknown maker each have their reason', async () => {
      const anon = await as('anonymous', 'anonymous');
      const good = vinOf('MX450', 2024, 2);
      const wrong = `${good.slice(0, 8)}${good.charAt(8) === '1' ? '2' : '1'}${good.slice(9)}`;
      const check = (vin: string, year: number) => service.request.get(`/api/vin-check?vin=${vin}&year=${year}`).set(...anon);
      const bad = await check(wrong, 2024);
      expect(bad.body.match).toMatchObject({ valid: 'invalid', reason: 'checkDigit', pattern: null });
      expect(bad.body.explanation.checkDigit).toMatchObject({ expected: good.charAt(8), ok: false });
      expect((await check(vinOf('ZZ999', 2024, 3), 2024)).body.match).toMatchObject({ valid: 'invalid', reason: 'notAccepted' });
      expect((await check(vinOf('SM690', 2024, 4), 2024)).body.match).toMatchObject({ valid: 'unverified', reason: 'patternUnverified', pattern: { model: 'SM 690' } });
      expect((await check(withCheckDigit('1TSAB1230RA000001'), 2024)).body.match).toMatchObject({ valid: 'unverified', reason: 'newMake' });
      expect((await check('SHORT', 2024)).body.match).toMatchObject({ valid: 'invalid', reason: 'length' });
    });

    it('registration stores the first bike with its status and reason from the patterns', async () => {
      const register = async (vin: string, bikeYear: number) => {
        const res = await service.request.post('/internal/auth/register').set(...(await asService())).send(aRegistration({ vin, bikeYear }));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return (await service.db.models.Bike.findOne({ where: { vin } }))!;
      };
      expect(await register(vinOf('MX450', 2024, 30), 2024)).toMatchObject({ valid: 'verified', validReason: 'matched' });
      expect(await register(vinOf('ZZ888', 2024, 31), 2024)).toMatchObject({ valid: 'invalid', validReason: 'notAccepted' });
    });

    it('bikeStatusFor gives the same answer (what adding a bike stores)', async () => {
      expect(await bikeStatusFor(service.db, { vin: vinOf('MX450', 2024, 5), year: 2024 })).toMatchObject({ valid: 'verified', reason: 'matched' });
      expect(await bikeStatusFor(service.db, { vin: vinOf('MX450', 2024, 5), year: 2022 })).toMatchObject({ valid: 'invalid', reason: 'yearMismatch' });
    });
  });

  describe('verify bikes', () => {
    it('recomputes every bike in batches and counts the status changes by new status, audited', async () => {
      // Four riders, their bikes stored with statuses that the patterns now contradict.
      const outbox = service.outbox;
      const verifiedNow = vinOf('MX450', 2024, 10);
      const invalidNow = vinOf('MX450', 2024, 11);
      await aRider(service.db, outbox, { bikes: [aBike({ vin: verifiedNow, year: 2024, valid: 'unverified' })] });
      await aRider(service.db, outbox, { bikes: [aBike({ vin: invalidNow, year: 2020, valid: 'verified' })] });
      await aRider(service.db, outbox, { bikes: [aBike({ vin: vinOf('SM690', 2024, 12), year: 2024, valid: 'invalid' })] });
      await aRider(service.db, outbox, { bikes: [aBike({ vin: vinOf('MX450', 2024, 13), year: 2024, valid: 'verified', validReason: 'matched' })] });
      const total = await service.db.models.Bike.count();
      const res = await service.request.post('/api/vin-patterns/verify-bikes').set(...(await admin()));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ checked: total, changed: 3, toVerified: 1, toInvalid: 1, toUnverified: 1 });
      const stored = async (vin: string) => (await service.db.models.Bike.findOne({ where: { vin } }))!;
      expect(await stored(verifiedNow)).toMatchObject({ valid: 'verified', validReason: 'matched' });
      expect(await stored(invalidNow)).toMatchObject({ valid: 'invalid', validReason: 'yearMismatch' });
      // Run again: nothing left to change.
      const again = await service.request.post('/api/vin-patterns/verify-bikes').set(...(await admin()));
      expect(again.body).toMatchObject({ checked: total, changed: 0 });
      const entries = await auditRows('vin.bikes.verified');
      expect(JSON.parse(String(entries[0]!.details))).toMatchObject({ changed: 3, toVerified: 1 });
    });

    it('reads the bikes a batch at a time (a small batch gives the same counts)', async () => {
      await service.db.models.Bike.update({ valid: 'unverified', validReason: 'notChecked' }, { where: {} });
      const counts = await verifyBikes({ db: service.db, now: () => new Date() } as never, { sub: adminId, typ: 'admin' } as never, { method: 'POST', path: '/test' }, 2);
      expect(VERIFY_BATCH).toBeGreaterThan(2);
      expect(counts.checked).toBe(await service.db.models.Bike.count());
      expect(counts.changed).toBe(counts.toVerified + counts.toInvalid);
      expect(counts.toVerified).toBeGreaterThanOrEqual(2);
    });
  });

  describe('who may call', () => {
    it('staff only for the patterns and the report; anyone reads the VIN check and the makes', async () => {
      for (const typ of ['rider', 'dealer', 'promoter', 'anonymous'] as const) {
        const caller = await as(typ, typ);
        expect((await service.request.get('/api/vin-patterns').set(...caller)).status).toBe(403);
        expect((await service.request.post('/api/vin-patterns/verify').set(...caller).send({ ids: ['x'] })).status).toBe(403);
        expect((await service.request.post('/api/vin-patterns/unverify').set(...caller).send({ ids: ['x'] })).status).toBe(403);
        expect((await service.request.post('/api/vin-patterns/verify-bikes').set(...caller)).status).toBe(403);
        expect((await service.request.delete('/api/vin-patterns/x').set(...caller)).status).toBe(403);
        expect((await service.request.post('/api/vin-patterns/import').set(...caller).attach('file', csvFile('4TTQQ*,Q,2024\n'), 'x.csv')).status).toBe(403);
        expect((await service.request.get('/api/vin-report').set(...caller)).status).toBe(403);
        expect((await service.request.get('/api/vin-report?format=csv').set(...caller)).status).toBe(403);
        expect((await service.request.get('/api/vin-check?vin=X&year=2024').set(...caller)).status).toBe(200);
        expect((await service.request.get('/api/vin-makes').set(...caller)).status).toBe(200);
      }
      // The check and the makes are read-only.
      expect((await service.request.post('/api/vin-check').set(...(await admin())).send({})).status).toBe(405);
      expect((await service.request.post('/api/vin-makes').set(...(await admin())).send({})).status).toBe(405);
      expect(await service.db.models.VinPattern.count({ where: { model: 'Q' } })).toBe(0);
    });
  });
});

/** The demo seed's patterns agree with the seeded bikes: a bulk verify changes only the bikes registered before any check. */
describe('VIN patterns of the demo seed', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('vin_seed');
    await seedIdentity(service.db, service.outbox);
  });
  afterAll(() => service.close());

  it('keeps every seeded verified and invalid bike as it is, and verifies three of the four unverified ones', async () => {
    const before = await service.db.models.Bike.findAll({ raw: true });
    const adminId = 'admin-demo';
    const res = await service.request.post('/api/vin-patterns/verify-bikes').set(...(await as('admin', adminId)));
    expect(res.body).toEqual({ checked: before.length, changed: 3, toVerified: 3, toInvalid: 0, toUnverified: 0 });
    const after = new Map((await service.db.models.Bike.findAll({ raw: true })).map((bike) => [bike.id, bike]));
    for (const bike of before.filter((b) => b.valid !== 'unverified')) expect(after.get(bike.id)).toMatchObject({ valid: bike.valid, validReason: bike.validReason });
    // Chloe Powell's SM 690 2022: its pattern awaits verification.
    expect(after.get('bike-rider-seed-18-1')).toMatchObject({ valid: 'unverified', validReason: 'patternUnverified' });
    const makes = await service.request.get('/api/vin-makes').set(...(await as('anonymous', 'anonymous')));
    expect(makes.body).toEqual({ makes: ['Apex'] });
  });

  it('seeding again adds no pattern', async () => {
    const count = await service.db.models.VinPattern.count();
    await seedIdentity(service.db, service.outbox);
    expect(await service.db.models.VinPattern.count()).toBe(count);
  });
});

/** A dealer's list of sold VINs in the VIN pattern import (docs/rules.md): the sale days programme rules may read. */
describe('sale days in the VIN pattern import', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('vin_sale_days');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const csvFile = (text: string) => Buffer.from(text, 'utf8');
  const importFile = async (bytes: Buffer, name = 'patterns.csv', dryRun = false) =>
    service.request
      .post(`/api/vin-patterns/import${dryRun ? '?dryRun=1' : ''}`)
      .set(...(await as('admin', adminId)))
      .attach('file', bytes, name);

    it('a dealer’s sale days go with full VINs: the bike registered with one takes its day, now or when it is added later', async () => {
    const sold = vinOf('SX250', 2025, 901);
    const later = vinOf('SX250', 2025, 902);
    const rider = await aRider(service.db, service.outbox, { bikes: [aBike({ vin: sold, year: 2025 })] });
    const refused = await importFile(csvFile(`Pattern,Model,Year,Sold\n4TTSX250*S,SX 250,2025,2025-04-02\n${sold},SX 250,2025,2025-13-40\n`), 'sold.csv', true);
    expect(refused.body.rows.map((r: { errors: string[] }) => r.errors)).toEqual([['saleDateNeedsFullVin'], ['saleDateInvalid']]);
    const res = await importFile(csvFile(`Pattern,Model,Year,Sold\n${sold},SX 250,2025,2025-04-02\n${later},SX 250,2025,2025-05-20\n`));
    expect(res.body).toMatchObject({ imported: true, counts: { create: 2, errors: 0 } });
    expect(res.body.rows[0].saleDate).toBe('2025-04-02');
    const facts = async (riderId: string) => (await service.request.post('/internal/riders/payout-facts').set(...(await as('service', 'payouts'))).send({ riderIds: [riderId] })).body.riders[0];
    expect((await facts(rider)).bikes[0].saleDate).toBe('2025-04-02');
    // A bike registered afterwards with the other VIN takes the dealer's day.
    const added = await service.request.post(`/api/rider/rider/${rider}/bikes`).set(...(await as('rider', rider))).send({ year: 2025, make: 'Testa', model: 'SX 250', vin: later });
    expect([added.status, added.body.bike.saleDate]).toEqual([201, '2025-05-20']);
  });
});
