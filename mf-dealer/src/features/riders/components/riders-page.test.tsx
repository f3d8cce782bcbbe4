// @vitest-environment happy-dom
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tillRider } from '../../../testing/fixtures';
import { fakeApi, renderDealer } from '../../../testing/render';
import { RidersPage } from './riders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const riders = [
  tillRider(),
  tillRider({ _id: 'rider-2', fullName: 'Jordan Blake', city: 'Laval', state: 'QC', country: 'CA', bikes: [], hasPin: false }),
  tillRider({ _id: 'rider-3', fullName: 'Jordan Lee', pinLocked: true }),
];

describe('RidersPage', () => {
  it('searches once typing settles, from 2 characters, keeping the search in the address', async () => {
    const api = fakeApi({ 'GET /api/dealer/riders': { body: { riders } } });
    const { user } = renderDealer(
      <>
        <RidersPage />
        <Address />
      </>,
      { path: '/auth/dealer/riders' },
    );
    const box = screen.getByRole('searchbox', { name: /Search riders/ });
    await user.type(box, 'j');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    await user.type(box, 'ordan');
    expect(await screen.findByText('3 riders found')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/dealer/riders?query=jordan']);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?query=jordan'));

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/auth/dealer/rider/rider-demo', '/auth/dealer/rider/rider-2', '/auth/dealer/rider/rider-3']);
    expect(links[0]!.textContent).toContain('Murrieta, CA, United States');
    expect(links[0]!.textContent).toContain('2024 Yamaha YZ250F');
    expect(links[0]!.textContent).toContain('PIN set');
    expect(links[1]!.textContent).toContain('Laval, QC, Canada');
    expect(links[1]!.textContent).toContain('No bikes registered');
    expect(links[1]!.textContent).toContain('No PIN yet — the rider creates one in their profile');
    expect(links[2]!.textContent).toContain('PIN locked — the rider must set a new PIN');
  });

  it('starts from the search in the address and says when nobody matches', async () => {
    fakeApi({ 'GET /api/dealer/riders': { body: { riders: [] } } });
    renderDealer(<RidersPage />, { path: '/auth/dealer/riders?query=zz%20top' });
    expect((screen.getByRole('searchbox', { name: /Search riders/ }) as HTMLInputElement).value).toBe('zz top');
    expect(await screen.findByText('No rider matches “zz top”. Check the spelling, or try their email or AMA number.')).toBeTruthy();
  });
});
