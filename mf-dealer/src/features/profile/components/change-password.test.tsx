// @vitest-environment happy-dom
import { ChangePasswordCard } from '@rr/ui/account';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDealer } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shared change-password card (@rr/ui/account) as the dealer's profile uses it. */
describe('ChangePasswordCard for a dealer', () => {
  it('sends the change to the dealer’s own path, says a wrong current password at its field, and empties the form when done', async () => {
    const api = fakeApi({
      'PUT /api/dealer/dealer/change-password': [{ status: 400, body: { code: 'CURRENT_PASSWORD_WRONG', message: 'Your current password is not correct' } }, { status: 204 }],
    });
    const { user } = renderDealer(<ChangePasswordCard role="dealer" />);
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong1234');
    await user.type(screen.getByLabelText(/^New password/), 'Better1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.at(-1)).toEqual({ method: 'PUT', url: '/api/dealer/dealer/change-password', body: { currentPassword: 'Wrong1234', password: 'Better1234', confirmPassword: 'Better1234' } });

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''));
    expect(api.calls).toHaveLength(2);
  });

  it('refuses a new password that breaks the rules before sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderDealer(<ChangePasswordCard role="dealer" />);
    await user.type(screen.getByLabelText(/^Current password/), 'Password1');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Password must be at least 8 characters long.')).length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
  });
});
