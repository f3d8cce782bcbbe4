import type { EventResult } from '@rr/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { ResultsTable, eligibilityLabelId } from './results-table';

const result = (id: string, place: number, eligibility: string): EventResult => ({
  _id: id,
  className: 'Pro',
  place,
  riderName: `Rider ${id}`,
  bike: 'CRF450R',
  hometown: 'Perris, CA',
  payout: eligibility === 'eligible' ? 50_000 : 0,
  payoutType: 'cash',
  eligibility,
  resultType: 'overall',
});

// The Eligibility column showed raw codes (notRegistered, bikeTooOld) in all 8 languages (issue 11, finder defects).
describe('the results table’s Eligibility column', () => {
  it('names each known code, reads any other as not eligible, and has nothing for no code', () => {
    expect(eligibilityLabelId('eligible')).toBe('public.event.eligibility.eligible');
    expect(eligibilityLabelId('bikeTooOld')).toBe('public.event.eligibility.bikeTooOld');
    expect(eligibilityLabelId('notRegistered')).toBe('public.event.eligibility.notRegistered');
    expect(eligibilityLabelId('vinUnverified')).toBe('public.event.eligibility.other');
    expect(eligibilityLabelId('constructor')).toBe('public.event.eligibility.other');
    expect(eligibilityLabelId('')).toBeNull();
  });

  it('shows translated labels, never the codes', () => {
    const rows = [result('1', 1, 'eligible'), result('2', 2, 'bikeTooOld'), result('3', 3, 'notRegistered')];
    const html = renderToStaticMarkup(
      <IntlProvider locale="de" messages={{ ...en, ...de }} onError={() => undefined}>
        <ResultsTable results={rows} currency="USD" />
      </IntlProvider>,
    );
    expect(html).toContain('Berechtigt');
    expect(html).toContain('Motorrad zu alt');
    expect(html).toContain('Motorrad nicht registriert');
    expect(html).not.toMatch(/bikeTooOld|notRegistered|>eligible</);
  });

  it('keeps the Payout column in view on a phone: bike and hometown step aside, Payout stays at the edge', () => {
    const html = renderToStaticMarkup(
      <IntlProvider locale="en" messages={en} onError={() => undefined}>
        <ResultsTable results={[result('1', 1, 'eligible')]} currency="USD" />
      </IntlProvider>,
    );
    expect(html.match(/class="rr-table__secondary"/g)).toHaveLength(4); // two headers, two cells
    expect(html).toMatch(/<th scope="col" class="rr-align-right rr-table__sticky-end">Payout<\/th>/);
    expect(html).toMatch(/<td class="rr-align-right rr-table__sticky-end">\$500<\/td>/);
  });
});
