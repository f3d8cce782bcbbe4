// @vitest-environment happy-dom
import type { StatementYears } from '@rr/contracts/statements';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRider } from '../../../testing/render';
import { YearStatements } from './year-statements';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('YearStatements: the wallet’s year-end statements', () => {
  it('lists each closed year with its PDF and CSV in the page’s language', async () => {
    fakeApi({ 'GET /api/rider/statements': { body: { riderId: 'rider-demo', years: [{ year: 2025, currencies: ['USD'] }, { year: 2024, currencies: ['CAD', 'USD'] }] } satisfies StatementYears } });
    renderRider(<YearStatements />, { path: '/auth/rider/redemptions' });
    const pdf = await screen.findByRole('link', { name: '2025 statement (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/rider/statement/2025.pdf?locale=en');
    expect(screen.getByRole('link', { name: '2024 statement (CSV)' }).getAttribute('href')).toBe('/api/rider/statement/2024.csv?locale=en');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['2025 USD2025 statement (PDF)2025 statement (CSV)', '2024 CAD · USD2024 statement (PDF)2024 statement (CSV)']);
  });

  it('says when there is no statement yet', async () => {
    fakeApi({ 'GET /api/rider/statements': { body: { riderId: 'rider-demo', years: [] } satisfies StatementYears } });
    renderRider(<YearStatements />, { path: '/auth/rider/redemptions' });
    expect(await screen.findByText('No statements yet: the first comes once a year with money in it has ended.')).toBeTruthy();
  });
});
