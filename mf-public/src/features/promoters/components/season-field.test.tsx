// @vitest-environment happy-dom
import { defaultSeason, seasonsToApply, type PromoterDetail } from '@rr/contracts';
import { uiEnglish } from '@rr/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { SeasonField } from './season-field';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The season choice as the application form builds it: the seasons still to apply for today, the usual one chosen. */
function renderChoice(record: PromoterDetail | null, locale: 'en' | 'fr' = 'en') {
  const seasons = seasonsToApply(record);
  render(
    <IntlProvider locale={locale} messages={{ ...uiEnglish, ...(locale === 'en' ? en : fr) }} onError={() => undefined}>
      <SeasonField seasons={seasons} field={{ name: 'seasonYear', defaultValue: String(defaultSeason(seasons)) }} />
    </IntlProvider>,
  );
  return screen.getByRole('combobox', { name: /Season|Saison/ }) as HTMLSelectElement;
}

describe('the promoter application’s season choice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  it('offers this season beside the coming one late in November, the coming one chosen, and says why', () => {
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
    const select = renderChoice(null);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2027']);
    expect(select.value).toBe('2027');
    expect(screen.getByText(/You can apply for 2026 and 2027\. A season stays open until the results of its last events are due, on 7 January/)).toBeTruthy();
  });

  it('keeps last season open until 7 January, and leaves out a season already decided', () => {
    vi.setSystemTime(new Date('2027-01-05T18:00:00Z'));
    const decided = { applications: [{ seasonYear: 2027, status: 'approved' }] } as unknown as PromoterDetail;
    const select = renderChoice(decided, 'fr');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2028']);
    expect(screen.getByText(/Vous pouvez postuler pour 2026 et 2028\./)).toBeTruthy();
  });
});
