import { createLogger, createTestDatabase, migrateUp, newMessage, type Message } from '@rr/server-kit';
import type { RiderNotice } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdentityDatabase } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { mailOptOutsMigration } from '../src/data-access/migrations/0019-mail-opt-outs.js';
import type { Locale } from '../src/data-access/models/index.js';
import { aRider } from './factories.js';
import { as, queuedMails, rowsOf, startTestService, type TestService } from './helpers.js';

/** Intl writes a (narrow) no-break space between amount and currency; the assertions use plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const SITE = 'http://localhost:8080';

interface Case {
  name: string;
  locale: Locale;
  /** Whether the rider can turn it off. */
  optional: boolean;
  notice: (riderId: string) => RiderNotice;
  subject: string;
  /** Lines the plain text carries (amounts, names, codes, notes). */
  facts: string[];
  /** Where the mail's button goes. */
  link: string;
}

/** Every money mail, each in another of the riders' languages. */
const CASES: Case[] = [
  {
    name: 'earning posted',
    locale: 'de',
    optional: true,
    notice: (riderId) => ({
      kind: 'earning-posted',
      riderId,
      eventId: 'ev-glen',
      eventTitle: 'Glen Helen National',
      currency: 'USD',
      lines: [
        { for: 'place', className: '450 Pro', place: 1, type: 'cash', amountCents: 25_000, withheldCents: 7_500, repaidCents: 0, expiresAt: null, previousCents: 20_000 },
        { for: 'place', className: '250 B', place: 3, type: 'credit', amountCents: 5_000, withheldCents: 0, repaidCents: 0, expiresAt: '2027-06-30T20:00:00.000Z', previousCents: null },
      ],
    }),
    subject: 'Deine Race Rewards-Gewinne bei Glen Helen National: 300,00 $',
    facts: ['Hallo Olivia,', '• 250,00 $ Bargeld für 450 Pro, Platz 1 (korrigiertes Ergebnis: vorher 200,00 $; davon 75,00 $ als Steuer einbehalten)', '• 50,00 $ Händlerguthaben für 250 B, Platz 3, gültig bis zum 30. Juni 2027'],
    link: `${SITE}/auth/rider/earnings`,
  },
  {
    name: 'earning waiting for documents',
    locale: 'fr',
    optional: true,
    notice: (riderId) => ({
      kind: 'earning-waiting',
      riderId,
      eventId: 'ev-loretta',
      eventTitle: 'Loretta Lynn Qualifier',
      currency: 'CAD',
      lines: [{ for: 'place', className: 'Open Pro', place: 2, type: 'cash', amountCents: 12_000, reason: 'documentsMissing' }],
    }),
    subject: 'Vos gains Race Rewards à Loretta Lynn Qualifier sont en attente',
    facts: ['Bonjour Olivia,', '• 120,00 $CA en espèces pour Open Pro, place 2', 'Envoyez-les depuis votre profil'],
    link: `${SITE}/auth/rider/profile#documents`,
  },
  {
    name: 'claim approved',
    locale: 'es',
    optional: true,
    notice: (riderId) => ({
      kind: 'claim-decided',
      riderId,
      claimId: 'claim-1',
      decision: 'approved',
      eventId: 'ev-hangtown',
      eventTitle: 'Hangtown Classic',
      className: '250 A',
      place: 4,
      currency: 'USD',
      payoutType: 'credit',
      amountCents: 7_500,
      paidBy: 'claim',
      note: 'Checked against the transponder log.',
    }),
    subject: 'Tu reclamación de pago de Race Rewards para Hangtown Classic está aprobada',
    facts: ['Hola, Olivia:', 'Tienes 75,00 US$ en crédito de concesionario en tu saldo.', 'Checked against the transponder log.'],
    link: `${SITE}/auth/rider/earnings`,
  },
  {
    name: 'claim rejected',
    locale: 'it',
    optional: true,
    notice: (riderId) => ({
      kind: 'claim-decided',
      riderId,
      claimId: 'claim-2',
      decision: 'rejected',
      eventId: 'ev-hangtown',
      eventTitle: 'Hangtown Classic',
      className: '250 A',
      place: 4,
      currency: 'USD',
      payoutType: null,
      amountCents: null,
      paidBy: null,
      note: 'You raced a bike that is not registered.',
    }),
    subject: 'Il tuo reclamo sui pagamenti Race Rewards per Hangtown Classic non è stato approvato',
    facts: ['Ciao Olivia,', 'Il motivo indicato:', 'You raced a bike that is not registered.'],
    link: `${SITE}/auth/rider/earnings`,
  },
  {
    name: 'cash-out paid, with its collection link',
    locale: 'nl',
    optional: true,
    notice: (riderId) => ({ kind: 'cashout-paid', riderId, cashoutId: 'co-1', amountCents: 4_000, currency: 'EUR', method: 'digital', link: 'https://rewards.example.com/redeem/r-abc123' }),
    subject: 'Je Race Rewards-uitbetaling van € 40,00 is betaald',
    facts: ['Hallo Olivia,', 'Je uitbetaling van € 40,00 (digitale portemonnee) is betaald.', 'Haal je geld hier op.'],
    link: 'https://rewards.example.com/redeem/r-abc123',
  },
  {
    name: 'cash-out failed',
    locale: 'no',
    optional: false,
    notice: (riderId) => ({ kind: 'cashout-failed', riderId, cashoutId: 'co-2', amountCents: 4_000, currency: 'USD', method: 'bank', cashBalanceCents: 6_500 }),
    subject: 'Uttaket ditt i Race Rewards på 40,00 USD gikk ikke gjennom',
    facts: ['Hei Olivia,', 'Uttaket ditt på 40,00 USD (bankoverføring) kunne ikke betales.', '40,00 USD er tilbake på kontantsaldoen din, som nå er 65,00 USD.'],
    link: `${SITE}/auth/rider/cashout`,
  },
  {
    name: 'dealer credit redeemed',
    locale: 'sv',
    optional: true,
    notice: (riderId) => ({ kind: 'credit-redeemed', riderId, redemptionId: 'red-1', code: 'K7Q2XZ', dealerName: 'Apex Motors Riverside', amountCents: 1_999, currency: 'USD', creditLeftCents: 3_001 }),
    subject: 'Du använde 19,99 US$ i återförsäljarkredit hos Apex Motors Riverside',
    facts: ['Hej Olivia,', 'Kvittokod: K7Q2XZ', 'Återförsäljarkredit kvar: 30,01 US$'],
    link: `${SITE}/auth/rider/redemptions`,
  },
  {
    name: 'debt created',
    locale: 'en',
    optional: false,
    notice: (riderId) => ({
      kind: 'debt-created',
      riderId,
      currency: 'USD',
      owedCents: 10_000,
      repaidCents: 2_500,
      totalOwedCents: 7_500,
      corrections: [{ eventId: 'ev-glen', eventTitle: 'Glen Helen National', className: '450 Pro', place: 1, cents: 10_000 }],
    }),
    subject: 'A corrected result: you owe Race Rewards $100.00',
    facts: ['Hello Olivia,', '• $100.00 from Glen Helen National (450 Pro, place 1)', '$25.00 of it was repaid at once', 'You owe $75.00 in all.'],
    link: `${SITE}/auth/rider/dashboard`,
  },
  {
    name: 'debt repaid',
    locale: 'fr',
    optional: false,
    notice: (riderId) => ({ kind: 'debt-repaid', riderId, currency: 'USD', repaidCents: 7_500, totalOwedCents: 0, via: 'earning', eventTitle: 'Unadilla National' }),
    subject: 'Ce que vous deviez à Race Rewards est remboursé',
    facts: ['Bonjour Olivia,', '75,00 $US de vos gains à Unadilla National ont remboursé ce que vous deviez au programme.', 'Vous ne devez plus rien au programme.'],
    link: `${SITE}/auth/rider/dashboard`,
  },
];

describe('rider.notice → one mail to the rider, in their language, unless they turned it off', () => {
  let service: TestService;
  let listening: string;
  let quiet: string;
  beforeAll(async () => {
    service = await startTestService('rider_notices');
    listening = await aRider(service.db, service.outbox, { profile: { firstName: 'Olivia' } });
    quiet = await aRider(service.db, service.outbox, { profile: { firstName: 'Olivia' } });
    // The quiet rider turns every optional mail off, through the profile's API.
    const res = await service.request
      .put('/api/rider/mail-preferences')
      .set(...(await as('rider', quiet)))
      .send({ earnings: false, claims: false, cashouts: false, redemptions: false, creditExpiring: false });
    expect(res.status).toBe(200);
    await service.deliver();
    service.mailer.sent.length = 0;
  });
  afterAll(() => service.close());

  const run = async (message: Message) => {
    await service.queue.publish(message);
    await service.queue.drain();
    await service.deliver();
  };
  const mailsTo = (riderId: string) => service.mailer.to(`${riderId}@test.example.com`);

  it.each(CASES)('$name: one mail in the rider’s language with the key facts, none again on redelivery', async ({ locale, notice, subject, facts, link }) => {
    await service.db.models.User.update({ locale }, { where: { id: listening } });
    const before = mailsTo(listening).length;
    const message = newMessage('rider.notice', notice(listening));
    await run(message);
    await run(message);
    const mails = mailsTo(listening).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(plain(mail.subject)).toBe(subject);
    for (const fact of facts) expect(plain(mail.text)).toContain(fact);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it.each(CASES)('$name: the quiet rider gets it only when it cannot be turned off', async ({ notice, optional }) => {
    await service.db.models.User.update({ locale: 'en' }, { where: { id: quiet } });
    const before = mailsTo(quiet).length;
    await run(newMessage('rider.notice', notice(quiet)));
    const mails = mailsTo(quiet).slice(before);
    expect(mails).toHaveLength(optional ? 0 : 1);
    if (!optional) {
      // In the quiet rider's language (English), with why it cannot be turned off.
      expect(mails[0]!.text).toContain('This email is always sent');
      expect(mails[0]!.html).toContain('lang="en"');
    }
  });

  it('keeps a cash-out’s collection link sealed on its way to the mail, and tells the rider where to turn mails off', async () => {
    const message = newMessage('rider.notice', CASES.find((c) => c.name.startsWith('cash-out paid'))!.notice(listening));
    await service.queue.publish(message);
    await service.queue.drain();
    const queued = (await queuedMails(service.db)).at(-1)!;
    expect(queued.payload).toMatchObject({ template: 'cashout-paid', userId: listening, recipient: 'Olivia', notice: { kind: 'cashout-paid', link: null } });
    expect(JSON.stringify(queued.payload)).not.toContain('r-abc123');
    await service.deliver();
    const mail = mailsTo(listening).at(-1)!;
    expect(mail.text).toContain('https://rewards.example.com/redeem/r-abc123');
    expect(mail.html).toContain(`href="${SITE}/auth/rider/profile#mail"`);
  });

  it('honours the opt-out of the credit expiry warning too', async () => {
    const lots = [{ lotId: 'lot-1', type: 'credit', amountCents: 5_000, currency: 'USD', expiresAt: '2027-03-15T18:00:00.000Z' }];
    const beforeQuiet = mailsTo(quiet).length;
    const beforeListening = mailsTo(listening).length;
    await run(newMessage('rider.credit-expiring', { riderId: quiet, lots }));
    await run(newMessage('rider.credit-expiring', { riderId: listening, lots }));
    expect(mailsTo(quiet).slice(beforeQuiet)).toHaveLength(0);
    const [warning] = mailsTo(listening).slice(beforeListening);
    expect(warning!.html).toContain(`href="${SITE}/auth/rider/profile#mail"`);
  });

  it('mails nobody who is not an active rider', async () => {
    const gone = await aRider(service.db, service.outbox);
    await service.db.models.User.update({ deactivated: true }, { where: { id: gone } });
    await service.deliver();
    const before = service.mailer.sent.length;
    await run(newMessage('rider.notice', CASES[5]!.notice(gone)));
    await run(newMessage('rider.notice', CASES[5]!.notice('nobody')));
    expect(service.mailer.sent.length).toBe(before);
  });
});

describe('GET|PUT /api/rider/mail-preferences', () => {
  let service: TestService;
  let riderId: string;
  beforeAll(async () => {
    service = await startTestService('mail_preferences');
    riderId = await aRider(service.db, service.outbox);
  });
  afterAll(() => service.close());

  const ALL_ON = { earnings: true, claims: true, cashouts: true, redemptions: true, creditExpiring: true };

  it('starts with every mail on, turns the named ones off and on again, and stores only what is off', async () => {
    const headers = await as('rider', riderId);
    expect((await service.request.get('/api/rider/mail-preferences').set(...headers)).body).toEqual({ preferences: ALL_ON });
    const off = await service.request.put('/api/rider/mail-preferences').set(...headers).send({ earnings: false, redemptions: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ preferences: { ...ALL_ON, earnings: false, redemptions: false } });
    expect(await rowsOf(service.db, 'SELECT kind FROM mail_opt_outs WHERE user_id = ? ORDER BY kind', [riderId])).toEqual([{ kind: 'earnings' }, { kind: 'redemptions' }]);
    // Twice off keeps one row; on again removes it; a key left out stays as it is.
    await service.request.put('/api/rider/mail-preferences').set(...headers).send({ earnings: false });
    const on = await service.request.put('/api/rider/mail-preferences').set(...headers).send({ earnings: true });
    expect(on.body).toEqual({ preferences: { ...ALL_ON, redemptions: false } });
    expect(await rowsOf(service.db, 'SELECT kind FROM mail_opt_outs WHERE user_id = ?', [riderId])).toEqual([{ kind: 'redemptions' }]);
  });

  it('refuses to turn off a mail that is always sent, or a value that is not on/off, and changes nothing', async () => {
    const headers = await as('rider', riderId);
    const required = await service.request.put('/api/rider/mail-preferences').set(...headers).send({ debts: false, claims: false });
    expect(required.status).toBe(400);
    expect(required.body).toMatchObject({ code: 'VALIDATION', details: { debts: { id: 'validation.mail.required', message: 'This mail cannot be turned off' } } });
    const notBoolean = await service.request.put('/api/rider/mail-preferences').set(...headers).send({ claims: 'no' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body).toMatchObject({ code: 'VALIDATION', details: { claims: { id: 'validation.invalid' } } });
    expect((await service.request.get('/api/rider/mail-preferences').set(...headers)).body).toEqual({ preferences: { ...ALL_ON, redemptions: false } });
  });

  it('is the rider’s own: other callers are refused', async () => {
    expect((await service.request.get('/api/rider/mail-preferences').set(...(await as('dealer', 'd1')))).status).toBe(403);
    expect((await service.request.put('/api/rider/mail-preferences').set(...(await as('admin', 'a1'))).send({ earnings: false })).status).toBe(403);
  });

  it('audits a change an administrator makes while acting as the rider', async () => {
    const res = await service.request.put('/api/rider/mail-preferences').set(...(await as('rider', riderId, 'admin-7'))).send({ cashouts: false });
    expect(res.status).toBe(200);
    expect(await rowsOf(service.db, "SELECT actor_id, subject_id FROM audit_log WHERE action = 'rider.mail-preferences.changed'")).toEqual([{ actor_id: 'admin-7', subject_id: riderId }]);
  });
});

describe('migration 0019-mail-opt-outs', () => {
  it('leaves riders on file with every mail on, keeps one row per user and kind, goes with the user, and goes down again', async () => {
    const database = await createTestDatabase('identity_opt_out_migration');
    const db = openIdentityDatabase(database.url, createLogger('test', 'silent'));
    try {
      await migrateUp(db.sequelize, migrations.slice(0, migrations.indexOf(mailOptOutsMigration)));
      const queryInterface = db.sequelize.getQueryInterface();
      const now = new Date();
      await queryInterface.bulkInsert('users', ['u-kept', 'u-gone'].map((id) => ({ id, type: 'rider', email: `${id}@example.com`, created_at: now, updated_at: now })));

      expect(await migrateUp(db.sequelize, migrations.slice(0, migrations.indexOf(mailOptOutsMigration) + 1))).toEqual(['0019-mail-opt-outs']);
      expect(await rowsOf({ sequelize: db.sequelize } as never, 'SELECT * FROM mail_opt_outs')).toEqual([]);
      await queryInterface.bulkInsert('mail_opt_outs', [
        { user_id: 'u-kept', kind: 'earnings', created_at: now },
        { user_id: 'u-gone', kind: 'claims', created_at: now },
      ]);
      await expect(queryInterface.bulkInsert('mail_opt_outs', [{ user_id: 'u-kept', kind: 'earnings', created_at: now }])).rejects.toThrow();
      await queryInterface.bulkDelete('users', { id: 'u-gone' });
      expect(await rowsOf({ sequelize: db.sequelize } as never, 'SELECT user_id, kind FROM mail_opt_outs')).toEqual([{ user_id: 'u-kept', kind: 'earnings' }]);

      await mailOptOutsMigration.down({ name: mailOptOutsMigration.name, context: { queryInterface, sequelize: db.sequelize } });
      expect((await queryInterface.showAllTables()).map(String)).not.toContain('mail_opt_outs');
    } finally {
      await db.sequelize.close();
      await database.drop();
    }
  });
});
