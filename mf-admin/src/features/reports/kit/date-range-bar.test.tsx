// @vitest-environment happy-dom
import { uiEnglish } from '@rr/ui';
import { useLocation } from '@rr/router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import featureEn from '../i18n/en.json';

/** The app's strings and this feature's own (createFeatureIntl). */
const en = { ...appEn, ...featureEn };
import { DateRangeBar } from './date-range-bar';

beforeEach(() => {
  // 9 March 2026 in Los Angeles (10 March in UTC): only Date is faked, so user events still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}

function renderBar(url: string) {
  render(
    <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...en }} onError={() => undefined}>
      <MemoryRouter initialEntries={[url]}>
        <DateRangeBar />
        <Address />
      </MemoryRouter>
    </IntlProvider>,
  );
  return userEvent.setup();
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const params = () => Object.fromEntries(new URLSearchParams(search));

describe('DateRangeBar', () => {
  it('shows the default range (1 January to today) when the address has none, as "This year"', () => {
    renderBar('/auth/admin/summary');
    expect([value('From'), value('To')]).toEqual(['2026-01-01', '2026-03-09']);
    expect(screen.getByRole('button', { name: 'This year' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last year' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('writes a preset to the address, keeping the filters and leaving the page', async () => {
    const user = renderBar('/auth/admin/rider-earnings?query=ana&currency=CAD&page=3');
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    expect(params()).toEqual({ query: 'ana', currency: 'CAD', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect([value('From'), value('To')]).toEqual(['2025-01-01', '2025-12-31']);
    expect(screen.getByRole('button', { name: 'Last year' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(params()).toMatchObject({ startDate: '2025-03-10', endDate: '2026-03-09' });
  });

  it('reads the range from the address and writes a typed day back', () => {
    renderBar('/auth/admin/summary?startDate=2025-06-01&endDate=2025-06-30');
    expect([value('From'), value('To')]).toEqual(['2025-06-01', '2025-06-30']);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-07-15' } });
    expect(params()).toEqual({ startDate: '2025-06-01', endDate: '2025-07-15' });
    expect(value('To')).toBe('2025-07-15');
  });
});
