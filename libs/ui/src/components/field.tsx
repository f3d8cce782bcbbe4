import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
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
  /** The control: <Input>, <Select>, <Textarea>; the Field wires its label, hint and error to it. */
  children: ReactNode;
}

interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  disabled: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

/** Label + control + hint + error, wired for assistive technology (label `for`, aria-describedby). */
export function Field({ label, hint, error, required = false, disabled = false, className, children }: FieldProps) {
  const intl = useIntl();
  const base = useId();
  const ids = { control: `${base}control`, hint: `${base}hint`, error: `${base}error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['rr-field', className].filter(Boolean).join(' ')} data-disabled={disabled ? '' : undefined}>
      <label className="rr-label" htmlFor={ids.control}>
        {label}
        {required && (
          <span className="rr-label__required" aria-hidden="true">*</span>
        )}
        {required && <span className="rr-visually-hidden"> ({intl.formatMessage({ id: 'ui.field.required', defaultMessage: 'Required' })})</span>}
      </label>
      <FieldContext.Provider value={{ id: ids.control, describedBy, disabled }}>{children}</FieldContext.Provider>
      {hint && (
        <p id={ids.hint} className="rr-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="rr-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every control takes besides its element's own props: `invalid` marks it (aria-invalid, red border). */
interface ControlProps {
  invalid?: boolean;
}

/** A control's id, disabled state and descriptions from its Field (its own props win), and its invalid state. */
function useControl<P extends { id?: string; disabled?: boolean; className?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown }>(
  { invalid = false, className, ...props }: P & ControlProps,
  base: string,
) {
  const field = useContext(FieldContext);
  const ownInvalid = props['aria-invalid'];
  const describedBy = [props['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field?.id,
    disabled: props.disabled ?? (field?.disabled || undefined),
    'aria-describedby': describedBy,
    'aria-invalid': invalid || (ownInvalid !== undefined && ownInvalid !== false && ownInvalid !== 'false') ? true : undefined,
    'data-invalid': invalid ? '' : undefined,
    className: [base, className].filter(Boolean).join(' '),
  };
}

export type InputProps = ComponentPropsWithRef<'input'> & ControlProps;
export type SelectProps = ComponentPropsWithRef<'select'> & ControlProps;
export type TextareaProps = ComponentPropsWithRef<'textarea'> & ControlProps;

export function Input(props: InputProps) {
  return <input {...useControl(props, 'rr-input')} />;
}

export function Select(props: SelectProps) {
  return <select {...useControl(props, 'rr-select')} />;
}

export function Textarea(props: TextareaProps) {
  return <textarea {...useControl(props, 'rr-textarea')} />;
}
