import { newMessage, type Message } from '@rr/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/data-access/models/index.js';
import { seal } from '../src/domain/account-secrets.js';
import { MAX_EXPIRING_LINES, creditExpiringValues, encodeExpiringLots } from '../src/domain/mail/credit-templates.js';
import { renderMail } from '../src/domain/mail/templates.js';
import { aPromoter, aRider } from './factories.js';
import { queuedMails, rowsOf, startTestService, type TestService } from './helpers.js';

/** Intl writes a (narrow) no-break space between amount and currency; the assertions use plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Lot = { lotId: string; type: 'credit' | 'cash' | 'bonus'; amountCents: number; currency: 'USD' | 'CAD' | 'EUR'; expiresAt: string };

/** The payouts service's credit expiry warnings reach the rider by mail, in their language, once. */
describe('rider.credit-expiring → mail', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('credit_expiring');
    await aRider(service.db, service.outbox, { id: 'r-expiring' });
    await service.db.models.User.update({ locale: 'de' }, { where: { id: 'r-expiring' } });
    await aRider(service.db, service.outbox, { id: 'r-deactivated' });
    await service.db.models.User.update({ deactivated: true }, { where: { id: 'r-deactivated' } });
    await aPromoter(service.db, { id: 'p-not-a-rider' });
    await service.deliver();
    service.mailer.sent.length = 0;
  });
  afterAll(() => service.close());

  const lots: Lot[] = [
    { lotId: 'lot-credit', type: 'credit', amountCents: 5_000, currency: 'USD', expiresAt: '2027-03-15T18:00:00.000Z' },
    { lotId: 'lot-bonus', type: 'bonus', amountCents: 600, currency: 'USD', expiresAt: '2027-03-15T20:30:00.000Z' },
    // 03:00 UTC on the 21st is still the 20th in the programme's time zone (America/Los_Angeles).
    { lotId: 'lot-cash', type: 'cash', amountCents: 2_000, currency: 'USD', expiresAt: '2027-03-21T03:00:00.000Z' },
  ];
  const warning = (riderId: string, extra: Record<string, unknown> = {}) => newMessage('rider.credit-expiring', { riderId, lots, ...extra });

  const run = async (message: Message) => {
    await service.queue.publish(message);
    await service.queue.drain();
    await service.deliver();
  };

  it('records a mail in the rider’s locale and mails what expires when, with the wallet link, once per message', async () => {
    const message = warning('r-expiring');
    await service.queue.publish(message);
    await service.queue.drain();
    const queued = (await queuedMails(service.db)).at(-1)!.payload;
    expect(queued).toMatchObject({
      template: 'credit-expiring',
      to: 'r-expiring@test.example.com',
      locale: 'de',
      userId: 'r-expiring',
      values: { expiring: '2027-03-15 credit USD 5600;2027-03-20 cash USD 2000' },
    });
    // The link travels sealed, like every mailed link.
    expect(JSON.stringify(queued)).not.toContain('dashboard');

    await service.deliver();
    await run(message);
    expect(service.mailer.sent).toHaveLength(1);
    const mail = service.mailer.sent[0]!;
    expect(mail.to).toBe('r-expiring@test.example.com');
    expect(plain(mail.subject)).toBe('Bis zum 20. März 2027 verfallen 76,00 $ deiner Race Rewards-Gewinne');
    expect(plain(mail.text)).toContain('• 56,00 $ Händlerguthaben, gültig bis zum 15. März 2027');
    expect(plain(mail.text)).toContain('• 20,00 $ Bargeld, gültig bis zum 20. März 2027');
    expect(mail.text).toContain('http://localhost:8080/auth/rider/dashboard');
    expect(mail.html).toContain('href="http://localhost:8080/auth/rider/dashboard"');
    expect(mail.html).toContain('lang="de"');
  });

  it('uses the message’s link when it has one, and writes each currency in the rider’s language', async () => {
    service.mailer.sent.length = 0;
    await service.db.models.User.update({ locale: 'fr' }, { where: { id: 'r-expiring' } });
    await run(
      newMessage('rider.credit-expiring', {
        riderId: 'r-expiring',
        lots: [
          { lotId: 'lot-eur', type: 'credit', amountCents: 12_345, currency: 'EUR', expiresAt: '2027-04-02T12:00:00.000Z' },
          { lotId: 'lot-cad', type: 'credit', amountCents: 7_250, currency: 'CAD', expiresAt: '2027-04-02T12:00:00.000Z' },
        ],
        link: 'https://racerewards.example.com/auth/rider/dashboard',
      }),
    );
    expect(service.mailer.sent).toHaveLength(1);
    const mail = service.mailer.sent[0]!;
    expect(plain(mail.subject)).toBe('Vos gains Race Rewards : 72,50 $CA + 123,45 € à utiliser d’ici le 2 avril 2027');
    expect(plain(mail.text)).toContain('• 123,45 € de crédit concessionnaire, valable jusqu’au 2 avril 2027');
    expect(plain(mail.text)).toContain('• 72,50 $CA de crédit concessionnaire, valable jusqu’au 2 avril 2027');
    expect(mail.html).toContain('href="https://racerewards.example.com/auth/rider/dashboard"');
  });

  it('mails nobody who is not an active rider', async () => {
    service.mailer.sent.length = 0;
    const before = (await queuedMails(service.db)).length;
    await run(warning('r-deactivated'));
    await run(warning('p-not-a-rider'));
    await run(warning('nobody'));
    expect(service.mailer.sent).toHaveLength(0);
    expect(await queuedMails(service.db)).toHaveLength(before);
  });

  it('gives up on a recorded mail whose lines cannot be read, instead of retrying it', async () => {
    service.mailer.sent.length = 0;
    const broken = newMessage('mail.send', {
      template: 'credit-expiring',
      to: 'r-expiring@test.example.com',
      locale: 'en',
      userId: 'r-expiring',
      sealed: seal(service.secrets.sealKey, { link: 'https://racerewards.example.com/auth/rider/dashboard' }),
      values: { expiring: 'not a line' },
    });
    await run(broken);
    expect(service.mailer.sent).toHaveLength(0);
    expect(await rowsOf(service.db, 'SELECT status FROM mail_deliveries WHERE id = ?', [broken.id])).toEqual([{ status: 'unreadable' }]);
  });
});

describe('the credit expiry mail', () => {
  it('lists at most MAX_EXPIRING_LINES lines, the rest as one line per currency', () => {
    const many: Lot[] = Array.from({ length: 14 }, (_, i) => ({
      lotId: `lot-${i}`,
      type: 'credit',
      amountCents: 100 * (i + 1),
      currency: 'USD',
      expiresAt: new Date(Date.UTC(2027, 4, 1 + i, 19)).toISOString(),
    }));
    const encoded = encodeExpiringLots(many);
    const lines = encoded.split(';');
    expect(lines).toHaveLength(MAX_EXPIRING_LINES);
    expect(lines[0]).toBe('2027-05-01 credit USD 100');
    // Days 10 to 14: 10 + 11 + 12 + 13 + 14 dollars, by the last day.
    expect(lines.at(-1)).toBe('2027-05-14 more USD 6000');
    expect(encoded.length).toBeLessThanOrEqual(500);

    const values = creditExpiringValues('en', encoded)!;
    expect(values.amount).toBe('$105.00');
    expect(values.date).toBe('May 14, 2027');
    const mail = renderMail('credit-expiring', 'en', { brand: 'Race Rewards', minutes: 0, link: 'https://x.example.com/w', ...values });
    expect(mail.subject).toBe('Your Race Rewards earnings: $105.00 expiring by May 14, 2027');
    expect(mail.text).toContain('• $1.00 in dealer credit, expiring on May 1, 2027');
    expect(mail.text).toContain('• $60.00 more, expiring by May 14, 2027');
  });

  it.each(LOCALES)('is written in %s with the amounts and dates of that language', (locale) => {
    const values = creditExpiringValues(locale, '2027-03-15 credit USD 5600;2027-03-20 cash EUR 2000')!;
    const mail = renderMail('credit-expiring', locale, { brand: 'Race Rewards', minutes: 0, link: 'https://x.example.com/w', ...values });
    const intl = locale === 'no' ? 'nb' : locale;
    const usd = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' }).format(56);
    const eur = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(20);
    const day = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2027-03-20T00:00:00Z'));
    expect(mail.subject).toContain(`${usd} + ${eur}`);
    expect(mail.subject).toContain(day);
    expect(mail.text).toContain(usd);
    expect(mail.text).toContain('https://x.example.com/w');
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('refuses values it cannot read', () => {
    expect(creditExpiringValues('en', undefined)).toBeNull();
    expect(creditExpiringValues('en', '2027-03-15 credit USD')).toBeNull();
  });
});
