import { Field, Select } from '@rr/ui';
import type { ReactNode } from 'react';

export interface ChoiceFilterProps {
  label: ReactNode;
  /** The first option, which lifts the filter ("Any status"). */
  any: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A report filter of a few choices ("Cash-out status: any / processing / paid / failed"; an empty value lifts it). */
export function ChoiceFilter({ label, any, options, value, onChange }: ChoiceFilterProps) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
