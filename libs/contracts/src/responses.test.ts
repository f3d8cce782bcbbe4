import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categoriesQuerySchema, eventAnswerSchema, eventsListSchema, eventsQuerySchema, recentEventsQuerySchema, seriesQuerySchema } from './events';
import { auditEntrySchema, auditLogQuerySchema, emailCodeRequestSchema, oidcSignInSchema, passwordResetRequestSchema, ACTIVATION_TYPES } from './internal';
import { fieldErrors } from './issues';
import { toServerError } from './server-errors';
import type { MessageDescriptor } from './messages';
import { RIDER_SORTS, riderListQuerySchema, riderListSchema } from './riders';
import { sessionAnswerSchema, siteConfigSchema } from './site';
import { walletAnswerSchema } from './wallet';
import { dealersLeanQuerySchema } from './dealers';

/** Field → message id of the first problem of each field, or {} when accepted. */
function errorIds(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([field, d]: [string, MessageDescriptor]) => [field, d.id]));
}

const user = { _id: 'u1', type: 'rider', email: 'r@example.com', emailVerified: true, deActivated: false, fullName: 'Rae Rider', bikes: [] };

const event = {
  _id: 'e1',
  title: 'Spring Classic',
  type: 'motocross',
  startDate: '2026-04-01',
  endDate: '2026-04-02',
  city: 'Lake Elsinore',
  state: 'CA',
  zipcode: '92530',
  country: 'US',
  venue: 'MX Park',
  venueWebsite: '',
  series: { _id: 's1', name: 'Spring Series' },
  active: true,
  canceled: false,
  payingEvent: true,
  contingencyAmount: 150_000,
  currency: 'USD',
  location: { latitude: 33.78, longitude: -117.22 },
};

describe('GET /api/session and /api/config answers', () => {
  it('accepts the three shapes the BFF answers', () => {
    expect(sessionAnswerSchema.parse({ authenticated: false })).toEqual({ authenticated: false });
    expect(sessionAnswerSchema.parse({ authenticated: false, problem: 'DEACTIVATED', message: 'Your account has been deactivated' })).toMatchObject({ problem: 'DEACTIVATED' });
    expect(sessionAnswerSchema.parse({ authenticated: true, type: 'rider', user, proxyHost: true, recovery: true })).toMatchObject({ type: 'rider', proxyHost: true, recovery: true });
  });

  it('reads a missing proxyHost as not impersonated', () => {
    expect(sessionAnswerSchema.parse({ authenticated: true, type: 'rider', user })).toMatchObject({ proxyHost: false });
  });

  it('refuses a signed-in answer without a known type or a user, and an unknown problem', () => {
    expect(errorIds(sessionAnswerSchema, { authenticated: true, type: 'pilot', user })).toEqual({ type: 'validation.invalid' });
    expect(errorIds(sessionAnswerSchema, { authenticated: true, type: 'rider' })).toEqual({ user: 'validation.invalid' });
    expect(errorIds(sessionAnswerSchema, { authenticated: false, problem: 'TEAPOT' })).toEqual({ problem: 'validation.invalid' });
  });

  it('accepts the config answer and refuses a wrong type', () => {
    const config = { brandName: 'Race Rewards', recaptchaSiteKey: null, oidcEnabled: false, registrationEnabled: true, mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } };
    expect(siteConfigSchema.parse(config)).toEqual(config);
    expect(errorIds(siteConfigSchema, { ...config, oidcEnabled: 'yes' })).toEqual({ oidcEnabled: 'validation.invalid' });
    expect(siteConfigSchema.safeParse({ ...config, mapTiles: null }).success).toBe(true);
  });
});

describe('events views', () => {
  it('accepts a list answer and an event with its payout table, results and series', () => {
    expect(eventsListSchema.safeParse({ events: [event], pagination: { page: 1, limit: 15, total: 1, pages: 1 }, contingencyAmount: 150_000, contingencyTotals: [{ currency: 'USD', cents: 150_000 }] }).success).toBe(true);
    const detail = {
      ...event,
      classes: [{ _id: 'c1', name: '250 Pro', payoutType: 'cash', places: [100_000, 50_000], total: 150_000 }],
      results: [{ _id: 'r1', className: '250 Pro', place: 1, riderName: 'Rae Rider', bike: 'KTM', hometown: 'Austin', payout: 100_000, payoutType: 'cash', eligibility: 'eligible', resultType: 'official' }],
    };
    expect(eventAnswerSchema.safeParse({ event: detail, series: null }).success).toBe(true);
  });

  it('refuses a currency, race style or payout type outside the shared lists', () => {
    expect(errorIds(eventsListSchema, { events: [{ ...event, currency: 'GBP', type: 'rally' }], pagination: { page: 1, limit: 15, total: 1, pages: 1 }, contingencyAmount: 0, contingencyTotals: [] })).toEqual({
      'events.0.type': 'validation.invalid',
      'events.0.currency': 'validation.invalid',
    });
  });
});

describe('GET /api/events query', () => {
  it('fills the defaults: active events, start date descending, page 1 of 15', () => {
    expect(eventsQuerySchema.parse({})).toEqual({ sortBy: 'startDate', sortDirection: 'desc', page: 1, limit: 15, active: true });
  });

  it('reads a full search, with blank values as absent and codes upper-cased', () => {
    expect(
      eventsQuerySchema.parse({ title: '  Spring ', city: '', state: 'ca', country: 'us', zipcode: '92530', zipDistance: 'exact', sortBy: 'title', sortDirecton: 'asc', page: '2', limit: '12', active: 'all' }),
    ).toEqual({ title: 'Spring', state: 'CA', country: 'US', zipcode: '92530', zipDistance: 'Exact', sortBy: 'title', sortDirection: 'asc', page: 2, limit: 12, active: undefined });
    expect(eventsQuerySchema.parse({ zipcode: '92530', zipDistance: '50', active: 'false' })).toMatchObject({ zipDistance: 50, active: false });
  });

  it('gives each bad parameter its catalogue message', () => {
    expect(errorIds(eventsQuerySchema, { sortBy: 'price', period: 'soon', page: '0', limit: '101', country: 'USA', state: 'CALIF', title: ['a', 'b'] })).toEqual({
      sortBy: 'validation.choice.invalid',
      period: 'validation.choice.invalid',
      page: 'validation.number.range',
      limit: 'validation.number.range',
      country: 'validation.country.invalid',
      state: 'validation.state.invalid',
      title: 'validation.invalid',
    });
    expect(errorIds(eventsQuerySchema, { zipDistance: '25' })).toEqual({ zipcode: 'validation.required' });
    expect(errorIds(eventsQuerySchema, { query: 'x'.repeat(201) })).toEqual({ query: 'validation.maxLength' });
  });

  it('answers the 400 VALIDATION body with the range in the message', () => {
    const result = eventsQuerySchema.safeParse({ limit: 'many' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toServerError(result.error)).toEqual({
        message: 'Must be a whole number from 1 to 100',
        code: 'VALIDATION',
        details: { limit: { id: 'validation.number.range', message: 'Must be a whole number from 1 to 100', values: { min: 1, max: 100 } } },
      });
      expect(toServerError(result.error, 'fr').message).toBe('Doit être un nombre entier de 1 à 100');
    }
  });

  it('reads the recent events, series and categories queries', () => {
    expect(recentEventsQuerySchema.parse({ before: '2026-05-01T10:00:00Z' })).toEqual({ before: '2026-05-01', limit: 5 });
    expect(errorIds(recentEventsQuerySchema, { before: '2026-02-30' })).toEqual({ before: 'validation.date.invalid' });
    expect(seriesQuerySchema.parse({ races: '0', active: 'false' })).toMatchObject({ races: 0, active: false, page: 1, limit: 15 });
    expect(errorIds(seriesQuerySchema, { distance: '-5' })).toEqual({ distance: 'validation.number.range' });
    expect(categoriesQuerySchema.parse({})).toEqual({ active: undefined });
    expect(categoriesQuerySchema.parse({ active: 'true' })).toEqual({ active: true });
  });
});

describe('wallet answer', () => {
  it('accepts balances in cents and refuses a currency outside the list', () => {
    const wallet = { currency: 'CAD', balances: { cash: 42, credit: 0 }, otherCurrencyBalances: [{ currency: 'USD', cash: 700, credit: 300 }], debts: [] };
    expect(walletAnswerSchema.parse({ wallet })).toEqual({ wallet });
    expect(errorIds(walletAnswerSchema, { wallet: { ...wallet, currency: 'GBP' } })).toEqual({ 'wallet.currency': 'validation.invalid' });
    expect(errorIds(walletAnswerSchema, { wallet: { ...wallet, balances: { cash: 1.5, credit: 0 } } })).toEqual({ 'wallet.balances.cash': 'validation.invalid' });
  });

  it('carries what the rider owes per currency, with the corrections it comes from', () => {
    const debt = { currency: 'USD', owedCents: 10_000, from: [{ at: '2026-07-20T18:00:00.000Z', eventId: 'evt-3', eventTitle: 'Desert Cup Round 3', className: '450 Pro', place: 1, cents: 10_000 }] };
    const wallet = { currency: 'USD', balances: { cash: 0, credit: 0 }, otherCurrencyBalances: [], debts: [debt] };
    expect(walletAnswerSchema.parse({ wallet }).wallet.debts).toEqual([debt]);
    // An answer without `debts` (a payouts service older than the corrections) is refused, not read as owing nothing.
    const { debts: _left, ...older } = wallet;
    expect(errorIds(walletAnswerSchema, { wallet: older })).toEqual({ 'wallet.debts': 'validation.invalid' });
  });
});

describe('rider list (GET /api/admin/riders)', () => {
  it('reads the query with its sort, page 1 of 15 by default', () => {
    expect(riderListQuerySchema.parse({})).toEqual({ page: 1, limit: 15 });
    expect(riderListQuerySchema.parse({ query: ' lee ', sort: '-lastLogin', page: '3', limit: '50' })).toEqual({ query: 'lee', sort: '-lastLogin', page: 3, limit: 50 });
    expect(RIDER_SORTS).toContain('-name');
  });

  it('refuses an unknown sort and an out-of-range page', () => {
    expect(errorIds(riderListQuerySchema, { sort: 'password', page: '0' })).toEqual({ sort: 'validation.choice.invalid', page: 'validation.number.range' });
    expect(errorIds(riderListQuerySchema, { sort: '--name' })).toEqual({ sort: 'validation.choice.invalid' });
  });

  it('accepts the answer identity gives', () => {
    const row = { ...user, firstName: 'Rae', lastName: 'Rider', phone1: null, city: 'Austin', state: 'TX', country: 'US', pro: false, lastLoginAt: null, loginCount: 0, createdAt: '2026-01-01T00:00:00.000Z', bikesCount: 0 };
    expect(riderListSchema.safeParse({ riders: [row], pagination: { page: 1, limit: 15, total: 1, pages: 1 } }).success).toBe(true);
  });
});

describe('dealers-lean query', () => {
  it('upper-cases the country and reads active as true, false or absent', () => {
    expect(dealersLeanQuerySchema.parse({ country: 'us', active: '' })).toEqual({ country: 'US', active: undefined });
    expect(dealersLeanQuerySchema.parse({ active: 'false' })).toEqual({ active: false });
    expect(errorIds(dealersLeanQuerySchema, { active: 'all' })).toEqual({ active: 'validation.choice.invalid' });
  });
});

describe('identity internal bodies', () => {
  it('accepts the bodies the BFF sends', () => {
    expect(emailCodeRequestSchema.parse({ verifyUrlBase: 'https://rr.test/auth/email-verify', locale: 'sv' })).toEqual({ verifyUrlBase: 'https://rr.test/auth/email-verify', locale: 'sv' });
    expect(passwordResetRequestSchema.parse({ resetUrlBase: 'http://localhost:8090/forgot-password-reset' })).toMatchObject({ resetUrlBase: 'http://localhost:8090/forgot-password-reset' });
    expect(oidcSignInSchema.parse({ issuer: ' https://idp.test ', subject: 'abc', emailVerified: true })).toEqual({ issuer: 'https://idp.test', subject: 'abc', emailVerified: true });
    expect(auditEntrySchema.parse({ action: 'proxy.start', actorId: 'a1', subjectId: 'r1', method: 'POST', path: '/api/admin/proxy/rider/r1', status: 200 })).toMatchObject({ action: 'proxy.start', status: 200 });
  });

  it('gives each bad field its message', () => {
    expect(errorIds(emailCodeRequestSchema, { verifyUrlBase: 'javascript:alert(1)', locale: 'xx' })).toEqual({ verifyUrlBase: 'validation.invalid', locale: 'validation.invalid' });
    expect(errorIds(emailCodeRequestSchema, {})).toEqual({ verifyUrlBase: 'validation.invalid' });
    expect(errorIds(oidcSignInSchema, { issuer: '  ', subject: 'x'.repeat(256), emailVerified: 'yes' })).toEqual({
      issuer: 'validation.required',
      subject: 'validation.maxLength',
      emailVerified: 'validation.invalid',
    });
    expect(errorIds(auditEntrySchema, { action: '', actorId: null, subjectId: null, status: 42, details: { text: 'x'.repeat(4000) } })).toEqual({
      action: 'validation.required',
      status: 'validation.invalid',
      details: 'validation.maxLength',
    });
  });

  it('says the maximum of a too-long field', () => {
    const result = oidcSignInSchema.safeParse({ issuer: 'i', subject: 'x'.repeat(256), emailVerified: true });
    expect(result.success).toBe(false);
    if (!result.success) expect(toServerError(result.error).details.subject).toEqual({ id: 'validation.maxLength', message: 'Must be at most 255 characters', values: { max: 255 } });
  });

  it('reads the audit-log query and lists who can be deactivated', () => {
    expect(auditLogQuerySchema.parse({ userId: '', page: '2' })).toEqual({ page: 2, limit: 15 });
    expect(ACTIVATION_TYPES).toEqual(['rider', 'dealer', 'promoter']);
  });
});
