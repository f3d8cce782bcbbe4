import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPin } from '../src/domain/pin.js';
import { hashSecret } from '../src/domain/secrets.js';
import { aRider, anAdmin } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

describe('PUT /api/rider/rider/:riderId/pin', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pin');
  });
  afterAll(() => service.close());

  const put = async (riderId: string, body: object, caller: [string, string]) => service.request.put(`/api/rider/rider/${riderId}/pin`).set(...caller).send(body);
  const pinHashOf = async (id: string) => (await service.db.models.Rider.findByPk(id))!.pinHash;
  const pinIs = async (id: string, pin: string) => (await verifyPin(service.secrets.pinKey, id, (await pinHashOf(id))!, pin)).matches;

  it('creates the first PIN of the rider, stored as a keyed hash (never the PIN)', async () => {
    const id = await aRider(service.db, service.outbox);

    const res = await put(id, { pin: '4321', confirmPin: '4321' }, await as('rider', id));

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: id, hasPin: true });
    const hash = await pinHashOf(id);
    expect(hash).toMatch(/^hmac-sha256\$[0-9a-f]{64}$/);
    expect(hash).not.toContain('4321');
    expect(await pinIs(id, '4321')).toBe(true);
    expect(await pinIs(id, '4322')).toBe(false);
  });

  it("refuses another rider's PIN, and an administrator's call, with 403", async () => {
    const id = await aRider(service.db, service.outbox);
    const other = await aRider(service.db, service.outbox);
    const admin = await anAdmin(service.db);

    const byOther = await put(id, { pin: '1111', confirmPin: '1111' }, await as('rider', other));
    const byAdmin = await put(id, { pin: '1111', confirmPin: '1111' }, await as('admin', admin));

    expect(byOther.status).toBe(403);
    expect(byOther.body).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do that' });
    expect(byAdmin.status).toBe(403);
    expect(await pinHashOf(id)).toBeNull();
  });

  it('lets an administrator impersonating the rider set it', async () => {
    const id = await aRider(service.db, service.outbox);
    const admin = await anAdmin(service.db);

    const res = await put(id, { pin: '2468', confirmPin: '2468' }, await as('rider', id, admin));

    expect(res.status).toBe(200);
  });

  it('needs the current PIN to change an existing one', async () => {
    const id = await aRider(service.db, service.outbox, { pinHash: await hashSecret('1234') });
    const caller = await as('rider', id);

    const missing = await put(id, { pin: '5678', confirmPin: '5678' }, caller);
    const wrong = await put(id, { pin: '5678', confirmPin: '5678', currentPin: '9999' }, caller);
    const right = await put(id, { pin: '5678', confirmPin: '5678', currentPin: '1234' }, caller);
    const blank = await put(id, { pin: '5678', confirmPin: '5678', currentPin: ' ' }, caller);
    // Left empty: the field is required (not a wrong PIN, and not counted as one).
    for (const empty of [missing, blank]) {
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 'VALIDATION', details: { currentPin: { id: 'validation.required', message: 'Required' } } });
    }
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CURRENT_PIN_WRONG');
    expect(right.status).toBe(200);
    expect(await pinIs(id, '5678')).toBe(true);
  });

  it('validates the PIN with the shared schema', async () => {
    const id = await aRider(service.db, service.outbox);
    const caller = await as('rider', id);

    const format = await put(id, { pin: '12a4', confirmPin: '12a4' }, caller);
    const mismatch = await put(id, { pin: '1234', confirmPin: '1235' }, caller);

    expect(format.body).toMatchObject({ code: 'VALIDATION', details: { pin: { id: 'validation.pin.format' } } });
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION', details: { confirmPin: { id: 'validation.pin.mismatch' } } });
  });

  describe('wrong current PINs are limited like passwords', () => {
    const change = (id: string, caller: [string, string], currentPin: string) => put(id, { pin: '5678', confirmPin: '5678', currentPin }, caller);

    it('answers 400 for 5 wrong PINs in 15 minutes, then 429 even for the right one, until the window ends', async () => {
      const id = await aRider(service.db, service.outbox, { pinHash: await hashSecret('1234') });
      const caller = await as('rider', id);
      for (let i = 0; i < 5; i++) expect((await change(id, caller, '9999')).body.code, `wrong PIN ${i + 1}`).toBe('CURRENT_PIN_WRONG');
      const locked = await change(id, caller, '1234');
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 15 minutes and try again.', details: { minutes: 15 } });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(await pinIs(id, '1234')).toBe(true);
      service.clock.advance(15 * 60_000 + 1000);
      expect((await change(id, caller, '1234')).status).toBe(200);
      expect(await pinIs(id, '5678')).toBe(true);
    });

    it('counts a concurrent burst attempt by attempt: 20 wrong PINs at once are checked at most 5 times', async () => {
      const id = await aRider(service.db, service.outbox, { pinHash: await hashSecret('1234') });
      const caller = await as('rider', id);
      const answers = await Promise.all(Array.from({ length: 20 }, () => change(id, caller, '0000')));
      const wrong = answers.filter((r) => r.body.code === 'CURRENT_PIN_WRONG').length;
      expect(wrong).toBeGreaterThan(0);
      expect(wrong).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - wrong);
    });

    it('clears the count on success and leaves other riders alone', async () => {
      const id = await aRider(service.db, service.outbox, { pinHash: await hashSecret('1234') });
      const other = await aRider(service.db, service.outbox, { pinHash: await hashSecret('4321') });
      const caller = await as('rider', id);
      for (let i = 0; i < 4; i++) await change(id, caller, '9999');
      expect((await change(id, caller, '1234')).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await put(id, { pin: '1111', confirmPin: '1111', currentPin: '0000' }, caller)).body.code).toBe('CURRENT_PIN_WRONG');
      expect((await put(other, { pin: '1111', confirmPin: '1111', currentPin: '4321' }, await as('rider', other))).status).toBe(200);
      // Bad input never reaches the check and is not counted.
      const fresh = await aRider(service.db, service.outbox, { pinHash: await hashSecret('1234') });
      const freshCaller = await as('rider', fresh);
      for (let i = 0; i < 6; i++) expect((await put(fresh, { pin: '12', confirmPin: '12', currentPin: '0000' }, freshCaller)).status).toBe(400);
      expect((await change(fresh, freshCaller, '1234')).status).toBe(200);
    });
  });
});
