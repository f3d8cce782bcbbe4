// @vitest-environment happy-dom
import type { DeadlineMonth } from '@rr/contracts';
import { uiEnglish } from '@rr/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featureEn from '../i18n/en.json';
import { DeadlineChart } from './deadline-chart';

// The drawing (recharts) is the kit's; these tests read the figures the chart is given through its table.
vi.mock('../../reports/kit/chart-canvas', () => ({ default: () => null }));

afterEach(cleanup);

const month = (key: string, onTime: number, late: [number, number, number, number]): DeadlineMonth => ({
  month: key,
  onTime,
  late: { upTo7Days: late[0], upTo30Days: late[1], upTo90Days: late[2], over90Days: late[3] },
});
// January and March have events, February none; the answer may list months in any order.
const byMonth = [month('2026-03', 4, [1, 0, 2, 0]), month('2026-01', 2, [0, 3, 0, 5])];

function rowsOf(kind: 'late' | 'finished', months: readonly DeadlineMonth[]) {
  render(
    <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...featureEn }} onError={() => undefined}>
      <DeadlineChart kind={kind} byMonth={months} />
    </IntlProvider>,
  );
  return screen.queryAllByRole('table', { hidden: true }).map((table) => within(table).getAllByRole('row', { hidden: true }).map((row) => Array.from(row.children, (cell) => cell.textContent)));
}

describe('DeadlineChart', () => {
  it('late: a bar per lateness bucket each month, oldest first, a month without events as zeros', () => {
    const [table] = rowsOf('late', byMonth);
    expect(table).toEqual([
      ['Month', '1–7 days late', '8–30 days late', '31–90 days late', 'More than 90 days late'],
      ['Jan 2026', '0', '3', '0', '5'],
      ['Feb 2026', '0', '0', '0', '0'],
      ['Mar 2026', '1', '0', '2', '0'],
    ]);
    expect(screen.getByRole('figure', { name: 'Late events by month of their last day, by days past the due date' })).toBeTruthy();
    expect(screen.getByText('Counts every event that matches the dates, not only this page.')).toBeTruthy();
  });

  it('finished: on time and late (every bucket added up) each month', () => {
    const [table] = rowsOf('finished', byMonth);
    expect(table).toEqual([
      ['Month', 'On time', 'Late'],
      ['Jan 2026', '2', '8'],
      ['Feb 2026', '0', '0'],
      ['Mar 2026', '4', '3'],
    ]);
    expect(screen.getByRole('figure', { name: 'Results in on time or late, by month of the events’ last day' })).toBeTruthy();
  });

  it('crosses a year and draws nothing without months', () => {
    const [table] = rowsOf('finished', [month('2025-12', 1, [0, 0, 0, 0]), month('2026-01', 0, [1, 0, 0, 0])]);
    expect(table!.slice(1).map((row) => row[0])).toEqual(['Dec 2025', 'Jan 2026']);
    cleanup();
    expect(rowsOf('late', [])).toEqual([]);
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
