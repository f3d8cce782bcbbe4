// @vitest-environment happy-dom
import { MESSAGES } from '@rr/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddressFields, addressValues, type AddressFieldsProps, type AddressValues } from './address-fields';
import { useContractForm, type ContractForm } from './use-contract-form';

const schema = z.object({ country: z.string(), state: z.string(), zipcode: z.string().min(1, MESSAGES.required.id), city: z.string() });
type Values = AddressValues & { city: string };

const messages = {
  'my.country': 'Country',
  'my.addressLine1': 'Street',
  'my.city': 'City',
  'my.state': 'State',
  'my.province': 'Province',
  'my.region': 'Region',
  'my.zipcode': 'Postal code',
  'my.zip': 'ZIP code',
  'my.postalCode': 'Postal code',
  'my.zipHint': '5 digits',
  'my.choose': 'Choose…',
  'my.chooseProvince': 'Choose a province',
  'my.chooseState': 'Choose a state',
  'my.postalCodeHintCa': 'A1A 1A1',
  'ui.field.optional': 'optional',
  'validation.required': 'Required',
};

let current: ContractForm<Values, unknown> | null = null;

function Harness(props: Partial<AddressFieldsProps<Values, unknown>> & { initial?: Partial<Values> }) {
  const { initial, ...rest } = props;
  const form = useContractForm<Values, unknown>({ schema, defaultValues: { country: 'US', state: 'TX', zipcode: '', city: '', ...initial }, send: async () => undefined });
  current = form;
  return (
    <form {...form.formProps}>
      <AddressFields form={form} messages="my" parts={['country', 'city', 'state', 'zipcode']} {...rest} />
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof Harness>[0] = {}) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <Harness {...props} />
    </IntlProvider>,
  );

describe('AddressFields', () => {
  afterEach(cleanup);

  it('shows the parts asked for, in their order, with the app’s labels and the state list of the country', () => {
    const { container } = renderForm();
    expect([...container.querySelectorAll('label')].map((label) => label.textContent?.replace(/\*.*$/, ''))).toEqual(['Country', 'City', 'State', 'Postal code']);
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('TX');
    expect(screen.getByRole('option', { name: 'Texas' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Street/)).toBeNull();
  });

  it('clears the state when the new country has another list, and keeps a region typed in a country without one', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'CA' } });
    expect(current?.form.getValues()).toMatchObject({ country: 'CA', state: '' });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'DE' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'Bayern' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'FR' } });
    expect(current?.form.getValues()).toMatchObject({ country: 'FR', state: 'Bayern' });
  });

  it('names the inputs as the country does under guided naming, and marks the optional region', () => {
    renderForm({ naming: 'guided', initial: { country: 'CA', state: '' } });
    expect(screen.getByLabelText(/^Province/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choose a province' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'US' } });
    expect(screen.getByLabelText(/^ZIP code/).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('5 digits')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'SE' } });
    expect(screen.getByLabelText('Region (optional)')).toBeTruthy();
  });

  it('shows the form’s errors on their inputs', async () => {
    renderForm();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(screen.getByLabelText(/^Postal code/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('addressValues', () => {
  it('holds a saved address as the inputs do: missing parts empty, the US when no country is known', () => {
    expect(addressValues({ addressLine1: '1 Main St', addressLine2: null, city: 'Perris', state: 'CA', country: null })).toEqual({
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Perris',
      state: 'CA',
      zipcode: '',
      country: 'US',
    });
  });
});
