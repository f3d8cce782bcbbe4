// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import type { RiderDuplicate } from '@rr/contracts';
import { Toaster, uiEnglish } from '@rr/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import featureEn from '../i18n/en.json';
import { CreateRiderForm } from './create-rider-form';
import { fakeApi } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method === 'POST');

const twin: RiderDuplicate = { kind: 'nameBirthDate', blocking: false, accountType: 'rider', id: 'rider-twin', name: 'Morgan Twin', email: 'morgan.twin@example.com', city: 'Ogden', dateOfBirth: '1990-01-01' };
const created = { rider: { _id: 'rider-new', fullName: 'Morgan Twin', email: 'morgan.new@example.com' } };

function renderForm() {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...englishMessages, ...appEn, ...featureEn }} onError={() => undefined}>
        <MemoryRouter initialEntries={['/auth/admin/rider']}>
          <Routes>
            <Route path="/auth/admin/rider" element={<CreateRiderForm />} />
            <Route path="/auth/admin/rider/:riderId" element={<p>Rider page</p>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The required fields of a new rider (set at once: typing each letter is not what these tests are about). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'morgan.new@example.com') {
  const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^First name/, 'Morgan');
  set(/^Last name/, 'Twin');
  set(/^Email address/, email);
  set(/^Phone/, '9515550142');
  set(/^Date of birth/, '1990-01-01');
  set(/^Street address/, '9 Pit Lane');
  set(/^City/, 'Perris');
  await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
  set(/^ZIP code/, '92570');
}

describe('CreateRiderForm: possible duplicates', () => {
  it('shows the rider with the same name and birth date, with a link, and creates anyway once asked', async () => {
    const calls = fakeApi({
      'POST /api/admin/riders': (body) =>
        (body as { confirmDuplicates?: boolean }).confirmDuplicates
          ? { status: 201, body: created }
          : { status: 409, body: { code: 'POSSIBLE_DUPLICATE_RIDER', message: 'A rider with the same name and date of birth already exists.', details: { duplicates: [twin] } } },
    });
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create the rider' }));

    const warning = (await screen.findByText('This rider may already be registered')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(warning).getByText('Same name and date of birth:')).toBeTruthy();
    expect(within(warning).getByRole('link', { name: 'Morgan Twin' }).getAttribute('href')).toBe('/auth/admin/rider/rider-twin');
    expect(warning.textContent).toContain('morgan.twin@example.com');
    expect(warning.textContent).toContain('Ogden');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).not.toHaveProperty('confirmDuplicates');

    await user.click(within(warning).getByRole('button', { name: 'Create anyway' }));
    expect(await screen.findByText('Rider page')).toBeTruthy();
    expect(posts(calls)).toHaveLength(2);
    expect(posts(calls)[1]!.body).toMatchObject({ firstName: 'Morgan', lastName: 'Twin', dateOfBirth: '1990-01-01', confirmDuplicates: true });
  });

  it('forgets the warning when the name changes, and "Create" never confirms it', async () => {
    const calls = fakeApi({
      'POST /api/admin/riders': () => ({ status: 409, body: { code: 'POSSIBLE_DUPLICATE_RIDER', message: 'Possible duplicate', details: { duplicates: [twin] } } }),
    });
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create the rider' }));
    expect(await screen.findByText('This rider may already be registered')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the rider' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls).every((call) => !(call.body as Record<string, unknown>).confirmDuplicates)).toBe(true);
    // The second answer (the same warning) must be in before the name changes, or it would show the warning again
    // after the change and the test would judge the order the answers came in, not the form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create the rider' }).getAttribute('aria-busy')).toBeNull());

    await user.type(screen.getByLabelText(/^Last name/), 's');
    expect(screen.queryByText('This rider may already be registered')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create anyway' })).toBeNull();
  });

  it('shows who has the e-mail, marks the field, and offers no way around it', async () => {
    const holder: RiderDuplicate = { kind: 'email', blocking: true, accountType: 'dealer', id: 'dealer-7', name: 'Desert Moto', email: 'counter@dealer.example.com', city: 'Reno', dateOfBirth: null };
    const calls = fakeApi({
      'POST /api/admin/riders': () => ({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.', details: { field: 'email', duplicates: [holder, twin] } } }),
    });
    const user = renderForm();
    await fillIn(user, 'counter@dealer.example.com');
    await user.click(screen.getByRole('button', { name: 'Create the rider' }));

    expect(await screen.findByText('This rider cannot be created as entered')).toBeTruthy();
    expect(screen.getByText('Same email address:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Desert Moto' }).getAttribute('href')).toBe('/auth/admin/dealer/dealer-7');
    expect(screen.getByText('Dealer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Morgan Twin' })).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Log in or recover your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create anyway' })).toBeNull();
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows who has a bike with the VIN', async () => {
    const owner: RiderDuplicate = { kind: 'vin', blocking: true, accountType: 'rider', id: 'rider-owner', name: 'Vic Owner', email: 'vic@example.com', city: null, dateOfBirth: '1985-05-05' };
    fakeApi({
      'POST /api/admin/riders': () => ({ status: 409, body: { code: 'VIN_TAKEN', message: 'That VIN is already registered', details: { field: 'vin', duplicates: [owner] } } }),
    });
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create the rider' }));
    expect(await screen.findByText('Same VIN:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vic Owner' }).getAttribute('href')).toBe('/auth/admin/rider/rider-owner');
    expect(screen.queryByRole('button', { name: 'Create anyway' })).toBeNull();
  });
});
