import type { ComponentProps, ReactNode } from 'react';
// The kit itself comes through its shared entry: this module is its own, bundled only by the apps with search forms.
import { Button, Field, Select } from '@rr/ui';
import { useCountryName } from '../region/country-name';

/**
 * A search form's select: its "any" choice (`anyValue`, empty by default: no filter) first when `anyLabel` names it,
 * then `children` (the `<option>`s). Changing it hands the new value to `onChange`.
 */
export function FilterSelect({ label, anyLabel, anyValue = '', value, onChange, disabled, children }: {
  label: ReactNode;
  /** The "any" choice's text ("Any country"): an option holds only text. */
  anyLabel?: string;
  anyValue?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field label={label} disabled={disabled}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        {anyLabel !== undefined ? <option value={anyValue}>{anyLabel}</option> : null}
        {children}
      </Select>
    </Field>
  );
}

/**
 * A search form's country select: any country, then `codes` (the programme's countries, or where there are dealers)
 * named in the reader's language. The codes come from the caller: this module stays free of @rr/contracts (the public
 * finders' pages do not load the shared schemas).
 */
export function CountryFilter({ codes, ...select }: Omit<ComponentProps<typeof FilterSelect>, 'children' | 'disabled'> & { codes: readonly string[] }) {
  const countryName = useCountryName();
  return (
    <FilterSelect {...select}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {countryName(code)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** A search form's buttons: search (submits the form), and clear when there is a search to clear (`onClear`). */
export function FilterActions({ className, search, clear, onClear }: {
  className: string;
  search: ReactNode;
  clear: ReactNode;
  onClear?: () => void;
}) {
  return (
    <div className={className}>
      <Button type="submit">{search}</Button>
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          {clear}
        </Button>
      ) : null}
    </div>
  );
}
