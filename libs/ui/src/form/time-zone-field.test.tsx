// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TimeZoneField } from './time-zone-field';
import { useContractForm } from './use-contract-form';

type Values = { country: string; state: string; zipcode: string; timeZone: string };
const schema = z.object({ country: z.string(), state: z.string(), zipcode: z.string(), timeZone: z.string() });
const messages = { 'my.timeZone': 'Time zone', 'my.timeZoneHint': 'Where the times are shown', 'my.timeZoneFromAddress': 'As the address: {zone}' };

function Harness({ initial }: { initial: Values }) {
  const form = useContractForm<Values, unknown>({ schema, defaultValues: initial, send: async () => undefined });
  return (
    <form {...form.formProps}>
      <TimeZoneField form={form} messages="my" />
    </form>
  );
}

describe('TimeZoneField', () => {
  afterEach(cleanup);

  it('names the zone the address keeps as the blank choice, and keeps the one chosen', () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        <Harness initial={{ country: 'CA', state: 'ON', zipcode: '', timeZone: 'America/Vancouver' }} />
      </IntlProvider>,
    );
    const select = screen.getByLabelText(/^Time zone/) as HTMLSelectElement;
    expect(select.value).toBe('America/Vancouver');
    expect(select.options[0]!.textContent).toMatch(/^As the address: America\/Toronto \(/);
    expect(screen.getByText('Where the times are shown')).toBeTruthy();
  });
});
