import {
  Description,
  Field as HeadlessField,
  Input as HeadlessInput,
  Label,
  Select as HeadlessSelect,
  Textarea as HeadlessTextarea,
  type InputProps as HeadlessInputProps,
  type SelectProps as HeadlessSelectProps,
  type TextareaProps as HeadlessTextareaProps,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Validation message; also marks the control invalid when passed as its `invalid` prop. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The control: <Input>, <Select>, <Textarea>; Headless UI wires label and descriptions to it. */
  children: ReactNode;
}

/** Label + control + hint + error, wired for assistive technology. */
export function Field({ label, hint, error, required = false, disabled = false, className, children }: FieldProps) {
  const intl = useIntl();
  return (
    <HeadlessField disabled={disabled} className={['rr-field', className].filter(Boolean).join(' ')}>
      <Label className="rr-label">
        {label}
        {required && (
          <span className="rr-label__required" aria-hidden="true">*</span>
        )}
        {required && <span className="rr-visually-hidden"> ({intl.formatMessage({ id: 'ui.field.required', defaultMessage: 'Required' })})</span>}
      </Label>
      {children}
      {hint && <Description className="rr-hint">{hint}</Description>}
      {error && (
        <Description className="rr-field__error" role="alert">
          {error}
        </Description>
      )}
    </HeadlessField>
  );
}

export function Input({ className, ...props }: HeadlessInputProps) {
  return <HeadlessInput className={['rr-input', className].filter(Boolean).join(' ')} {...props} />;
}

export function Select({ className, ...props }: HeadlessSelectProps) {
  return <HeadlessSelect className={['rr-select', className].filter(Boolean).join(' ')} {...props} />;
}

export function Textarea({ className, ...props }: HeadlessTextareaProps) {
  return <HeadlessTextarea className={['rr-textarea', className].filter(Boolean).join(' ')} {...props} />;
}
