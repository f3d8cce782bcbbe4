import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Input, Select } from '@rr/ui';
import { RADIUS_OPTIONS, isPostalCode, type Radius } from '../lib/postal-codes';

/**
 * A finder's postal-code search (events, dealers): the zip or postal code, and the spec's radius around it (Exact,
 * 25, 50, 100, 500 miles; only with a code). `invalid` marks a code the finder cannot read; typing a readable one
 * clears it (`onValid`).
 */
export function ZipRadiusFields({ zipcode, radius, invalid, inputRef, onZipcode, onRadius, onValid }: {
  zipcode: string;
  radius: Radius;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onZipcode: (zipcode: string) => void;
  onRadius: (radius: Radius) => void;
  onValid: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Field
        className="pub-filters__zip"
        label={<FormattedMessage id="public.search.zipcode" />}
        error={invalid ? <FormattedMessage id="validation.zipcode.invalid" /> : undefined}
      >
        <Input
          ref={inputRef}
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          maxLength={10}
          value={zipcode}
          invalid={invalid}
          onChange={(e) => {
            onZipcode(e.target.value);
            if (invalid && isPostalCode(e.target.value)) onValid();
          }}
        />
      </Field>
      <Field label={<FormattedMessage id="public.search.radius" />} disabled={!zipcode.trim()}>
        <Select value={radius} onChange={(e) => onRadius(e.target.value as Radius)}>
          {RADIUS_OPTIONS.map((option) => (
            <option key={option || 'exact'} value={option}>
              {option
                ? intl.formatMessage({ id: 'public.search.radiusMiles' }, { miles: Number(option) })
                : intl.formatMessage({ id: 'public.search.radiusExact' })}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
