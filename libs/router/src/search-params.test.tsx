// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParams } from './search-params';

function Report() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const setDay = () => setSearch((current) => ({ ...Object.fromEntries(current), endDate: '2026-11-28' }));
  const sort = () => setSearch((current) => ({ ...Object.fromEntries(current), sortBy: 'daysLate' }));
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="end">{search.get('endDate') ?? ''}</output>
      {/* Both changes before the page draws the first: a day chosen and a sort clicked in quick succession. */}
      <button
        onClick={() => {
          setDay();
          sort();
        }}
      >
        both
      </button>
      <button onClick={() => setSearch({ page: '2' })}>page two</button>
    </>
  );
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/report" element={<Report />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useSearchParams', () => {
  afterEach(cleanup);

  it('gives a functional update the address as it is now, so a change made before the last one is drawn keeps it', () => {
    renderAt('/report?startDate=2025-11-28');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'both' })));
    expect(screen.getByLabelText('address').textContent).toBe('?startDate=2025-11-28&endDate=2026-11-28&sortBy=daysLate');
    expect(screen.getByLabelText('end').textContent).toBe('2026-11-28');
  });

  it('sets a whole new address from plain values', () => {
    renderAt('/report?startDate=2025-11-28');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'page two' })));
    expect(screen.getByLabelText('address').textContent).toBe('?page=2');
  });
});
