import { validate, type Schema } from '@rr/validation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatApiMessage, formatDescriptor } from './api-errors';
import { saveFailure, type FieldErrors } from './form-submit';
import { useSessionRefresh } from './use-session-refresh';

export interface SaveFormOptions<V, B> {
  /** The body checked by the schema and sent (trimmed, lower-cased…); the values as they are by default. */
  toBody?: (values: V) => B;
  /** The failed save's messages for the form's fields (e.g. passwordFieldErrors); with none, one for the form. */
  fieldErrors: (caught: unknown) => FieldErrors<V>;
  /** After the save, with the body sent; the form stays busy until it is done. */
  onSuccess?: (body: B) => void | Promise<void>;
}

export interface SaveForm<V> {
  values: V;
  /** A field's message in the current locale, or null. */
  error: (field: keyof V & string) => string | null;
  /** Spread on the field's <Input>: name, value, invalid state, and a change that clears the field's message. */
  input: (field: keyof V & string) => {
    name: string;
    value: string;
    invalid: boolean;
    'aria-invalid': true | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** The message for the whole form (a failure that belongs to no field), or null. */
  formError: string | null;
  saving: boolean;
  /** New values and no messages (after a save, or the reset button). */
  reset: (values: V) => void;
  /** The form's onSubmit. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A card form that saves: checks the body with the shared schema (messages at the fields), sends it, and on
 * failure shows the server's field messages or else one for the form, and lets the shell look at the session
 * again when the failure says it is stale.
 */
export function useSaveForm<V extends { [K in keyof V]: string }, B = V>(
  schema: Schema,
  initial: V | (() => V),
  send: (body: B) => Promise<unknown>,
  { toBody = (values) => values as unknown as B, fieldErrors, onSuccess }: SaveFormOptions<V, B>,
): SaveForm<V> {
  const intl = useIntl();
  const refreshSession = useSessionRefresh();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const error = (field: keyof V & string) => formatDescriptor(intl, errors[field]);

  const input = (field: keyof V & string) => {
    const message = error(field);
    return {
      name: field,
      value: values[field],
      invalid: Boolean(message),
      'aria-invalid': message ? (true as const) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
      },
    };
  };

  function reset(next: V) {
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = toBody(values);
    const result = validate(schema, body);
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors as FieldErrors<V>);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(body);
      await onSuccess?.(body);
    } catch (caught) {
      const failure = saveFailure(caught, fieldErrors);
      setErrors(failure.errors);
      if (failure.formError) setFormError(formatApiMessage(intl, failure.formError));
      void refreshSession(caught);
    } finally {
      setSaving(false);
    }
  }

  return { values, error, input, formError, saving, reset, submit };
}
