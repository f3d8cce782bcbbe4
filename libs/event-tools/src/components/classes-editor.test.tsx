// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedClass, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { ClassesEditor } from './classes-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = managedEvent({ classes: [managedClass({ _id: 'pro', name: 'Pro Open', places: [50_000, 30_000, 20_000] }), managedClass({ _id: 'am', name: '250 Amateur', payoutType: 'dealerCredit', places: [15_050] })] });
const amount = (place: number, name: string) => screen.getByLabelText(`Amount for place ${place} in ${name}`) as HTMLInputElement;
const table = () => screen.getByRole('region', { name: 'Classes and payouts' });

describe('ClassesEditor', () => {
  it('shows every class with its payout type, its places in major units and its total in the event’s currency', () => {
    renderTool(<ClassesEditor managed={event} />);
    expect(amount(1, 'Pro Open').value).toBe('500');
    expect(amount(1, '250 Amateur').value).toBe('150.50');
    expect(amount(3, '250 Amateur').value).toBe('');
    expect((screen.getByLabelText('Payout type of 250 Amateur') as HTMLSelectElement).value).toBe('dealerCredit');
    const rows = within(table()).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('$1,000');
    expect(rows[2]!.textContent).toContain('$150.50');
    expect(screen.getByText('Contingency posted: $1,150.50')).toBeTruthy();
  });

  it('adds a class and a place column, totals as typed, and saves the whole table in cents', async () => {
    const api = fakeApi({ 'PUT /api/event/evt-1/classes': ({ body }) => ({ body: { ...event, classes: (body as { classes: Array<{ name: string; places: number[] }> }).classes.map((c, i) => managedClass({ ...c, _id: `c${i}` })) } }) });
    const { user } = renderTool(<ClassesEditor managed={event} />);
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    await user.type(amount(4, 'Pro Open'), '100');
    await user.click(screen.getByRole('button', { name: 'Add a class' }));
    await user.type(screen.getByLabelText('Name of class 3'), 'Women');
    await user.type(amount(1, 'Women'), '75,5');
    expect(within(table()).getAllByRole('row')[3]!.textContent).toContain('$75.50');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save payout table' }));
    expect(await screen.findByText('The payout table is saved.')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      classes: [
        { _id: 'pro', name: 'Pro Open', payoutType: 'cash', startGroup: '', places: [50_000, 30_000, 20_000, 10_000] },
        { _id: 'am', name: '250 Amateur', payoutType: 'dealerCredit', startGroup: '', places: [15_050] },
        { name: 'Women', payoutType: 'cash', startGroup: '', places: [7_550] },
      ],
    });
  });

  it('asks before removing a place from every class, and before removing a class', async () => {
    const { user } = renderTool(<ClassesEditor managed={event} />);
    await user.click(screen.getByRole('button', { name: 'Remove place 1' }));
    const prompt = screen.getByRole('dialog', { name: 'Remove place 1 from every class?' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(amount(1, 'Pro Open').value).toBe('500');
    await user.click(screen.getByRole('button', { name: 'Remove place 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(amount(1, 'Pro Open').value).toBe('300');
    expect(amount(1, '250 Amateur').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove 250 Amateur' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove the class 250 Amateur?' })).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Payout type of 250 Amateur')).toBeNull();
  });

  it('warns before removing a class that has results', async () => {
    const withResults = { ...event, results: [managedResult({ classId: 'am' }), managedResult({ _id: 'r2', classId: 'am', place: 2 })] };
    const { user } = renderTool(<ClassesEditor managed={withResults} />);
    await user.click(screen.getByRole('button', { name: 'Remove 250 Amateur' }));
    expect(within(screen.getByRole('dialog')).getByText(/This class has 2 results/)).toBeTruthy();
  });

  it('refuses an amount that is not one before sending, and shows the server’s refusal of a class with results', async () => {
    const api = fakeApi({ 'PUT /api/event/evt-1/classes': { status: 409, body: { code: 'CLASS_HAS_RESULTS', message: 'Class has results', details: { className: '250 Amateur' } } } });
    const { user } = renderTool(<ClassesEditor managed={event} />);
    await user.clear(amount(2, 'Pro Open'));
    await user.type(amount(2, 'Pro Open'), '300 dollars');
    await user.click(screen.getByRole('button', { name: 'Save payout table' }));
    expect(await screen.findByText('Enter an amount such as 150 or 150.50')).toBeTruthy();
    expect(amount(2, 'Pro Open').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
    await user.clear(amount(2, 'Pro Open'));
    await user.type(amount(2, 'Pro Open'), '300');
    await user.click(screen.getByRole('button', { name: 'Save payout table' }));
    expect(await screen.findByText('The class 250 Amateur has results. Delete its results before removing it.')).toBeTruthy();
  });

  it('puts the server’s validation details on the class they are about', async () => {
    fakeApi({ 'PUT /api/event/evt-1/classes': { status: 400, body: { code: 'VALIDATION', message: 'Invalid', details: { 'classes.1.name': { id: 'validation.duplicateName', message: 'This name is already used' } } } } });
    const { user } = renderTool(<ClassesEditor managed={event} />);
    await user.click(screen.getByRole('button', { name: 'Save payout table' }));
    await waitFor(() => expect(screen.getByLabelText('Name of class 2').getAttribute('aria-invalid')).toBe('true'));
  });

  it('keeps every place, the total and the remove button in the open: no column sticks over the others', () => {
    const wide = managedEvent({ classes: [managedClass({ _id: 'pro', name: 'Pro Open', places: [50_000, 30_000, 20_000, 10_000, 5_000] })] });
    renderTool(<ClassesEditor managed={wide} />);
    const region = table();
    // The table's own class: its tight cells (event-tools.css .et-classes-table) and a wrapper that holds its hidden headers.
    expect(region.closest('.et-table.et-classes-table')).not.toBeNull();
    expect(region.querySelector('.rr-table__sticky-end')).toBeNull();
    const headers = within(region).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(3)).toEqual(['1st', '2nd', '3rd', '4th', '5th', 'Total', 'Actions']);
    expect(amount(5, 'Pro Open')).toBeTruthy();
    // The remove button is an icon with its name (and a tooltip), so the column stays narrow.
    const remove = within(region).getByRole('button', { name: 'Remove Pro Open' });
    expect(remove.getAttribute('title')).toBe('Remove Pro Open');
    expect(remove.textContent).toBe('');
  });
});
