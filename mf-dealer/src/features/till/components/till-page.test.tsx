// @vitest-environment happy-dom
import { Route, Routes } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redeemAnswer, tillCredit, tillRider } from '../../../testing/fixtures';
import { fakeApi, renderDealer } from '../../../testing/render';
import { TillPage } from './till-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const riderAnswer = (overrides = {}) => ({ body: { rider: tillRider(overrides), creditRedemptions: [], payoutClaims: [] } });

function renderTill() {
  return renderDealer(
    <Routes>
      <Route path="/auth/dealer/rider/:riderId" element={<TillPage />} />
    </Routes>,
    { path: '/auth/dealer/rider/rider-demo', timeZone: 'America/Toronto' },
  );
}

describe('TillPage', () => {
  it('goes rider → find awards → amount, employee, ID → PIN → receipt, with the focus on the receipt', async () => {
    const api = fakeApi({
      'GET /api/dealer/rider/rider-demo': riderAnswer(),
      'GET /api/dealer/awards/rider-demo': { body: tillCredit() },
      'POST /api/dealer/redeem': { status: 201, body: redeemAnswer() },
    });
    const { user } = renderTill();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Miller' })).toBeTruthy();
    expect(screen.getByText('Murrieta, CA, United States')).toBeTruthy();
    expect(screen.getByText('2024 Yamaha YZ250F')).toBeTruthy();
    expect(screen.getByText('PIN set')).toBeTruthy();
    // Nothing about money is asked before the employee looks for the awards.
    expect(api.calls.map((c) => c.url)).toEqual(['/api/dealer/rider/rider-demo']);
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Find awards' }));
    const awards = await screen.findByRole('list', { name: 'Dealer credit, soonest expiry first' });
    const lots = within(awards).getAllByRole('listitem').map((lot) => lot.textContent);
    // The expiry on the dealer's own clock (midnight UTC is 7 pm the day before in Toronto), its zone named.
    expect(lots).toEqual(['$100.00Dealer creditExpires Jan 9th, 2027 7:00 PM ESTGlen Helen, 250 B', '$50.00BonusDoes not expire']);
    expect(screen.getByText('$150.00', { selector: 'dd' })).toBeTruthy();

    await user.type(screen.getByLabelText(/^Amount in USD/), '125.50');
    await user.type(screen.getByLabelText(/^Employee name/), 'Sam Ortiz');
    await user.click(screen.getByRole('checkbox', { name: "I checked the rider's ID" }));
    expect(screen.getByText('Hand the tablet to Jordan Miller to type their PIN.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^PIN/), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm redemption' }));

    const heading = await screen.findByRole('heading', { name: 'Redemption receipt' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getAllByText('2BX4').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'New redemption' }));
    expect(await screen.findByLabelText(/^Amount in USD/)).toBeTruthy();
  });

  it('shows the rider’s PIN state and why nothing can be redeemed when it is locked', async () => {
    fakeApi({ 'GET /api/dealer/rider/rider-demo': riderAnswer({ pinLocked: true }), 'GET /api/dealer/awards/rider-demo': { body: tillCredit() } });
    const { user } = renderTill();
    expect(await screen.findByText('PIN locked — the rider must set a new PIN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Find awards' }));
    expect(await screen.findByText("This rider can't redeem right now")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm redemption' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
  });

  it('says when the rider does not exist, with the way back to the search', async () => {
    fakeApi({});
    renderTill();
    expect(await screen.findByText('This rider could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe('/auth/dealer/riders');
  });

  it('refuses an answer that is not what the contract says, in words', async () => {
    fakeApi({ 'GET /api/dealer/rider/rider-demo': { body: { rider: { _id: 'rider-demo', fullName: 'Jordan Miller' } } } });
    renderTill();
    expect(await screen.findByText('The service gave an unexpected answer. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
