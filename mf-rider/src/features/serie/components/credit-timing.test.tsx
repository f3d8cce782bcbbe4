// @vitest-environment happy-dom
import type { SeriesEnd } from '@rr/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { CreditTiming } from './credit-timing';

afterEach(cleanup);

const waiting: SeriesEnd = { plannedRounds: 5, rounds: 5, roundsWithResults: 2, closedAt: null, closedBy: null, finished: null, reopenable: false };

function fact(end: SeriesEnd | undefined): string {
  render(
    <IntlProvider locale="en-US" messages={en} onError={() => undefined}>
      <dl>
        <CreditTiming end={end} />
      </dl>
    </IntlProvider>,
  );
  expect(screen.getByText('Dealer credit').tagName).toBe('DT');
  return screen.getByText('Dealer credit').nextElementSibling!.textContent ?? '';
}

describe('CreditTiming (the rider’s series page)', () => {
  it('says credit is paid at the end of the series and lasts 365 days from the day it is paid, never a date of its own', () => {
    const text = fact(waiting);
    expect(text).toBe('Paid at the end of the series, once all 5 rounds have results. It expires 365 days after the day it is paid.');
    expect(text).not.toMatch(/\d{4}/);
  });

  it('counts rounds created past the plan, and waits for the end of a series without one', () => {
    expect(fact({ ...waiting, plannedRounds: 2, rounds: 3 })).toContain('once all 3 rounds have results');
    cleanup();
    expect(fact({ ...waiting, plannedRounds: null })).toBe('Paid at the end of the series. It expires 365 days after the day it is paid.');
    cleanup();
    expect(fact(undefined)).toContain('Paid at the end of the series.');
  });

  it('says a finished series is paying its credit', () => {
    expect(fact({ ...waiting, roundsWithResults: 5, finished: 'rounds' })).toBe('The series has ended: dealer credit earned in it is being paid. It expires 365 days after the day it is paid.');
  });
});
