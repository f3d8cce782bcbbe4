import { applicationSeason, openApplicationSeasons } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAIRIE_OVAL_SERIES } from '@rr/server-kit/testing';
import { as, asService, outboxRows, startTestService, type TestService } from './helpers.js';

/**
 * A promoter's onboarding as identity does it: the seasons an application may be for, the series an approved
 * application names (handed to the events service on `promoter.season`), and the approval mail's links, which lead to
 * the site's configured public URL.
 */
describe('promoter onboarding', () => {
  let service: TestService;
  const PUBLIC_URL = 'http://localhost:8095';
  beforeAll(async () => {
    service = await startTestService('promoter_onboarding', { publicUrl: PUBLIC_URL });
    await service.db.models.User.create({ id: 'admin-1', type: 'admin', email: 'staff@example.com', passwordHash: null, emailVerified: true });
    await service.db.models.Admin.create({ userId: 'admin-1', firstName: 'Sam', lastName: 'Staff' });
  });
  afterAll(() => service.close());

  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Prairie Oval Racing',
    contactName: 'Lee Grant',
    email: 'lee@prairie.example.com',
    phone: '4035550111',
    addressLine1: '12 Fairground Way',
    city: 'Red Deer',
    state: 'AB',
    zipcode: 'T4N 5E1',
    country: 'CA',
    seasonYear: applicationSeason(),
    seriesName: 'Prairie Oval Series',
    averageEntries: 65,
    racesCount: 7,
    amaSanctioned: false,
    otherSanction: 'Canadian Motorcycle Association',
    mixedClasses: false,
    tracks: [{ name: 'Red Deer Oval', website: 'https://oval.example.ca' }, { name: 'Calgary Fairgrounds' }],
    locale: 'en',
    ...overrides,
  });
  const apply = async (body: object) => service.request.post('/internal/promoter-applications').set(...(await asService())).send(body);
  const admin = () => as('admin', 'admin-1');

  it("takes this season's application while its events are still raced, besides the coming season's; refuses others", async () => {
    const thisYear = service.clock.now().getUTCFullYear();
    expect(openApplicationSeasons(service.clock.now())).toEqual(expect.arrayContaining([thisYear, thisYear + 1]));
    const current = await apply(application({ email: 'now@prairie.example.com', seasonYear: thisYear }));
    expect(current.status).toBe(201);
    expect(current.body.application).toMatchObject({ seasonYear: thisYear, status: 'pending' });
    const tooFar = await apply(application({ email: 'far@prairie.example.com', seasonYear: thisYear + 2 }));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.details.seasonYear).toMatchObject({ id: 'validation.number.range', values: { max: thisYear + 1 } });
    expect(await service.db.models.User.findOne({ where: { email: 'far@prairie.example.com' } })).toBeNull();
  });

  it('approving hands the events service the series the application names, and mails a set-password link on the public URL', async () => {
    const applied = await apply(application());
    expect(applied.status).toBe(201);
    const { promoterId, _id: applicationId } = applied.body.application;
    const approved = await service.request.put(`/api/admin/promoter/${promoterId}/approve`).set(...(await admin()));
    expect(approved.status).toBe(200);

    const seasons = (await outboxRows(service.db)).filter((row) => row.topic === 'promoter.season' && (row.payload as { promoterId: string }).promoterId === promoterId);
    // Submitting tells nothing; the approval names the series: its name, planned races, tracks, place and currency.
    expect(seasons).toHaveLength(1);
    expect(seasons[0]!.payload).toMatchObject({
      promoterId,
      seasonYear: applicationSeason(),
      status: 'approved',
      sanctioningBodies: ['Canadian Motorcycle Association'],
      series: { applicationId, ...PRAIRIE_OVAL_SERIES },
    });

    // The approval is undone: events hears the season is pending again, without a series to set up.
    await service.request.put(`/api/admin/promoter/${promoterId}/undo`).set(...(await admin()));
    const after = (await outboxRows(service.db)).filter((row) => row.topic === 'promoter.season' && (row.payload as { promoterId: string }).promoterId === promoterId);
    expect(after.at(-1)!.payload).toMatchObject({ status: 'pending' });
    expect(after.at(-1)!.payload).not.toHaveProperty('series');

    await service.deliver();
    const mail = service.mailer.last('lee@prairie.example.com');
    expect(mail.subject).toMatch(/is approved/);
    const link = /(https?:\/\/\S+\/forgot-password-reset\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/forgot-password-reset?token=`)).toBe(true);
    expect(mail.text).not.toContain('localhost:8080');
  });
});
