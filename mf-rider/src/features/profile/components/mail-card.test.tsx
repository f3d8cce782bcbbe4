// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from '@rr/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderProfile } from '../testing/render';
import { MailCard } from './mail-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ALL_ON = { earnings: true, claims: true, cashouts: true, redemptions: true, creditExpiring: true };
const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name: new RegExp(`^${name}`) });

describe('MailCard', () => {
  it('shows each optional mail as the rider set it, and saves a switch as soon as it is flipped', async () => {
    const api = fakeApi({
      'GET /api/rider/mail-preferences': { body: { preferences: { ...ALL_ON, redemptions: false } } },
      'PUT /api/rider/mail-preferences': ({ body }) => ({ body: { preferences: { ...ALL_ON, redemptions: false, ...(body as object) } } }),
    });
    const saved = vi.spyOn(toast, 'success');
    const { user } = renderProfile(<MailCard riderId="r1" />);

    await waitFor(() => expect(toggle('Earnings').disabled).toBe(false));
    expect(toggle('Earnings').checked).toBe(true);
    expect(toggle('Dealer redemptions').checked).toBe(false);
    expect(toggle('Earnings').getAttribute('aria-describedby')).toBe('mail-earnings-hint');

    await user.click(toggle('Payout claims'));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/rider/mail-preferences', body: { claims: false } });
    // Once saved, the switches show the answer: claims off, the rest as they were.
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Email settings saved'));
    expect(toggle('Payout claims').checked).toBe(false);
    expect(toggle('Dealer redemptions').checked).toBe(false);
    expect(toggle('Earnings').checked).toBe(true);
  });

  it('shows the mails the programme must send always on, greyed, with why, and never sends them', async () => {
    const api = fakeApi({ 'GET /api/rider/mail-preferences': { body: { preferences: ALL_ON } } });
    const { user } = renderProfile(<MailCard riderId="r1" />);
    await waitFor(() => expect(toggle('Earnings').disabled).toBe(false));

    for (const name of ['Money you owe', 'Failed cash-outs', 'Account and security']) {
      const always = toggle(name);
      expect(always.checked).toBe(true);
      expect(always.disabled).toBe(true);
      expect(always.getAttribute('aria-describedby')).toContain('mail-required-why');
      await user.click(always);
      expect(always.checked).toBe(true);
    }
    expect(screen.getByText(/These cannot be turned off: the programme must be able to tell you about money you owe/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says when the settings cannot be loaded, with a way to try again', async () => {
    fakeApi({ 'GET /api/rider/mail-preferences': { status: 500, body: { message: 'An error occurred', code: 'INTERNAL' } } });
    renderProfile(<MailCard riderId="r1" />);
    expect(await screen.findByText('Your email settings could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^Earnings/ })).toBeNull();
  });
});
