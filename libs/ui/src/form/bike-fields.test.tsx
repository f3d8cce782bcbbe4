// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient, queryKeys } from '@rr/api-client';
import { MESSAGES } from '@rr/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BikeFields, bikeYears, type BikeFieldsProps } from './bike-fields';
import { useContractForm } from './use-contract-form';

type Values = { bikeYear: string; bikeMake: string; bikeModel: string; vin: string };
const schema = z.object({ bikeYear: z.string(), bikeMake: z.string().min(1, MESSAGES.required.id), bikeModel: z.string(), vin: z.string() });

const messages = {
  'my.year': 'Model year',
  'my.chooseYear': 'Choose…',
  'my.make': 'Make',
  'my.model': 'Model',
  'my.vin': 'VIN',
  'other.vinHint': '17 characters',
  'validation.required': 'Required',
};

function Harness(props: Partial<BikeFieldsProps<Values, unknown>>) {
  const form = useContractForm<Values, unknown>({ schema, defaultValues: { bikeYear: '', bikeMake: '', bikeModel: '', vin: '' }, send: async () => undefined });
  return (
    <form {...form.formProps}>
      <BikeFields form={form} messages="my" ids={{ vinHint: 'other.vinHint' }} names={{ year: 'bikeYear', make: 'bikeMake', model: 'bikeModel' }} gridClassName="grid" {...props} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(props: Partial<BikeFieldsProps<Values, unknown>> = {}) {
  const client = createQueryClient();
  client.setQueryData([...queryKeys.vinPatterns.all, 'makes'], { makes: ['Apex', 'Bolt'] });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={messages} onError={() => undefined}>
        <Harness {...props} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('BikeFields', () => {
  afterEach(cleanup);

  it('lists the model years newest first, from next year to the oldest the programme takes', () => {
    const years = bikeYears(new Date('2026-06-01'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBeLessThan(2027);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('shows the inputs under the form’s names, with the caller’s texts and the makes offered', () => {
    const { container } = renderForm();
    expect(screen.getByLabelText(/^Model year/).getAttribute('name')).toBe('bikeYear');
    expect(screen.getByLabelText(/^Make/).getAttribute('name')).toBe('bikeMake');
    expect(screen.getByText('17 characters')).toBeTruthy();
    expect([...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['Apex', 'Bolt']);
    expect(screen.queryByLabelText(/^Sale/)).toBeNull();
  });

  it('normalises the VIN as it is typed and explains it', () => {
    renderForm();
    const vin = screen.getByLabelText(/^VIN/) as HTMLInputElement;
    fireEvent.change(vin, { target: { value: '5rr mx45' } });
    expect(vin.value).toBe('5RRMX45');
    const explanation = (vin.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).find((node) => node !== null && node.tagName !== 'P');
    expect(explanation).toBeTruthy();
  });

  it('shows the form’s errors on their inputs', async () => {
    renderForm();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });
});
