import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemAnswerSchema, redemptionListSchema, tillCreditSchema } from '@rr/contracts';
import { reconcile } from '../src/domain/ledger.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/**
 * The dealer till through HTTP: find awards, redeem (PIN, idempotency, never more than the credit,
 * never negative, exact to the cent), the lists with their filters, totals and CSV, and the administrator's refund.
 * On MariaDB (TEST_MYSQL_URL) the concurrency cases run against InnoDB's row locks; on SQLite writers are serialised.
 */
let service: TestService;
const rider = (id: string) => ({ riderId: id, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [] });

beforeAll(async () => {
  service = await startTestService('till');
  for (const id of ['r-till', 'r-race', 'r-twin', 'r-refund', 'r-list', 'r-cad', 'r-uuid-dealer']) service.riderFacts.riders.set(id, rider(id));
});
afterAll(() => service.close());

const redeemBody = (over: Record<string, unknown> = {}) => ({ riderId: 'r-till', amountCents: 1_000, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID(), ...over });

async function balance(riderId: string): Promise<number> {
  const res = await service.request.get(`/api/dealer/awards/${riderId}`).set(...(await as('dealer', 'd-1')));
  return tillCreditSchema.parse(res.body).availableCents;
}

describe('find awards', () => {
  it('lists the credit and bonus lots with money left, soonest expiry first, and their total', async () => {
    await aWallet(service.db, 'r-till', 'USD', [
      { type: 'credit', cents: 5_000, expiresInDays: 90 },
      { type: 'bonus', cents: 2_500, expiresInDays: 30 },
      { type: 'cash', cents: 9_999 },
      { type: 'credit', cents: 1_000, expiresInDays: -1 },
    ]);
    const res = await service.request.get('/api/dealer/awards/r-till').set(...(await as('dealer', 'd-1')));
    expect(res.status).toBe(200);
    const credit = tillCreditSchema.parse(res.body);
    expect(credit.availableCents).toBe(7_500);
    expect(credit.lots.map((lot) => [lot.type, lot.currentCents])).toEqual([
      ['bonus', 2_500],
      ['credit', 5_000],
    ]);
  });

  it('is the dealer’s: a rider or an administrator is refused', async () => {
    expect((await service.request.get('/api/dealer/awards/r-till').set(...(await as('rider', 'r-till')))).status).toBe(403);
    expect((await service.request.get('/api/dealer/awards/r-till').set(...(await as('admin')))).status).toBe(403);
  });
});

describe('redeem', () => {
  it('spends the soonest-expiring lot first, answers a receipt with a base-36 code and writes one journal transaction', async () => {
    const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody({ amountCents: 3_000 }));
    expect(res.status).toBe(201);
    const answer = redeemAnswerSchema.parse(res.body);
    expect(answer.redemption).toMatchObject({ riderId: 'r-till', riderName: 'Rider r-till', dealerId: 'd-1', dealerName: 'Dealer d-1', employeeName: 'Sam', amountCents: 3_000, currency: 'USD', idChecked: true, refundedAt: null });
    expect(answer.redemption.code).toMatch(/^[0-9A-Z]{6}$/);
    expect(answer.remainingCents).toBe(4_500);
    const lots = await service.db.models.Lot.findAll({ where: { type: ['credit', 'bonus'] }, order: [['expiresAt', 'ASC']] });
    const left = Object.fromEntries(lots.filter((lot) => lot.currentCents > 0 || lot.status === 'spent').map((lot) => [lot.type, [lot.currentCents, lot.status]]));
    expect(left.bonus).toEqual([0, 'spent']);
    expect(left.credit).toEqual([4_500, 'current']);
    expect(await service.db.models.JournalTransaction.count({ where: { kind: 'redemption', riderId: 'r-till' } })).toBe(1);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('refuses more than the credit with 409 CREDIT_TOO_LOW, and changes nothing', async () => {
    const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody({ amountCents: 4_501 }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CREDIT_TOO_LOW');
    expect(await balance('r-till')).toBe(4_500);
  });

  it('passes identity’s refusal of a wrong PIN on, redeems nothing, and lets the same key go through with the right PIN', async () => {
    const body = redeemBody({ pin: '9999' });
    const wrong = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'PIN_WRONG', details: { attemptsLeft: 4 } });
    expect(await balance('r-till')).toBe(4_500);
    const right = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send({ ...body, pin: '1234' });
    expect(right.status).toBe(201);
    expect(await balance('r-till')).toBe(3_500);
  });

  it('answers field errors for a missing ID check, a bad PIN format, a zero amount and no employee', async () => {
    const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody({ idChecked: false, pin: '12a4', amountCents: 0, employeeName: ' ' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.details).sort()).toEqual(['amountCents', 'employeeName', 'idChecked', 'pin']);
    expect(res.body.details.idChecked).toMatchObject({ id: 'validation.idCheck.required', message: "Confirm that you checked the rider's ID" });
  });

  it('refuses another currency than the credit’s with 409 CREDIT_CURRENCY', async () => {
    const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(redeemBody({ currency: 'CAD' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CREDIT_CURRENCY', details: { currency: 'USD' } });
  });

  it('a key sent again answers the first answer; with other details it is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const body = redeemBody({ amountCents: 500 });
    const first = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body);
    const again = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send({ ...body, amountCents: 600 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance('r-till')).toBe(3_000);
  });

  it('100 concurrent $10 redemptions against $500 of credit: exactly 50 succeed and the balance ends at 0', async () => {
    await aWallet(service.db, 'r-race', 'USD', [
      { type: 'credit', cents: 20_000, expiresInDays: 60 },
      { type: 'credit', cents: 25_000, expiresInDays: 120 },
      { type: 'bonus', cents: 5_000, expiresInDays: 10 },
    ]);
    const headers = await as('dealer', 'd-1');
    const answers = await Promise.all(Array.from({ length: 100 }, () => service.request.post('/api/dealer/redeem').set(...headers).send(redeemBody({ riderId: 'r-race', amountCents: 1_000 }))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === 'CREDIT_TOO_LOW')).toBe(true);
    expect(await balance('r-race')).toBe(0);
    const lots = await service.db.models.Lot.findAll({ where: { type: ['credit', 'bonus'] } });
    expect(lots.every((lot) => lot.currentCents >= 0)).toBe(true);
    const codes = answers.filter((res) => res.status === 201).map((res) => res.body.redemption.code);
    expect(new Set(codes).size).toBe(50);
    expect(await reconcile(service.db)).toEqual([]);
  }, 60_000);

  it('the same key sent 20 times at once: one redemption, 20 identical answers', async () => {
    await aWallet(service.db, 'r-twin', 'USD', [{ type: 'credit', cents: 10_000, expiresInDays: 60 }]);
    const headers = await as('dealer', 'd-1');
    const body = redeemBody({ riderId: 'r-twin', amountCents: 2_500 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => service.request.post('/api/dealer/redeem').set(...headers).send(body)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    expect(await service.db.models.CreditRedemption.count({ where: { riderId: 'r-twin' } })).toBe(1);
    expect(await balance('r-twin')).toBe(7_500);
  }, 60_000);

  it('keys are per dealer: another dealer’s same key is another redemption', async () => {
    const body = redeemBody({ riderId: 'r-twin', amountCents: 100 });
    expect((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-1'))).send(body)).status).toBe(201);
    expect((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-2'))).send(body)).status).toBe(201);
    expect(await balance('r-twin')).toBe(7_300);
  });

  it('a dealer whose id is a full UUID (every dealer staff create) redeems, and owes into an account of its own', async () => {
    await aWallet(service.db, 'r-uuid-dealer', 'USD', [{ type: 'credit', cents: 1_000, expiresInDays: 90 }]);
    const dealerId = randomUUID();
    const res = await service.request.post('/api/dealer/redeem').set(...(await as('dealer', dealerId))).send(redeemBody({ riderId: 'r-uuid-dealer', amountCents: 300 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balance('r-uuid-dealer')).toBe(700);
    const account = await service.db.models.Account.findOne({ where: { holder: `dealer:${dealerId}`, purpose: 'dealers' } });
    expect(account?.balanceCents).toBe(300);
    expect(await reconcile(service.db)).toEqual([]);
  });
});

describe('lists, totals and export', () => {
  beforeAll(async () => {
    await aWallet(service.db, 'r-list', 'USD', [{ type: 'credit', cents: 50_000, expiresInDays: 400 }]);
    const d3 = await as('dealer', 'd-3');
    for (const cents of [1_000, 2_000, 3_000]) await service.request.post('/api/dealer/redeem').set(...d3).send(redeemBody({ riderId: 'r-list', amountCents: cents, employeeName: '=HYPERLINK("x")' }));
    // One of last year.
    const row = await service.db.models.CreditRedemption.findOne({ where: { dealerId: 'd-3', amountCents: 1_000 } });
    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 6, 1));
    await row!.update({ createdAt: lastYear });
  });

  it('a dealer reads only their own, newest first, with filtered totals and calendar-year totals', async () => {
    const res = await service.request.get('/api/dealer/credit-redemptions').set(...(await as('dealer', 'd-3')));
    expect(res.status).toBe(200);
    const list = redemptionListSchema.parse(res.body);
    expect(list.redemptions.map((r) => r.amountCents)).toEqual([3_000, 2_000, 1_000]);
    expect(list.redemptions.every((r) => r.dealerId === 'd-3')).toBe(true);
    expect(list.totals).toEqual([{ currency: 'USD', count: 3, amountCents: 6_000 }]);
    expect(list.periods.thisYear).toEqual([{ currency: 'USD', count: 2, amountCents: 5_000 }]);
    expect(list.periods.lastYear).toEqual([{ currency: 'USD', count: 1, amountCents: 1_000 }]);
    expect(list.periods.lifetime).toEqual([{ currency: 'USD', count: 3, amountCents: 6_000 }]);
    expect(list.distinctCountry).toEqual(['US']);
  });

  it('filters by dates (inclusive), country and rider name from the query; a bad date is a 400', async () => {
    const year = new Date().getUTCFullYear();
    const headers = await as('dealer', 'd-3');
    const after = redemptionListSchema.parse((await service.request.get(`/api/dealer/credit-redemptions?afterDate=${year}-01-01`).set(...headers)).body);
    expect(after.redemptions).toHaveLength(2);
    const before = redemptionListSchema.parse((await service.request.get(`/api/dealer/credit-redemptions?beforeDate=${year - 1}-07-01`).set(...headers)).body);
    expect(before.redemptions.map((r) => r.amountCents)).toEqual([1_000]);
    expect(redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions?riderName=r-lis').set(...headers)).body).redemptions).toHaveLength(3);
    expect(redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions?riderName=nobody').set(...headers)).body).redemptions).toHaveLength(0);
    expect(redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions?country=CA').set(...headers)).body).redemptions).toHaveLength(0);
    expect((await service.request.get('/api/dealer/credit-redemptions?afterDate=2024-02-30').set(...headers)).status).toBe(400);
  });

  it('another dealer sees none of them; a dealer’s dealerId filter cannot widen the scope; staff see all and filter by dealer', async () => {
    const other = redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions?dealerId=d-3').set(...(await as('dealer', 'd-9')))).body);
    expect(other.redemptions).toHaveLength(0);
    const staff = redemptionListSchema.parse((await service.request.get('/api/admin/credit-redemptions?dealerId=d-3').set(...(await as('admin')))).body);
    expect(staff.redemptions).toHaveLength(3);
    const byName = redemptionListSchema.parse((await service.request.get('/api/admin/credit-redemptions?dealerName=Dealer%20d-3').set(...(await as('admin')))).body);
    expect(byName.redemptions).toHaveLength(3);
  });

  it('exports CSV with every filtered row, amounts in units, and formulas neutralised', async () => {
    const res = await service.request.get('/api/dealer/credit-redemptions/export').set(...(await as('dealer', 'd-3')));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="redemptions-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    // A dealer identity knows no zone for reads the programme's clock (spec §5), named in the header.
    expect(lines[0]).toBe(
      "Date (America/Los_Angeles),Code,Rider,Rider country,Dealer,Dealer country,Employee,Amount (rider's credit currency),Rider's credit currency,Credit from,ID checked,Refunded (America/Los_Angeles),Refunded by",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',"\'=HYPERLINK(""x"")",30.00,USD,');
  });

  it('writes a dealer’s times on its own clock, the zone named in the header; the programme team’s export is in UTC', async () => {
    await aWallet(service.db, 'r-toronto', 'USD', [{ type: 'credit', cents: 10_000, expiresInDays: 400 }]);
    service.riderFacts.riders.set('r-toronto', rider('r-toronto'));
    service.riderFacts.dealerTimeZones.set('d-toronto', 'America/Toronto');
    const made = redeemAnswerSchema.parse(
      (await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-toronto'))).send(redeemBody({ riderId: 'r-toronto', amountCents: 2_550 }))).body,
    );
    // Made at 11:20 UTC on a winter day: 06:20 in Toronto (EST, UTC−5).
    await service.db.models.CreditRedemption.update({ createdAt: new Date('2026-01-15T11:20:00.000Z') }, { where: { id: made.redemption._id } });

    const res = await service.request.get('/api/dealer/credit-redemptions/export').set(...(await as('dealer', 'd-toronto')));
    expect(res.status).toBe(200);
    const [header, row, ...rest] = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rest).toEqual([]);
    expect(header?.split(',')[0]).toBe('Date (America/Toronto)');
    expect(header?.split(',')[11]).toBe('Refunded (America/Toronto)');
    expect(row?.split(',')).toEqual(['2026-01-15 06:20:00', made.redemption.code, 'Rider r-toronto', 'US', 'Dealer d-toronto', 'US', 'Sam', '25.50', 'USD', '', 'yes', '', '']);

    const staff = await service.request.get('/api/admin/credit-redemptions/export?dealerId=d-toronto').set(...(await as('admin')));
    const [staffHeader, staffRow] = staff.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(staffHeader?.split(',')[0]).toBe('Date (UTC)');
    expect(staffRow?.split(',')[0]).toBe('2026-01-15 11:20:00');
  });

  it('writes the headers and the yes / no cells in the asked locale, the time zone still named; English (and an unknown locale) as before', async () => {
    await aWallet(service.db, 'r-de', 'USD', [{ type: 'credit', cents: 10_000, expiresInDays: 400 }]);
    service.riderFacts.riders.set('r-de', rider('r-de'));
    service.riderFacts.dealerTimeZones.set('d-berlin', 'Europe/Berlin');
    const made = redeemAnswerSchema.parse((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-berlin'))).send(redeemBody({ riderId: 'r-de', amountCents: 1_250 }))).body);
    const unchecked = redeemAnswerSchema.parse((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-berlin'))).send(redeemBody({ riderId: 'r-de', amountCents: 500 }))).body);
    // The till asks for the ID now; a redemption kept from before it did reads "no".
    await service.db.models.CreditRedemption.update({ idChecked: false }, { where: { id: unchecked.redemption._id } });
    const csvOf = async (query: string) => {
      const res = await service.request.get(`/api/dealer/credit-redemptions/export${query}`).set(...(await as('dealer', 'd-berlin')));
      expect(res.status).toBe(200);
      expect(res.text.startsWith('\uFEFF')).toBe(true);
      expect(res.text.endsWith('\r\n')).toBe(true);
      const [header, ...rows] = res.text.slice(1).trim().split('\r\n');
      const idChecked = Object.fromEntries(rows.map((row) => [row.split(',')[1], row.split(',')[10]]));
      return { header, idChecked };
    };

    const german = await csvOf('?locale=de');
    expect(german.header).toBe(
      'Datum (Europe/Berlin),Code,Fahrer,Land des Fahrers,Händler,Land des Händlers,Mitarbeiter,Betrag (Guthabenwährung des Fahrers),Guthabenwährung des Fahrers,Guthaben aus,Ausweis geprüft,Erstattet (Europe/Berlin),Erstattet von',
    );
    expect(german.idChecked).toEqual({ [made.redemption.code]: 'ja', [unchecked.redemption.code]: 'nein' });

    const english = "Date (Europe/Berlin),Code,Rider,Rider country,Dealer,Dealer country,Employee,Amount (rider's credit currency),Rider's credit currency,Credit from,ID checked,Refunded (Europe/Berlin),Refunded by";
    for (const query of ['', '?locale=en', '?locale=xx']) {
      const plain = await csvOf(query);
      expect(plain.header).toBe(english);
      expect(plain.idChecked).toEqual({ [made.redemption.code]: 'yes', [unchecked.redemption.code]: 'no' });
    }

    // The refunds' export and the programme team's read the locale the same way.
    const staff = await service.request.get('/api/admin/revoked-redemptions/export?dealerId=d-berlin&locale=fr').set(...(await as('admin')));
    expect(staff.status).toBe(200);
    expect(staff.text.slice(1).split('\r\n')[0]?.split(',').slice(0, 3)).toEqual(['Date (UTC)', 'Code', 'Pilote']);
  });

  it('filters a dealer’s history by the days of its own clock: a redemption late on the 14th in Toronto is the 15th in UTC', async () => {
    await aWallet(service.db, 'r-late', 'USD', [{ type: 'credit', cents: 10_000, expiresInDays: 400 }]);
    service.riderFacts.riders.set('r-late', rider('r-late'));
    service.riderFacts.dealerTimeZones.set('d-late', 'America/Toronto');
    const made = redeemAnswerSchema.parse((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-late'))).send(redeemBody({ riderId: 'r-late', amountCents: 1_000 }))).body);
    // 03:30 UTC on 15 January is 22:30 on 14 January in Toronto (UTC−5).
    await service.db.models.CreditRedemption.update({ createdAt: new Date('2026-01-15T03:30:00.000Z') }, { where: { id: made.redemption._id } });
    const codesOn = async (day: string, who: 'dealer' | 'admin') => {
      const path = `/api/${who}/credit-redemptions?afterDate=${day}&beforeDate=${day}${who === 'admin' ? '&dealerId=d-late' : ''}`;
      const res = await service.request.get(path).set(...(await as(who, who === 'dealer' ? 'd-late' : 'admin-1')));
      expect(res.status).toBe(200);
      return redemptionListSchema.parse(res.body).redemptions.map((r) => r.code);
    };
    expect(await codesOn('2026-01-14', 'dealer')).toEqual([made.redemption.code]);
    expect(await codesOn('2026-01-15', 'dealer')).toEqual([]);
    // The programme team reads every dealer's days in UTC, as its export writes them.
    expect(await codesOn('2026-01-15', 'admin')).toEqual([made.redemption.code]);
    expect(await codesOn('2026-01-14', 'admin')).toEqual([]);
    const dealerCsv = await service.request.get('/api/dealer/credit-redemptions/export?afterDate=2026-01-14&beforeDate=2026-01-14').set(...(await as('dealer', 'd-late')));
    expect(dealerCsv.text.replace(/^\uFEFF/, '').trim().split('\r\n')[1]?.split(',')[0]).toBe('2026-01-14 22:30:00');
  });
});

describe('refund (the administrator’s)', () => {
  it('gives the credit back to its lots, keeps the redemption as revoked with who and when, and is idempotent', async () => {
    await aWallet(service.db, 'r-refund', 'USD', [{ type: 'credit', cents: 4_000, expiresInDays: 60 }]);
    const made = redeemAnswerSchema.parse((await service.request.post('/api/dealer/redeem').set(...(await as('dealer', 'd-4'))).send(redeemBody({ riderId: 'r-refund', amountCents: 4_000 }))).body);
    expect(await balance('r-refund')).toBe(0);

    expect((await service.request.delete(`/api/dealer/credit-redemption/${made.redemption._id}`).set(...(await as('dealer', 'd-4')))).status).toBe(403);
    const res = await service.request.delete(`/api/admin/credit-redemption/${made.redemption._id}`).set(...(await as('admin', 'admin-1')));
    expect(res.status).toBe(200);
    expect(res.body.redemption).toMatchObject({ _id: made.redemption._id, code: made.redemption.code, refundedByName: 'Admin admin-1' });
    expect(res.body.redemption.refundedAt).toBeTruthy();
    expect(await balance('r-refund')).toBe(4_000);

    const again = await service.request.delete(`/api/admin/credit-redemption/${made.redemption._id}`).set(...(await as('admin', 'admin-1')));
    expect(again.body).toEqual(res.body);
    expect(await balance('r-refund')).toBe(4_000);
    expect(await service.db.models.JournalTransaction.count({ where: { kind: 'refund', reversesId: made.redemption._id } })).toBe(1);

    const active = redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions').set(...(await as('dealer', 'd-4')))).body);
    expect(active.redemptions).toHaveLength(0);
    const revoked = redemptionListSchema.parse((await service.request.get('/api/dealer/revoked-redemptions').set(...(await as('dealer', 'd-4')))).body);
    expect(revoked.redemptions.map((r) => r._id)).toEqual([made.redemption._id]);
    // The rider's wallet shows the redemption and its refund.
    const wallet = await service.request.get('/api/rider/credit-redemptions?period=lifetime').set(...(await as('rider', 'r-refund')));
    expect(wallet.body.redemptions).toEqual([expect.objectContaining({ _id: made.redemption._id, amountCents: 4_000, refundedCents: 4_000, code: made.redemption.code, dealerName: 'Dealer d-4' })]);
    expect(await reconcile(service.db)).toEqual([]);
  });

  it('an unknown redemption is 404', async () => {
    expect((await service.request.delete('/api/admin/credit-redemption/nope').set(...(await as('admin')))).status).toBe(404);
  });
});

describe('closed accounts', () => {
  it('answers a rider who is not active (deactivated, or unknown to identity) exactly like an id that never existed', async () => {
    await aWallet(service.db, 'r-closed', 'USD', [{ type: 'credit', cents: 4_000, expiresInDays: 90 }]);
    service.riderFacts.riders.set('r-closed', { ...rider('r-closed'), active: false });
    const closed = await service.request.get('/api/dealer/awards/r-closed').set(...(await as('dealer', 'd-1')));
    const never = await service.request.get(`/api/dealer/awards/${randomUUID()}`).set(...(await as('dealer', 'd-1')));
    const tooLong = await service.request.get(`/api/dealer/awards/${'x'.repeat(80)}`).set(...(await as('dealer', 'd-1')));
    expect(closed.status).toBe(404);
    expect([closed.body, tooLong.body]).toEqual([never.body, never.body]);
  });
});
