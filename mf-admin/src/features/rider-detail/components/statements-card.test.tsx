// @vitest-environment happy-dom
import type { StatementYears } from '@rr/contracts/statements';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { StatementsCard } from './statements-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatementsCard', () => {
  it('offers the rider’s statements of each closed year, as the rider gets them, for staff', async () => {
    const calls = fakeApi({ 'GET /api/admin/statements': () => ({ body: { riderId: 'rider-1', years: [{ year: 2025, currencies: ['USD'] }] } satisfies StatementYears }) });
    renderAdmin(<StatementsCard riderId="rider-1" />, { path: '/auth/admin/rider/rider-1?tab=money', messages: featureEn });
    const pdf = await screen.findByRole('link', { name: '2025 statement (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/admin/statement/2025.pdf?riderId=rider-1&locale=en');
    expect(screen.getByRole('link', { name: '2025 statement (CSV)' }).getAttribute('href')).toBe('/api/admin/statement/2025.csv?riderId=rider-1&locale=en');
    expect(new URL(calls[0]!.url, 'https://x.test').searchParams.get('riderId')).toBe('rider-1');
  });
});
