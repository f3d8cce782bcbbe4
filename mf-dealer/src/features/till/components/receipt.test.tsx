// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redeemAnswer } from '../../../testing/fixtures';
import { renderDealer } from '../../../testing/render';
import { Receipt } from './receipt';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Receipt', () => {
  it('shows the redemption code, who, when, how much and the credit left, and takes the focus', () => {
    renderDealer(<Receipt answer={redeemAnswer()} onNew={vi.fn()} searchHref="/auth/dealer/riders?query=miller" />, { timeZone: 'America/Los_Angeles' });
    const receipt = screen.getByRole('region', { name: 'Redemption receipt' });
    const heading = within(receipt).getByRole('heading', { name: 'Redemption receipt' });
    expect(document.activeElement).toBe(heading);
    const code = within(receipt).getByText('2BX4');
    expect(code.className).toContain('dlr-code');
    const facts = Object.fromEntries(within(receipt).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      Dealer: 'Demo Powersports',
      'Date and time': 'Mar 8th, 2026, 2:15 PM PDT',
      Rider: 'Jordan Miller',
      "Amount in USD (the rider's credit currency)": '$125.50',
      Employee: 'Sam Ortiz',
      'Credit left': '$24.50',
    });
    expect(within(receipt).getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe('/auth/dealer/riders?query=miller');
  });

  it('says the time on the dealer’s own clock, its zone named: 11:20 UTC is 6:20 AM in Toronto in winter', () => {
    renderDealer(<Receipt answer={redeemAnswer({ redeemedAt: '2026-01-15T11:20:00.000Z', currency: 'CAD' })} onNew={vi.fn()} searchHref="/auth/dealer/riders" />, { timeZone: 'America/Toronto' });
    const receipt = screen.getByRole('region', { name: 'Redemption receipt' });
    const facts = Object.fromEntries(within(receipt).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts['Date and time']).toBe('Jan 15th, 2026, 6:20 AM EST');
    expect(facts["Amount in CAD (the rider's credit currency)"]).toBe('CA$125.50');
  });

  it('prints, with a copy of the receipt alone for the paper, and starts a new redemption', async () => {
    // The test DOM has no print dialog: a stand-in records the call.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const onNew = vi.fn();
    const { user } = renderDealer(<Receipt answer={redeemAnswer()} onNew={onNew} searchHref="/auth/dealer/riders" />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const copy = document.body.querySelector(':scope > .dlr-print-receipt');
    expect(copy?.textContent).toContain('2BX4');
    expect(copy?.querySelector('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New redemption' }));
    expect(onNew).toHaveBeenCalled();
  });
});
