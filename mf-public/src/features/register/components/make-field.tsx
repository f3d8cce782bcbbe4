import { Field, Input, Select } from '@rr/ui';
import type { FieldControl } from '@rr/ui/form';
import { useVinMakes } from '@rr/ui/vin';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The Select's value that switches to typing the make. */
const OTHER = '__other__';

/**
 * The bike's make at registration: a choice of the makes the programme accepts (`GET /api/vin-makes`,
 * the makes of the verified VIN patterns), with "Another make" to type one; a plain text field while the list is
 * loading, empty or unavailable. `setMake` writes the form's value when the choice switches to typing.
 */
export function MakeField({ control, value, error, setMake }: { control: FieldControl; value: string; error: ReactNode; setMake: (make: string) => void }) {
  const intl = useIntl();
  const makes = useVinMakes().data?.makes ?? [];
  const [typing, setTyping] = useState(false);
  const label = <FormattedMessage id="public.register.bikeMake" />;
  const listed = makes.includes(value);

  if (makes.length === 0 || typing || (value !== '' && !listed)) {
    return (
      <Field
        label={label}
        error={error}
        required
        hint={
          makes.length > 0 ? (
            <button
              type="button"
              className="pub-link-button"
              onClick={() => {
                setTyping(false);
                setMake('');
              }}
            >
              <FormattedMessage id="public.register.bikeMake.fromList" />
            </button>
          ) : undefined
        }
      >
        <Input autoComplete="off" {...control} />
      </Field>
    );
  }
  return (
    <Field label={label} error={error} required hint={<FormattedMessage id="public.register.bikeMake.hint" />}>
      <Select
        {...control}
        onChange={(event) => {
          if (event.target.value === OTHER) {
            setTyping(true);
            setMake('');
            return;
          }
          void control.onChange(event);
        }}
      >
        <option value="">{intl.formatMessage({ id: 'public.register.bikeMake.choose' })}</option>
        {makes.map((make) => (
          <option key={make} value={make}>
            {make}
          </option>
        ))}
        <option value={OTHER}>{intl.formatMessage({ id: 'public.register.bikeMake.other' })}</option>
      </Select>
    </Field>
  );
}
