import { useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Input, Select } from '@rr/ui';
import { RADIUS_OPTIONS, isPostalCode, type Radius } from '../lib/postal-codes';

/** A finder's postal-code check: whether its field is marked, the field itself, and the check before a search. */
export interface ZipCheck {
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whether the finder can search by `zipcode`; if not, marks the field and puts the cursor in it. */
  accepts: (zipcode: string) => boolean;
  /** Unmarks the field (the code was cleared or corrected). */
  reset: () => void;
}

/** A postal code the finder cannot read is refused at its field, before any search. */
export function useZipCheck(): ZipCheck {
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    invalid,
    inputRef,
    accepts(zipcode) {
      const readable = isPostalCode(zipcode);
      setInvalid(!readable);
      if (!readable) inputRef.current?.focus();
      return readable;
    },
    reset: () => setInvalid(false),
  };
}

/**
 * A finder's postal-code search (events, dealers, series): the zip or postal code, and the spec's radius around it
 * (Exact, 25, 50, 100, 500 miles; only with a code). `check` marks a code the finder cannot read; typing a readable
 * one clears it.
 */
export function ZipRadiusFields({ zipcode, radius, check, onZipcode, onRadius }: {
  zipcode: string;
  radius: Radius;
  check: ZipCheck;
  onZipcode: (zipcode: string) => void;
  onRadius: (radius: Radius) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Field
        className="pub-filters__zip"
        label={<FormattedMessage id="public.search.zipcode" />}
        error={check.invalid ? <FormattedMessage id="validation.zipcode.invalid" /> : undefined}
      >
        <Input
          ref={check.inputRef}
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          maxLength={10}
          value={zipcode}
          invalid={check.invalid}
          onChange={(e) => {
            onZipcode(e.target.value);
            if (check.invalid && isPostalCode(e.target.value)) check.reset();
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
