// @vitest-environment happy-dom
import type { Earning } from '@rr/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import core from './i18n/en.json';
import records from './rider-records/i18n/en.json';

const en = { ...core, ...records };
import { EarningHistory } from './earning-history';

afterEach(cleanup);

type History = Earning['history'];

function steps(history: History): string[] {
  render(
    <IntlProvider locale="en-US" messages={en}>
      <EarningHistory earning={{ currency: 'USD', history }} />
    </IntlProvider>,
  );
  const list = screen.queryByRole('list', { name: "What this result's money did" });
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

describe('EarningHistory', () => {
  it('reads a 1st corrected to 2nd as the award, its reversal with what became owed, and the new award', () => {
    expect(
      steps([
        { at: '2026-07-12T18:00:00Z', change: 'paid', cents: 25_000, owedCents: 0 },
        { at: '2026-07-20T18:00:00Z', change: 'corrected', cents: -25_000, owedCents: 25_000 },
        { at: '2026-07-20T18:00:00Z', change: 'paid', cents: 15_000, owedCents: 0 },
      ]),
    ).toEqual(['Paid $250 on Jul 12th, 2026', '→ corrected on Jul 20th, 2026: −$250 ($250 of it owed)', '→ +$150 on Jul 20th, 2026']);
  });

  it('says a removed line was taken back, and leaves out "owed" when the money was still in the wallet', () => {
    expect(
      steps([
        { at: '2026-05-02T18:00:00Z', change: 'paid', cents: 10_000, owedCents: 0 },
        { at: '2026-05-09T18:00:00Z', change: 'removed', cents: -10_000, owedCents: 0 },
      ]),
    ).toEqual(['Paid $100 on May 2nd, 2026', '→ removed from the results on May 9th, 2026: −$100']);
  });

  it('shows nothing for a line paid once and never changed', () => {
    expect(steps([{ at: '2026-05-02T18:00:00Z', change: 'paid', cents: 10_000, owedCents: 0 }])).toEqual([]);
    expect(steps([])).toEqual([]);
  });
});
