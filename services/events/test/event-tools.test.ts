import ExcelJS from 'exceljs';
import { resolvedLineSchema, type ResultsPublished } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, anEventBody, day, promoterSeasons } from './factories.js';
import { anonymous, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/** The event tools: events, payout tables, result uploads with a preview, rider matching, and results.published. */

const RIDERS = [
  { id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', amaNumber: 'AMA-1001', hometown: 'Perris, CA', vins: ['1HD1KB4197Y123456'] },
  { id: 'r-ben', firstName: 'Ben', lastName: 'Hur', email: 'ben@example.com', amaNumber: 'AMA-2002', hometown: 'Corona, CA' },
  { id: 'r-cy', firstName: 'Cy', lastName: 'Young', email: 'cy@example.com', hometown: 'Temecula, CA' },
  // Two riders share a name and a town: a line with only that name is an exception with both as candidates.
  { id: 'r-dan1', firstName: 'Dan', lastName: 'Smith', email: 'dan1@example.com', hometown: 'Riverside, CA' },
  { id: 'r-dan2', firstName: 'Dan', lastName: 'Smith', email: 'dan2@example.com', hometown: 'Riverside, CA' },
];

const MYLAPS = [
  'Pos,No.,Name,Class,Laps,Total Tm,Status',
  '1,11,Ada Lovelace,Pro Open,12,20:01.3,',
  '2,22,Ben Hur,Pro Open,12,20:05.9,',
  '3,33,Cy Young,Pro Open,11,20:30.1,',
  '4,44,Dan Smith,Pro Open,11,20:40.0,',
  '5,55,Zed Nobody,Pro Open,10,21:00.0,',
  'DNF,66,Eve Quit,Pro Open,4,,DNF',
  '1,7,Ben Hur,250 Amateur,10,18:00.0,',
].join('\n');

describe('event tools', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('event_tools', { riders: RIDERS });
    // A promoter enters events in the seasons they are approved for.
    await promoterSeasons(service.db, 'p-one', [2030]);
  });
  afterAll(() => service.close());

  const body = anEventBody({ venueWebsite: 'https://perris.example.com' });

  it('a promoter creates their own event; another promoter cannot create under their id; bad input writes nothing', async () => {
    const created = await service.request.post('/api/promoter/p-one/events').set(...(await as('promoter', 'p-one'))).send(body);
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({ title: 'Perris Spring MX', promoterId: 'p-one', currency: 'USD', resultsVersion: 0 });
    expect(created.body.deadline).toMatchObject({ dueDate: '2030-04-12', resultsSet: false, late: false });

    const other = await service.request.post('/api/promoter/p-one/events').set(...(await as('promoter', 'p-two'))).send(body);
    expect(other.status).toBe(403);

    const before = await service.db.models.Event.count();
    const bad = await service.request
      .post('/api/promoter/p-one/events')
      .set(...(await as('promoter', 'p-one')))
      .send({ ...body, endDate: '2030-04-01', zipcode: 'ABC', venueWebsite: 'ftp://x', type: 'ballet' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect(bad.body.details).toMatchObject({
      endDate: { id: 'validation.date.order' },
      zipcode: { id: 'validation.zipcode.invalid' },
      venueWebsite: { id: 'validation.url.invalid' },
      type: { id: 'validation.choice.invalid' },
    });
    expect(await service.db.models.Event.count()).toBe(before);
  });

  it('a promoter lists only their own events (inactive ones too) with each deadline and open exceptions, and their series', async () => {
    const past = await anEvent(service.db, { promoterId: 'p-list', title: 'Last month', startDate: day(-30), active: false });
    await anEvent(service.db, { promoterId: 'p-list', title: 'Next week', startDate: day(7) });
    await anEvent(service.db, { promoterId: 'p-someone-else', title: 'Not mine' });
    await aSeries(service.db, { promoterId: 'p-list', name: 'My Series' });
    const res = await service.request.get('/api/promoter/p-list/events').set(...(await as('promoter', 'p-list')));
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(['Next week', 'Last month']);
    expect(res.body.events.find((e: { _id: string }) => e._id === past.id)).toMatchObject({ active: false, results: 0, exceptions: 0, deadline: { resultsSet: false, late: true, daysLeft: -23 } });
    const series = await service.request.get('/api/promoter/p-list/series').set(...(await as('promoter', 'p-list')));
    expect(series.body.series.map((s: { name: string }) => s.name)).toEqual(['My Series']);
    expect((await service.request.get('/api/promoter/p-list/events').set(...(await as('promoter', 'p-other')))).status).toBe(403);
  });

  it('a promoter cannot put their event in another promoter’s series', async () => {
    const series = await aSeries(service.db, { promoterId: 'p-two' });
    const res = await service.request.post('/api/promoter/p-one/events').set(...(await as('promoter', 'p-one'))).send({ ...body, seriesId: series.id });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SERIES_OF_OTHER_PROMOTER');
  });

  it('staff create an event for a promoter, duplicate it with its payout table, and delete it', async () => {
    const created = await service.request.post('/api/admin/events').set(...(await as('admin'))).send({ ...body, promoterId: 'p-three' });
    expect(created.status).toBe(201);
    const id = created.body.event._id as string;
    const classes = await service.request
      .put(`/api/event/${id}/classes`)
      .set(...(await as('admin')))
      .send({ classes: [{ name: 'Pro', payoutType: 'cash', places: [50_000, 25_000] }, { name: 'Kids', payoutType: 'noPayout', places: [] }] });
    expect(classes.status).toBe(200);
    expect(classes.body.event.contingencyAmount).toBe(75_000);

    const copy = await service.request.post(`/api/admin/event/${id}/duplicate`).set(...(await as('admin')));
    expect(copy.status).toBe(201);
    expect(copy.body.event).toMatchObject({ title: 'Perris Spring MX (copy)', startDate: '2030-04-11', active: false, promoterId: 'p-three', contingencyAmount: 75_000 });
    expect(copy.body.classes.map((c: { name: string; places: number[] }) => [c.name, c.places])).toEqual([
      ['Pro', [50_000, 25_000]],
      ['Kids', []],
    ]);
    expect(copy.body.results).toEqual([]);

    const removed = await service.request.delete(`/api/admin/event/${copy.body.event._id}`).set(...(await as('admin')));
    expect(removed.status).toBe(204);
    expect(await service.db.models.Event.findByPk(copy.body.event._id)).toBeNull();
    expect(await service.db.models.EventClass.count({ where: { eventId: copy.body.event._id } })).toBe(0);
  });

  it('classes from CSV: a preview first with each bad cell named, then one commit; committing again writes nothing', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one' });
    const promoter = await as('promoter', 'p-one');
    const bad = await service.request
      .post(`/api/event/${event.id}/upload-class`)
      .set(...promoter)
      .attach('file', Buffer.from('Class,Payout Type,1,2,3\nPro Open,cash,$500,300,200\n'), 'classes.csv');
    expect(bad.status).toBe(200);
    expect(bad.body.import.summary.errors).toBe(1);
    expect(bad.body.import.rows[0].errors).toEqual([{ id: 'validation.import.notNumber', values: { value: '$500' }, column: 'C' }]);
    const refused = await service.request.post(`/api/event/${event.id}/imports/${bad.body.import._id}/commit`).set(...promoter).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IMPORT_HAS_ERRORS');
    expect(await service.db.models.EventClass.count({ where: { eventId: event.id } })).toBe(0);

    const csv = 'Class,Payout Type,Start Group,1,2,3,4,5\nPro Open,cash,A,500,300,200,100,50.50\n250 Amateur,dealer credit,B,150,100,75\nPee Wee,no payout,,\n';
    const preview = await service.request.post(`/api/event/${event.id}/upload-class`).set(...promoter).attach('file', Buffer.from(csv), 'classes.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.import).toMatchObject({ kind: 'classes', format: 'csv', status: 'previewed', summary: { rows: 3, errors: 0 } });
    expect(preview.body.import.rows[0].values).toMatchObject({ name: 'Pro Open', payoutType: 'cash', startGroup: 'A', places: [50_000, 30_000, 20_000, 10_000, 5_050], total: 115_050 });
    expect(await service.db.models.EventClass.count({ where: { eventId: event.id } })).toBe(0);

    const commit = () => service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    const [first, second] = await Promise.all([commit(), commit()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.import.status).toBe('committed');
    const classes = await service.db.models.EventClass.findAll({ where: { eventId: event.id }, order: [['position', 'ASC']] });
    expect(classes.map((c) => [c.name, c.payoutType, c.startGroup])).toEqual([
      ['Pro Open', 'cash', 'A'],
      ['250 Amateur', 'dealerCredit', 'B'],
      ['Pee Wee', 'noPayout', null],
    ]);
    // The finder's contingency column follows the payout table: cash and dealer credit count, no payout does not.
    expect((await service.db.models.Event.findByPk(event.id))!.contingencyCents).toBe(115_050 + 32_500);
    const again = await service.request.post(`/api/event/${event.id}/upload-class`).set(...promoter).attach('file', Buffer.from(csv), 'again.csv');
    expect(again.body.import).toMatchObject({ _id: preview.body.import._id, status: 'committed' });
    expect(await service.db.models.EventClass.count({ where: { eventId: event.id } })).toBe(3);
  });

  it('a file imported before and replaced since is imported again: A, a corrected B, then A again puts A’s results back', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', startDate: day(-3), classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000] }] });
    const promoter = await as('promoter', 'p-one');
    const upload = (csv: string, name: string) => service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from(csv), name);
    const commit = (id: string) => service.request.post(`/api/event/${event.id}/imports/${id}/commit`).set(...promoter).send({});
    const winner = async () => (await service.db.models.Result.findOne({ where: { eventId: event.id, place: 1 } }))?.riderName;
    const fileA = ['Pos,No.,Name,Class', '1,11,Ada Lovelace,Pro Open', '2,22,Ben Hur,Pro Open'].join('\n');
    const fileB = ['Pos,No.,Name,Class', '1,22,Ben Hur,Pro Open', '2,11,Ada Lovelace,Pro Open'].join('\n');

    const first = (await upload(fileA, 'finish.csv')).body.import;
    expect((await commit(first._id)).status).toBe(200);
    const corrected = (await upload(fileB, 'finish-corrected.csv')).body.import;
    expect((await commit(corrected._id)).status).toBe(200);
    expect(await winner()).toBe('Ben Hur');

    // Back to the first file: a new import against the results as they are now, which its commit replaces.
    const back = (await upload(fileA, 'finish.csv')).body.import;
    expect(back._id).not.toBe(first._id);
    expect(back.status).not.toBe('committed');
    expect(back.summary).toMatchObject({ rows: 2, errors: 0 });
    expect((await commit(back._id)).status).toBe(200);
    expect(await winner()).toBe('Ada Lovelace');

    // The event holds that file's results now: the same file again is that committed import, and nothing is written.
    const again = (await upload(fileA, 'finish (1).csv')).body.import;
    expect(again).toMatchObject({ _id: back._id, status: 'committed' });
    expect((await outboxPayloads<ResultsPublished>(service, 'results.published', event.id)).map((m) => m.version)).toEqual([1, 2, 3]);
  });

  it('a MyLaps export: recognised by its header, every line matched or listed as an exception, committed whole and published', async () => {
    const event = await anEvent(service.db, {
      promoterId: 'p-one',
      startDate: day(-3),
      classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000, 10_000, 5_000] }],
    });
    const promoter = await as('promoter', 'p-one');
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from(MYLAPS), 'orbits.csv');
    expect(preview.status).toBe(200);
    const { import: imported } = preview.body;
    expect(imported).toMatchObject({ format: 'mylaps', summary: { rows: 7, errors: 0, matched: 4, exceptions: 3, newClasses: ['250 Amateur'] } });
    const byName = Object.fromEntries(imported.rows.map((row: { values: { riderName: string; className: string } }) => [`${row.values.riderName}/${row.values.className}`, row]));
    expect(byName['Ada Lovelace/Pro Open'].match).toMatchObject({ status: 'matched', method: 'name', rider: { _id: 'r-ada' } });
    expect(byName['Dan Smith/Pro Open'].match).toMatchObject({ status: 'ambiguous', candidates: [{ _id: 'r-dan1' }, { _id: 'r-dan2' }] });
    expect(byName['Zed Nobody/Pro Open'].match).toMatchObject({ status: 'unmatched', rider: null });
    expect(byName['Eve Quit/Pro Open'].values).toMatchObject({ status: 'DNF', place: 6, laps: 4 });
    expect(byName['Ben Hur/250 Amateur'].warnings).toEqual([{ id: 'validation.import.classUnknown', values: { className: '250 Amateur' } }]);
    expect(await service.db.models.Result.count({ where: { eventId: event.id } })).toBe(0);

    const commit = await service.request.post(`/api/event/${event.id}/imports/${imported._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(200);
    const results = await service.db.models.Result.findAll({ where: { eventId: event.id }, order: [['place', 'ASC']] });
    expect(results).toHaveLength(7);
    const ada = results.find((r) => r.riderName === 'Ada Lovelace')!;
    expect(ada).toMatchObject({ riderId: 'r-ada', matchStatus: 'matched', payoutCents: 50_000, eligibility: 'eligible', number: '11', laps: 12 });
    const zed = results.find((r) => r.riderName === 'Zed Nobody')!;
    expect(zed).toMatchObject({ riderId: null, matchStatus: 'unmatched', payoutCents: 0, eligibility: 'notRegistered' });
    expect(results.find((r) => r.riderName === 'Eve Quit')).toMatchObject({ status: 'DNF', payoutCents: 0, eligibility: 'didNotFinish' });
    expect(await service.db.models.EventClass.findOne({ where: { eventId: event.id, name: '250 Amateur' } })).toMatchObject({ payoutType: 'noPayout' });

    const published = await outboxPayloads<ResultsPublished>(service, 'results.published', event.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ version: 1, promoterId: 'p-one', currency: 'USD', country: 'US', type: 'motocross' });
    expect(published[0]!.lines).toHaveLength(7);
    expect(published[0]!.lines.find((l: { riderName: string }) => l.riderName === 'Ada Lovelace')).toMatchObject({
      riderId: 'r-ada',
      place: 1,
      placeAmount: 50_000,
      status: 'finished',
      payoutType: 'cash',
      bikeVin: null,
      matchStatus: 'matched',
    });

    // The same file again: the same, committed import; nothing new is written or published.
    const again = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from(MYLAPS), 'orbits (1).csv');
    expect(again.body.import).toMatchObject({ _id: imported._id, status: 'committed' });
    expect(await service.db.models.Result.count({ where: { eventId: event.id } })).toBe(7);
    expect((await outboxPayloads<ResultsPublished>(service, 'results.published', event.id))).toHaveLength(1);

    // An exception resolved by hand: the line is the picked rider's, paid its place, and published again.
    const dan = results.find((r) => r.riderName === 'Dan Smith')!;
    const resolved = await service.request.put(`/api/event/${event.id}/result/${dan.id}/match`).set(...promoter).send({ riderId: 'r-dan2' });
    expect(resolved.status).toBe(200);
    // The answer is the line alone, as the event tools show it, with the version the decision published.
    expect(resolved.body).toMatchObject({ result: { _id: dan.id, className: expect.any(String), match: { status: 'matched', method: 'manual', rider: { _id: 'r-dan2' } }, payout: 10_000 }, resultsVersion: 2 });
    expect(resolvedLineSchema.safeParse(resolved.body).success).toBe(true);
    const notRider = await service.request.put(`/api/event/${event.id}/result/${zed.id}/match`).set(...promoter).send({ notRider: true });
    expect(notRider.body).toMatchObject({ result: { _id: zed.id, match: { status: 'notRider' } }, resultsVersion: 3 });
    const versions = (await outboxPayloads<ResultsPublished>(service, 'results.published', event.id)).map((m) => m.version);
    expect(versions).toEqual([1, 2, 3]);

    // Deleting the results publishes an empty set.
    const deleted = await service.request.delete(`/api/event/${event.id}/result`).set(...promoter);
    expect(deleted.body).toEqual({ deleted: 7 });
    const last = (await outboxPayloads<ResultsPublished>(service, 'results.published', event.id)).at(-1);
    expect(last).toMatchObject({ version: 4, lines: [] });
  });

  it('the formatted workbook: class blocks separated by empty rows, on the first sheet', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Vet 40+', places: [10_000] }, { name: 'Women', places: [10_000, 5_000] }] });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRows([['Vet 40+'], [1, '40', 'Ben Hur', 'Corona, CA', 'Apex 450'], [2, '41', 'Cy Young', 'Temecula'], [], ['Women'], [1, '9', 'Ada Lovelace', 'Perris, CA', '', 'ada@example.com']]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await service.request
      .post(`/api/event/${event.id}/upload-all-formatted-class-result`)
      .set(...(await as('promoter', 'p-one')))
      .attach('file', bytes, 'results.txt');
    expect(res.status).toBe(200);
    expect(res.body.import).toMatchObject({ format: 'xlsx', summary: { rows: 3, errors: 0, matched: 3 } });
    expect(res.body.import.rows.map((r: { row: number; values: { className: string; place: number } }) => [r.row, r.values.className, r.values.place])).toEqual([
      [2, 'Vet 40+', 1],
      [3, 'Vet 40+', 2],
      [6, 'Women', 1],
    ]);
    expect(res.body.import.rows[2].match).toMatchObject({ method: 'email', rider: { _id: 'r-ada' } });
  });

  it('motos, heats and the LCQ: a formatted sheet’s headings name each race, committed and published with it; a line typed in keeps its race', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', type: 'motocross', classes: [{ name: '450 Pro', places: [300, 200] }] });
    const promoter = await as('promoter', 'p-one');
    const sheet = ['450 Pro - Moto 1', '1,12,Ada Lovelace', '2,14,Ben Hur', 'Moto 2', '1,14,Ben Hur', '2,12,Ada Lovelace', '', '450 Pro - Overall', '1,12,Ada Lovelace', '2,14,Ben Hur'].join('\n');
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-formatted-class-result`).set(...promoter).attach('file', Buffer.from(sheet), 'motos.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.import.summary).toMatchObject({ rows: 6, errors: 0 });
    expect(preview.body.import.rows.map((r: { values: { resultType: string | null; place: number } }) => [r.values.resultType, r.values.place])).toEqual([
      ['moto1', 1],
      ['moto1', 2],
      ['moto2', 1],
      ['moto2', 2],
      ['overall', 1],
      ['overall', 2],
    ]);
    expect((await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({})).status).toBe(200);
    const stored = await service.db.models.Result.findAll({ where: { eventId: event.id }, order: [['resultType', 'ASC'], ['place', 'ASC']] });
    expect(stored.map((r) => [r.resultType, r.place, r.riderName])).toEqual([
      ['moto1', 1, 'Ada Lovelace'],
      ['moto1', 2, 'Ben Hur'],
      ['moto2', 1, 'Ben Hur'],
      ['moto2', 2, 'Ada Lovelace'],
      ['overall', 1, 'Ada Lovelace'],
      ['overall', 2, 'Ben Hur'],
    ]);
    const published = (await outboxPayloads<ResultsPublished>(service, 'results.published', event.id)).at(-1)!;
    expect(published.lines.map((l: { resultType: string }) => l.resultType).sort()).toEqual(['moto1', 'moto1', 'moto2', 'moto2', 'overall', 'overall']);

    // An LCQ line typed in, then corrected: it stays the LCQ's.
    const classId = stored[0]!.classId;
    const added = await service.request.put(`/api/event/${event.id}/result`).set(...promoter).send({ classId, place: 1, resultType: 'lcq', riderName: 'Cy Young' });
    expect(added.status).toBe(200);
    const lcq = await service.db.models.Result.findOne({ where: { eventId: event.id, riderName: 'Cy Young' } });
    expect(lcq!.resultType).toBe('lcq');
    await service.request.put(`/api/event/${event.id}/result`).set(...promoter).send({ _id: lcq!.id, classId, place: 1, resultType: 'lcq', riderName: 'Cy Young Jr' });
    expect((await lcq!.reload()).resultType).toBe('lcq');
    const bad = await service.request.put(`/api/event/${event.id}/result`).set(...promoter).send({ classId, place: 1, resultType: 'qualifying', riderName: 'Dee' });
    expect(bad.status).toBe(400);
  });

  it('broken, foreign and oversized files are refused with a translated code and nothing is kept', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro', places: [100] }] });
    const promoter = await as('promoter', 'p-one');
    const before = await service.db.models.ResultImport.count();
    const upload = (bytes: Buffer, name: string) => service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', bytes, name);

    const broken = await upload(Buffer.from('Pro,1,7,Ada\nPro,2,"8,Ben\n'), 'broken.csv');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'UPLOAD_BROKEN', details: { row: expect.any(Number), column: expect.stringMatching(/^[A-Z]+$/) } });

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await upload(png, 'results.csv')).body.code).toBe('UPLOAD_TYPE');
    expect((await upload(Buffer.from('PK\u0003\u0004garbage-not-a-workbook'), 'r.xlsx')).body.code).toMatch(/UPLOAD_(UNREADABLE|TYPE)/);
    expect((await upload(Buffer.from('\n\n'), 'empty.csv')).body.code).toBe('UPLOAD_EMPTY');
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'huge.csv');
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('UPLOAD_TOO_LARGE');
    const none = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).field('x', 'y');
    expect(none.body.code).toBe('UPLOAD_MISSING');

    expect(await service.db.models.ResultImport.count()).toBe(before);
    expect(await service.db.models.Result.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('another promoter gets 403 or 404 and never data; riders and visitors cannot use the tools', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro', places: [100] }] });
    const other = await as('promoter', 'p-two');
    expect((await service.request.get(`/api/event/${event.id}/manage`).set(...other)).status).toBe(404);
    expect((await service.request.get(`/api/event/${event.id}/manage`).set(...(await anonymous()))).status).toBe(403);
    expect((await service.request.get(`/api/event/${event.id}/manage`).set(...(await as('rider', 'r-ada')))).status).toBe(403);
    expect((await service.request.get(`/api/event/${event.id}/rider-search?q=ada`).set(...other)).status).toBe(404);
    expect((await service.request.put(`/api/event/${event.id}`).set(...other).send(body)).status).toBe(403);
    expect((await service.request.put(`/api/event/${event.id}/classes`).set(...other).send({ classes: [] })).status).toBe(403);
    expect((await service.request.delete(`/api/event/${event.id}/result`).set(...other)).status).toBe(403);
    const upload = await service.request.post(`/api/event/${event.id}/upload-class`).set(...other).attach('file', Buffer.from('Class,1\nPro,1\n'), 'c.csv');
    expect(upload.status).toBe(403);
    expect((await service.request.post('/api/admin/events').set(...other).send(body)).status).toBe(403);
    const mine = await service.request.get(`/api/event/${event.id}/manage`).set(...(await as('promoter', 'p-one')));
    expect(mine.status).toBe(200);
    expect(mine.body.classes).toHaveLength(1);
  });

  it('a typed-in result is matched like an uploaded one; a class with results cannot be removed', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro', places: [40_000, 20_000] }] });
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: event.id } }))!.id;
    const promoter = await as('promoter', 'p-one');
    const saved = await service.request.put(`/api/event/${event.id}/result`).set(...promoter).send({ classId, place: 2, riderName: 'Someone', amaNumber: 'AMA-2002' });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({ place: 2, payout: 20_000, match: { status: 'matched', method: 'ama', rider: { _id: 'r-ben', name: 'Ben Hur' } } });
    const invalid = await service.request.put(`/api/event/${event.id}/result`).set(...promoter).send({ classId, place: 0, riderName: '' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.details)).toEqual(expect.arrayContaining(['place', 'riderName']));
    const removeClass = await service.request.put(`/api/event/${event.id}/classes`).set(...promoter).send({ classes: [] });
    expect(removeClass.status).toBe(409);
    expect(removeClass.body).toMatchObject({ code: 'CLASS_HAS_RESULTS', details: { className: 'Pro' } });
  });

  it('staff upload a series’ events from a sheet with a header row; rows with problems block the commit', async () => {
    const series = await aSeries(service.db, { promoterId: 'p-four', currency: 'CAD', country: 'CA', state: 'ON' });
    const admin = await as('admin');
    const csv = [
      'Title,Type,Start Date,End Date,Venue,Website,City,State,Zip,Country',
      'Round 1,motocross,2030-05-02,2030-05-03,Walton Raceway,https://walton.example.com,Walton,ON,N0G 2V0,CA',
      'Round 2,Flat Track,6/7/2030,,Barrie Speedway,,Barrie,ON,L4N 8Y2,',
    ].join('\n');
    const preview = await service.request.post(`/api/admin/serie/${series.id}/upload-events`).set(...admin).attach('file', Buffer.from(csv), 'rounds.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.import.summary).toMatchObject({ rows: 2, errors: 0 });
    const commit = await service.request.post(`/api/admin/serie/${series.id}/imports/${preview.body.import._id}/commit`).set(...admin).send({});
    expect(commit.status).toBe(200);
    const events = await service.db.models.Event.findAll({ where: { seriesId: series.id }, order: [['startDate', 'ASC']] });
    expect(events.map((e) => [e.title, e.type, e.startDate, e.endDate, e.currency, e.promoterId, e.country])).toEqual([
      ['Round 1', 'motocross', '2030-05-02', '2030-05-03', 'CAD', 'p-four', 'CA'],
      ['Round 2', 'flat', '2030-06-07', '2030-06-07', 'CAD', 'p-four', 'CA'],
    ]);

    const bad = await service.request
      .post(`/api/admin/serie/${series.id}/upload-events`)
      .set(...admin)
      .attach('file', Buffer.from('Title,Type,Start Date,City,State,Zip,Country\n,motocross,2030-13-01,Walton,ZZ,N0G 2V0,CA\n'), 'bad.csv');
    expect(bad.body.import.rows[0].errors).toEqual(
      expect.arrayContaining([
        { id: 'validation.required', column: 'A' },
        { id: 'validation.date.invalid', column: 'C' },
        { id: 'validation.state.invalid', column: 'E' },
      ]),
    );
    const promoterTry = await service.request.post(`/api/admin/serie/${series.id}/upload-events`).set(...(await as('promoter', 'p-four'))).attach('file', Buffer.from(csv), 'r.csv');
    expect(promoterTry.status).toBe(403);
  });
});
