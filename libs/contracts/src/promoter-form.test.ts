import { promoterApplicationSchema, type PromoterDetail } from './promoters';
import { describe, expect, it } from 'vitest';
import { applicationBody, defaultSeason, emptyApplication, openSeasons, prefilled, seasonsToApply } from './promoter-form';

const filled = {
  ...emptyApplication('US', new Date('2026-03-01T00:00:00Z')),
  name: 'High Plains Racing', contactName: 'Jo Rivera', email: 'jo@example.com', phone: '3035550111',
  addressLine1: '1 Speedway Rd', city: 'Denver', state: 'CO', zipcode: '80202',
  seriesName: 'High Plains Flat Track', averageEntries: '80', racesCount: '6', amaSanctioned: 'no', otherSanction: 'CFTA', mixedClasses: 'yes',
  tracks: [{ name: 'Oval', website: 'https://oval.example.com' }, { name: '', website: '' }],
};

describe('the promoter application form', () => {
  it('offers this season while its events can still be entered (until 7 January after it) and the coming one; not a season already decided', () => {
    expect(openSeasons(new Date('2026-03-01T00:00:00Z'))).toEqual([2026, 2027]);
    // Late November: the promoter still runs (and is paid for) this season's events, so 2026 stays open beside 2027.
    expect(openSeasons(new Date('2026-11-28T12:00:00Z'))).toEqual([2026, 2027]);
    expect(openSeasons(new Date('2026-12-31T20:00:00Z'))).toEqual([2026, 2027]);
    // The last season stays open until the results of its last day are due (7 January, programme time: Los Angeles).
    expect(openSeasons(new Date('2027-01-05T12:00:00Z'))).toEqual([2026, 2027, 2028]);
    expect(openSeasons(new Date('2027-01-08T07:30:00Z'))).toEqual([2026, 2027, 2028]);
    expect(openSeasons(new Date('2027-01-08T08:30:00Z'))).toEqual([2027, 2028]);
    const decided = { applications: [{ seasonYear: 2026, status: 'approved' }, { seasonYear: 2027, status: 'pending' }] } as unknown as PromoterDetail;
    expect(seasonsToApply(decided, new Date('2026-03-01T00:00:00Z'))).toEqual([2027]);
    expect(seasonsToApply(null, new Date('2026-03-01T00:00:00Z'))).toEqual([2026, 2027]);
  });

  it('starts a new application on the coming season from October, else on this one', () => {
    expect(defaultSeason([2026, 2027], new Date('2026-11-28T12:00:00Z'))).toBe(2027);
    expect(defaultSeason([2026, 2027], new Date('2026-03-01T00:00:00Z'))).toBe(2026);
    // The coming season already decided: the one left.
    expect(defaultSeason([2026], new Date('2026-11-28T12:00:00Z'))).toBe(2026);
    expect(emptyApplication('US', new Date('2026-11-28T12:00:00Z')).seasonYear).toBe('2027');
  });

  it('makes the body the contract accepts: numbers, yes/no as booleans, blank track rows left out', () => {
    const body = applicationBody(filled);
    expect(body).toMatchObject({ seasonYear: 2026, averageEntries: 80, racesCount: 6, amaSanctioned: false, otherSanction: 'CFTA', mixedClasses: true, tracks: [{ name: 'Oval', website: 'https://oval.example.com' }] });
    expect(promoterApplicationSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the other sanction out when AMA sanctioned, and refuses unanswered questions', () => {
    expect(applicationBody({ ...filled, amaSanctioned: 'yes' }).otherSanction).toBeUndefined();
    const result = promoterApplicationSchema.safeParse(applicationBody({ ...filled, amaSanctioned: '', mixedClasses: '', tracks: [{ name: '', website: '' }] }));
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['amaSanctioned', 'mixedClasses', 'tracks']));
  });

  it("starts a returning promoter from their record and last season's answers", () => {
    const detail = {
      promoter: { name: 'High Plains Racing', contactName: 'Jo', phone: '3035550111', country: 'US', addressLine1: '1 Speedway Rd', city: 'Denver', state: 'CO', zipcode: '80202' },
      applications: [{ seriesName: 'HPFT', averageEntries: 80, racesCount: 6, amaSanctioned: true, otherSanction: null, mixedClasses: false, tracks: [{ name: 'Oval' }] }],
    } as unknown as PromoterDetail;
    const values = prefilled(detail, 'jo@example.com', emptyApplication('US', new Date('2026-03-01T00:00:00Z')));
    expect(values).toMatchObject({ name: 'High Plains Racing', email: 'jo@example.com', seriesName: 'HPFT', averageEntries: '80', amaSanctioned: 'yes', mixedClasses: 'no', seasonYear: '2026', tracks: [{ name: 'Oval', website: '' }] });
  });
});
