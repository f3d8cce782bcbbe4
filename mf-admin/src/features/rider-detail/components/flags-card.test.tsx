// @vitest-environment happy-dom
import type { RiderViewBody } from '@rr/contracts';
import { Toaster } from '@rr/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { FlagsCard } from './money-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `PUT …/flags` answering `status` with `body`; every call recorded. */
const fakeFlagsApi = (status = 200, body: unknown = { rider: {} }) => fakeApi({ 'PUT /api/admin/rider/rider-1/flags': () => ({ status, body }) });

const render = (flags: string[]) =>
  renderAdmin(
    <>
      <FlagsCard rider={{ _id: 'rider-1', fullName: 'Jordan Miller', flags } as RiderViewBody} />
      <Toaster />
    </>,
    { path: '/auth/admin/rider/rider-1?tab=money', messages: featureEn },
  );

describe('FlagsCard', () => {
  it('shows the rider’s flags and saves factory support with the others, lower-cased, each once', async () => {
    const calls = fakeFlagsApi();
    const { user } = render(['mentor']);
    const factory = screen.getByRole('checkbox', { name: 'Factory-supported' }) as HTMLInputElement;
    expect(factory.checked).toBe(false);
    expect((screen.getByLabelText(/Other flags/) as HTMLInputElement).value).toBe('mentor');
    await user.click(factory);
    await user.type(screen.getByLabelText(/Other flags/), ', Mentor, team-x');
    await user.click(screen.getByRole('button', { name: 'Save flags' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/admin/rider/rider-1/flags', body: { flags: ['factory-supported', 'mentor', 'team-x'] } });
    expect(await screen.findByText('Jordan Miller’s flags are saved')).toBeTruthy();
  });

  it('shows the server’s refusal at the field', async () => {
    fakeFlagsApi(400, { code: 'VALIDATION', message: 'Please correct the highlighted fields', details: { 'flags.0': { id: 'validation.rules.flag', message: 'Use lower-case letters, digits and hyphens, starting with a letter' } } });
    const { user } = render([]);
    await user.type(screen.getByLabelText(/Other flags/), '9lives');
    await user.click(screen.getByRole('button', { name: 'Save flags' }));
    expect(await screen.findByText(/Please correct the highlighted fields|Use lower-case letters/)).toBeTruthy();
  });
});
