// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderProfile, riderSession } from '../testing/render';
import { PinCard } from './pin-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PinCard', () => {
  it('says when the till locked the PIN and sets a new one without the old PIN, which unlocks it', async () => {
    const api = fakeApi({
      'PUT /api/rider/rider/r1/pin': { body: { user: { _id: 'r1', hasPin: true, pinLocked: false } } },
      'GET /api/session': { body: { authenticated: true, type: 'rider', user: { _id: 'r1', type: 'rider', email: 'o@example.com', emailVerified: true, deActivated: false, hasPin: true, pinLocked: false } } },
    });
    const { user } = renderProfile(<PinCard riderId="r1" hasPin pinLocked />, { session: riderSession({ pinLocked: true }) });
    expect(screen.getByText('Your PIN is locked')).toBeTruthy();
    expect(screen.getByText(/Setting a new PIN below unlocks it/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Current PIN/)).toBeNull();

    await user.type(screen.getByLabelText(/^New PIN/), '48a61');
    await user.type(screen.getByLabelText(/^Confirm new PIN/), '4861');
    await user.click(screen.getByRole('button', { name: 'Set new PIN and unlock' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/rider/rider/r1/pin', body: { pin: '4861', confirmPin: '4861' } });
  });

  it('asks for the current PIN to change one, and shows a wrong one at its field', async () => {
    const api = fakeApi({ 'PUT /api/rider/rider/r1/pin': { status: 400, body: { code: 'CURRENT_PIN_WRONG', message: 'Your current PIN is not correct' } } });
    const { user } = renderProfile(<PinCard riderId="r1" hasPin pinLocked={false} />, { session: riderSession() });
    await user.type(screen.getByLabelText(/^Current PIN/), '1111');
    await user.type(screen.getByLabelText(/^New PIN/), '2222');
    await user.type(screen.getByLabelText(/^Confirm new PIN/), '2223');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Both PIN inputs must be the same')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new PIN/));
    await user.type(screen.getByLabelText(/^Confirm new PIN/), '2222');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => expect(screen.getByLabelText(/^Current PIN/).getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/rider/rider/r1/pin', body: { pin: '2222', confirmPin: '2222', currentPin: '1111' } });
  });
});
