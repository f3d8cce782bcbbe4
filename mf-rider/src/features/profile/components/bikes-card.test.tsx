// @vitest-environment happy-dom
import type { RiderBike } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aRiderView, fakeApi, renderProfile, riderSession } from '../testing/render';
import { BikesCard } from './bikes-card';

const invalid: RiderBike = { _id: 'b1', year: 2023, make: 'Apex', model: 'EX 300', vin: '5RREX3005PA100090', valid: 'invalid', validReason: 'notAccepted' };
const verified: RiderBike = { _id: 'b2', year: 2024, make: 'Apex', model: 'MX 450F', vin: '5RRMX4506RA100161', valid: 'verified', validReason: 'matched' };

beforeAll(() => {
  // happy-dom has no layout: scrolling into view is a no-op here.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BikesCard', () => {
  it('says which bike the route guard sent the rider to fix and why, with its correction open', () => {
    fakeApi({});
    renderProfile(<BikesCard rider={aRiderView({ bikes: [verified, invalid] })} redirectVin />, { session: riderSession() });
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('A bike has an invalid VIN')).toBeTruthy();
    expect(notice.textContent).toContain('2023 Apex EX 300');
    expect(notice.textContent).toContain('5RREX3005PA100090');
    expect(notice.textContent).toContain('The VIN is not one of the models the programme accepts');
    expect(screen.getByRole('form', { name: 'Correct this bike' })).toBeTruthy();
  });

  it('asks for a first bike when there is none, with the add form open', () => {
    fakeApi({});
    renderProfile(<BikesCard rider={aRiderView({ bikes: [] })} redirectVin />, { session: riderSession() });
    expect(screen.getByText('Add your bike to continue')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a bike' })).toBeTruthy();
  });

  it('removes a bike only after the confirmation, then reads the session again for the route guard', async () => {
    const api = fakeApi({
      'DELETE /api/rider/rider/r1/bikes/b1': { body: { rider: aRiderView({ bikes: [verified] }) } },
      'GET /api/session': { body: { authenticated: true, type: 'rider', user: { _id: 'r1', type: 'rider', email: 'o@example.com', emailVerified: true, deActivated: false, bikes: [verified] } } },
    });
    const { user } = renderProfile(<BikesCard rider={aRiderView({ bikes: [verified, invalid] })} redirectVin={false} />, { session: riderSession() });
    await user.click(screen.getByRole('button', { name: 'Remove 2023 Apex EX 300' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2023 Apex EX 300 (VIN 5RREX3005PA100090) will be removed from your account.');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove bike' }));
    await waitFor(() => expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/session'));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /api/rider/rider/r1/bikes/b1');
  });

  it('explains a VIN with a wrong check digit before sending it, and shows VIN_TAKEN at the VIN', async () => {
    const api = fakeApi({ 'POST /api/rider/rider/r1/bikes': { status: 409, body: { code: 'VIN_TAKEN', message: 'That VIN is already registered', details: { field: 'vin' } } } });
    const { user } = renderProfile(<BikesCard rider={aRiderView({ bikes: [] })} redirectVin />, { session: riderSession() });
    const form = screen.getByRole('form', { name: 'Add a bike' });
    await user.selectOptions(within(form).getByLabelText(/^Model year/), '2024');
    await user.type(within(form).getByLabelText(/^Make/), 'Apex');
    await user.type(within(form).getByRole('textbox', { name: /^Model/ }), 'EX 300');
    const vin = within(form).getByLabelText(/^VIN/);
    await user.type(vin, '5rrex3001ra100099');
    expect((vin as HTMLInputElement).value).toBe('5RREX3001RA100099');
    await user.click(within(form).getByRole('button', { name: 'Add bike' }));
    // On the field (the contract's rule) as well as in the explanation panel under it.
    await waitFor(() => expect(vin.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toContain('Position 9 is a check digit computed from the other characters: it should be 8, not 1.');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(vin);
    await user.type(vin, '5RREX3008RA100099');
    await user.click(within(form).getByRole('button', { name: 'Add bike' }));
    // At the field, and as the VIN explanation's verdict: never "VIN verified" beside a VIN another account holds.
    expect((await within(form).findByRole('alert')).textContent).toBe('That VIN is already registered');
    const explanation = within(form).getByRole('region', { name: 'About this VIN' });
    expect(within(explanation).getByText('That VIN is already registered')).toBeTruthy();
    expect(within(explanation).queryByText('VIN verified')).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ year: '2024', make: 'Apex', model: 'EX 300', vin: '5RREX3008RA100099', saleDate: null });
  });
});
