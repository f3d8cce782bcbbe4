// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redeemAnswer, tillCredit, tillRider } from '../../../testing/fixtures';
import { fakeApi, renderDealer } from '../../../testing/render';
import { EMPLOYEE_STORAGE_KEY } from '../lib/employee-memory';
import { RedeemForm } from './redeem-form';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof renderDealer>['user'];

/** Steps 3 and 4 as the employee and then the rider fill them. */
async function fill(user: User, { amount = '125.50', employee = 'Sam Ortiz', pin = '1234' } = {}) {
  const amountInput = screen.getByLabelText(/^Amount in USD/);
  await user.clear(amountInput);
  await user.type(amountInput, amount);
  const employeeInput = screen.getByLabelText(/^Employee name/);
  await user.clear(employeeInput);
  if (employee) await user.type(employeeInput, employee);
  const check = screen.getByRole('checkbox', { name: "I checked the rider's ID" });
  if (!(check as HTMLInputElement).checked) await user.click(check);
  const pinInput = screen.getByLabelText(/^PIN/);
  await user.clear(pinInput);
  await user.type(pinInput, pin);
}

const confirm = () => screen.getByRole('button', { name: 'Confirm redemption' });
const keysSent = (calls: { body: unknown }[]) => calls.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);

describe('RedeemForm, the till’s steps 3 and 4', () => {
  it('sends the same idempotency key when a failed attempt is retried, and a new key after a success', async () => {
    const api = fakeApi({ 'POST /api/dealer/redeem': ['network', { status: 201, body: redeemAnswer() }, { status: 201, body: redeemAnswer({ _id: 'red-2', code: '2BX5' }) }] });
    const onRedeemed = vi.fn();
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit()} onRedeemed={onRedeemed} />);

    await fill(user);
    await user.click(confirm());
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    expect(onRedeemed).not.toHaveBeenCalled();

    await user.click(confirm());
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledTimes(1));
    expect(api.calls[1]!.body).toMatchObject({ riderId: 'rider-demo', amountCents: 12_550, currency: 'USD', pin: '1234', employeeName: 'Sam Ortiz', idChecked: true });
    const [first, retry] = keysSent(api.calls);
    expect(retry).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    // Ready for the next customer: the employee stays, the rest is cleared; the next redemption has its own key.
    await waitFor(() => expect((screen.getByLabelText(/^PIN/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Employee name/) as HTMLInputElement).value).toBe('Sam Ortiz');
    await fill(user, { amount: '10' });
    await user.click(confirm());
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledTimes(2));
    expect(keysSent(api.calls)[2]).not.toBe(first);
    await waitFor(() => expect(confirm().getAttribute('aria-busy')).toBeNull());
  });

  it('never sends more than the rider has available', async () => {
    const api = fakeApi({});
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit({ availableCents: 15_000 })} onRedeemed={vi.fn()} />);
    await fill(user, { amount: '150.01' });
    await user.click(confirm());
    expect(await screen.findByText('The rider has $150.00 available: enter that amount or less.')).toBeTruthy();
    expect(screen.getByLabelText(/^Amount in USD/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);

    // "Use all" fills in exactly what is available.
    await user.click(screen.getByRole('button', { name: 'Use all: $150.00' }));
    expect((screen.getByLabelText(/^Amount in USD/) as HTMLInputElement).value).toBe('150');
  });

  it('names the rider’s credit currency and says only how much can be redeemed', () => {
    renderDealer(<RedeemForm rider={tillRider({ country: 'CA', currency: 'CAD' })} credit={tillCredit({ currency: 'CAD', availableCents: 14_750 })} onRedeemed={vi.fn()} />);
    const amount = screen.getByLabelText(/^Amount in CAD \(the rider's credit currency\)/);
    const hint = document.getElementById(amount.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('Up to CA$147.50');
    expect(screen.queryByText(/for example/)).toBeNull();
    expect((amount as HTMLInputElement).disabled).toBe(false);
  });

  it('says there is no credit to redeem, with the amount disabled, for a rider with none', () => {
    renderDealer(<RedeemForm rider={tillRider({ country: 'CA', currency: 'CAD' })} credit={tillCredit({ currency: 'CAD', availableCents: 0, lots: [] })} onRedeemed={vi.fn()} />);
    const amount = screen.getByLabelText(/^Amount in CAD/) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    const hint = document.getElementById(amount.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('No credit to redeem');
    expect(screen.queryByText(/Up to/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Use all/ })).toBeNull();
  });

  it('names every missing step before anything is sent', async () => {
    const api = fakeApi({});
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit()} onRedeemed={vi.fn()} />);
    await user.click(confirm());
    expect(await screen.findByText("Confirm that you checked the rider's ID")).toBeTruthy();
    expect(screen.getByText('PIN must be 4 numbers')).toBeTruthy();
    expect(screen.getAllByText('Required')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('clears the PIN after a wrong one and says how many tries are left, at the PIN', async () => {
    fakeApi({ 'POST /api/dealer/redeem': { status: 400, body: { message: 'That PIN is not correct. 2 tries left before the PIN is locked.', code: 'PIN_WRONG', details: { attemptsLeft: 2 } } } });
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit()} onRedeemed={vi.fn()} />);
    await fill(user, { pin: '9999' });
    await user.click(confirm());
    const message = await screen.findByText('That PIN is not correct. 2 tries left before the PIN is locked.');
    const pin = screen.getByLabelText(/^PIN/) as HTMLInputElement;
    expect(pin.value).toBe('');
    expect(pin.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(pin));
  });

  it('says a lockout in words with its wait', async () => {
    fakeApi({ 'POST /api/dealer/redeem': { status: 429, body: { message: 'Too many attempts.', code: 'TOO_MANY_ATTEMPTS', details: { minutes: 15 } } } });
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit()} onRedeemed={vi.fn()} />);
    await fill(user);
    await user.click(confirm());
    expect(await screen.findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('takes a PIN of digits only, typed hidden, and remembers the employee on this tablet', async () => {
    localStorage.setItem(EMPLOYEE_STORAGE_KEY, 'Alex Kim');
    fakeApi({ 'POST /api/dealer/redeem': { status: 201, body: redeemAnswer({ employeeName: 'Robin Lee' }) } });
    const onRedeemed = vi.fn();
    const { user } = renderDealer(<RedeemForm rider={tillRider()} credit={tillCredit()} onRedeemed={onRedeemed} />);
    expect((screen.getByLabelText(/^Employee name/) as HTMLInputElement).value).toBe('Alex Kim');
    const pin = screen.getByLabelText(/^PIN/) as HTMLInputElement;
    expect(pin.type).toBe('password');
    expect(pin.inputMode).toBe('numeric');
    expect(pin.autocomplete).toBe('off');
    await user.type(pin, '12a3456');
    expect(pin.value).toBe('1234');
    await fill(user, { employee: 'Robin Lee' });
    await user.click(confirm());
    await waitFor(() => expect(onRedeemed).toHaveBeenCalled());
    expect(localStorage.getItem(EMPLOYEE_STORAGE_KEY)).toBe('Robin Lee');
  });

  it.each([
    [{ hasPin: false }, 'The rider has no PIN yet. They create one in their profile, then they can redeem.', 15_000],
    [{ pinLocked: true }, "The rider's PIN is locked after too many wrong tries. They must set a new PIN in their profile before redeeming.", 15_000],
    [{}, 'The rider has no dealer credit available.', 0],
  ])('explains why a rider cannot redeem and keeps Confirm disabled (%j)', (riderState, text, availableCents) => {
    renderDealer(<RedeemForm rider={tillRider(riderState)} credit={tillCredit({ availableCents, lots: availableCents ? tillCredit().lots : [] })} onRedeemed={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect((confirm() as HTMLButtonElement).disabled || confirm().closest('fieldset')?.disabled).toBe(true);
  });
});
