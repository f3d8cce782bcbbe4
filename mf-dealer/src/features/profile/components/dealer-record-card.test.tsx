// @vitest-environment happy-dom
import type { DealerView } from '@rr/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDealer } from '../../../testing/render';
import { DealerRecordCard } from './dealer-record-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lakeshore = (overrides: Partial<DealerView> = {}): DealerView => ({
  _id: 'dealer-08',
  name: 'Lakeshore Moto',
  dealerId: 'D20002',
  email: 'lakeshore.moto@example.com',
  addressLine1: '2200 Lake Shore Blvd W',
  addressLine2: null,
  city: 'Toronto',
  state: 'ON',
  zipcode: 'M8V 1A6',
  country: 'CA',
  phone: '4165550108',
  websiteUrl: null,
  bio: null,
  timeZone: 'America/Toronto',
  timeZoneFromAddress: true,
  active: true,
  invited: false,
  lastLoginAt: null,
  loginCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('DealerRecordCard, the time zone', () => {
  it('follows the address until the dealer picks another zone, which it sends and then reads back in the session', async () => {
    const api = fakeApi({
      'PUT /api/dealer/dealer/dealer-08': { body: { dealer: lakeshore({ timeZone: 'America/Winnipeg', timeZoneFromAddress: false }) } },
      'GET /api/session': { body: { authenticated: false } },
    });
    const { user } = renderDealer(<DealerRecordCard dealer={lakeshore()} />);
    const zone = screen.getByLabelText(/^Time zone/) as HTMLSelectElement;
    expect(zone.value).toBe('');
    // (The test DOM shows a select's first option until one is picked: the address is picked as a person would.)
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    await user.selectOptions(screen.getByLabelText(/^State or province/), 'ON');
    expect(zone.selectedOptions[0]?.textContent).toMatch(/^From your address: America\/Toronto \((EST|EDT)\)$/);

    // The address's zone follows the province picked.
    await user.selectOptions(screen.getByLabelText(/^State or province/), 'BC');
    expect(zone.selectedOptions[0]?.textContent).toMatch(/^From your address: America\/Vancouver \((PST|PDT)\)$/);
    await user.selectOptions(screen.getByLabelText(/^State or province/), 'ON');

    await user.selectOptions(zone, 'America/Winnipeg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ state: 'ON', timeZone: 'America/Winnipeg' });
    // The session is read again, so every page shows the new zone.
    await waitFor(() => expect(api.calls.some((call) => call.url.startsWith('/api/session'))).toBe(true));
    await waitFor(() => expect((screen.getByLabelText(/^Time zone/) as HTMLSelectElement).value).toBe('America/Winnipeg'));
  });
});
