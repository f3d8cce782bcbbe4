import { Field, Input } from '@rr/ui';
import type { FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { ContractForm } from './use-contract-form';

/** The inputs a promoter's organisation is reached by. */
type ContactValues = { name: string; contactName: string; phone: string };

/**
 * A promoter's organisation name, contact person and phone, as the public application and the promoter's own record
 * ask for them: the browser may fill each in, with the app's texts (`${messages}.name`, `.contactName`, `.phone`).
 * `wideClassName` lets the name take the grid's whole row.
 */
export function PromoterContactFields<V extends FieldValues & ContactValues, B>({ form, messages, wideClassName }: { form: Pick<ContractForm<V, B>, 'error' | 'field'>; messages: string; wideClassName?: string }) {
  // Any form with these inputs: the three keys are read as such, whatever else the form holds.
  const { error, field } = form as unknown as Pick<ContractForm<ContactValues, B>, 'error' | 'field'>;
  const label = (id: keyof ContactValues) => <FormattedMessage id={`${messages}.${id}`} />;
  return (
    <>
      <Field label={label('name')} error={error('name')} required className={wideClassName}>
        <Input autoComplete="organization" {...field('name')} />
      </Field>
      <Field label={label('contactName')} error={error('contactName')} required>
        <Input autoComplete="name" {...field('contactName')} />
      </Field>
      <Field label={label('phone')} error={error('phone')} required>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      </Field>
    </>
  );
}
