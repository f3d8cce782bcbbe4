// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient, queryKeys } from '@rr/api-client';
import { MESSAGES, type ClaimableEvent } from '@rr/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClaimFields, type ClaimFieldValues } from './claim-fields';
import { useContractForm, type ContractForm } from './use-contract-form';

const schema = z.object({ eventId: z.string(), className: z.string().min(1, MESSAGES.required.id), place: z.string(), vin: z.string(), message: z.string() });
const events: ClaimableEvent[] = [
  { eventId: 'e1', title: 'Perris', date: '2026-05-01', deadline: '2026-06-15', currency: 'USD', raced: true },
  { eventId: 'e2', title: 'Barrie', date: '2026-05-08', deadline: '2026-06-22', currency: 'CAD', raced: false },
];
const t = (id: string, values?: Record<string, string | number>) => (values ? `${id} ${Object.values(values).join(' ')}` : id);

let current: ContractForm<ClaimFieldValues, unknown> | null = null;

function Harness() {
  const form = useContractForm<ClaimFieldValues, unknown>({ schema, defaultValues: { eventId: 'e1', className: '', place: '', vin: '', message: '' }, send: async () => undefined });
  current = form;
  return (
    <form {...form.formProps}>
      <ClaimFields form={form} t={t} events={events} labels={{ event: 'Event', bike: 'Bike' }} bikes={[{ vin: 'V1', model: 'MX', year: 2025 }]} rowClassName="row" />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const client = createQueryClient();
  const classes = [
    { name: 'Vet', payoutType: 'cash', places: [5000, 2500] },
    { name: 'Mini', payoutType: 'noPayout', places: [] },
  ];
  client.setQueryData(queryKeys.event.detail('e1'), { event: { _id: 'e1', title: 'Perris', classes, results: [] }, series: null });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en">
        <Harness />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('ClaimFields', () => {
  afterEach(cleanup);

  it('offers the event’s paying classes, then the places the class pays with their amounts', () => {
    renderForm();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Perris · May 1st, 2026');
    const classSelect = screen.getByLabelText(/^className/) as HTMLSelectElement;
    expect([...classSelect.options].map((o) => o.value)).toEqual(['', 'Vet']);
    fireEvent.change(classSelect, { target: { value: 'Vet' } });
    const placeSelect = screen.getByLabelText(/^place/) as HTMLSelectElement;
    expect([...placeSelect.options].map((o) => o.textContent)).toEqual(['choosePlace', 'placeOption 1 $50 type.cash', 'placeOption 2 $25 type.cash']);
    expect(screen.getByRole('option', { name: '2025 MX · V1' })).toBeTruthy();
  });

  it('chooses the class and place again when the event changes', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^className/), { target: { value: 'Vet' } });
    fireEvent.change(screen.getByLabelText(/^place/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Event/), { target: { value: 'e2' } });
    expect(current?.form.getValues()).toMatchObject({ eventId: 'e2', className: '', place: '' });
  });

  it('shows the form’s errors on their inputs', async () => {
    renderForm();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.required.defaultMessage);
  });
});
