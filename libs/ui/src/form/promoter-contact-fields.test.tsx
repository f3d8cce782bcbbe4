// @vitest-environment happy-dom
import { MESSAGES } from '@rr/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PromoterContactFields } from './promoter-contact-fields';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string().min(1, MESSAGES.required.id), contactName: z.string(), phone: z.string() });
const messages = { 'my.name': 'Organisation', 'my.contactName': 'Contact', 'my.phone': 'Phone', 'validation.required': 'Required' };

function Harness() {
  const form = useContractForm({ schema, defaultValues: { name: '', contactName: 'Morgan', phone: '' }, send: async () => undefined });
  return (
    <form {...form.formProps}>
      <PromoterContactFields form={form} messages="my" wideClassName="wide" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PromoterContactFields', () => {
  afterEach(cleanup);

  it('asks for the organisation, its contact and phone with the app’s texts, filled by the browser, and shows their errors', async () => {
    const { container } = render(
      <IntlProvider locale="en" messages={messages}>
        <Harness />
      </IntlProvider>,
    );
    expect((screen.getByLabelText(/^Contact/) as HTMLInputElement).value).toBe('Morgan');
    expect([...container.querySelectorAll('input')].map((input) => input.getAttribute('autocomplete'))).toEqual(['organization', 'name', 'tel']);
    expect(screen.getByLabelText(/^Organisation/).closest('.wide')).not.toBeNull();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!));
    expect(container.textContent).toContain('Required');
  });
});
