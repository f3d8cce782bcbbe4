import { useCallback, useMemo, useState } from 'react';
import type { Schema } from '@rr/validation';
import { clientErrors, visibleErrors, withoutField, type FieldErrors } from './form';

export interface FormState<V> {
  values: V;
  /** Errors to show (after the first submit, live; server errors until their field changes). */
  errors: FieldErrors;
  /** Sets one value and drops the server's error for that field. */
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Sets several values at once (e.g. country and the state it resets). */
  setValues: (patch: Partial<V>) => void;
  /** Marks the form submitted and returns the client errors ({} = send it). */
  check: () => FieldErrors;
  /** Errors the server gave for the form's fields. */
  setServerErrors: (errors: FieldErrors) => void;
}

/**
 * Values + errors of one form. `toInput` turns the values into what is sent (trimmed, typed); that is what the
 * schema validates, so the browser checks exactly the body the server will check.
 */
export function useForm<V extends object>(schema: Schema, initial: V | (() => V), toInput: (values: V) => unknown = (v) => v): FormState<V> {
  const [values, setAll] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});

  const client = useMemo(() => clientErrors(schema, toInput(values)), [schema, toInput, values]);
  const errors = useMemo(() => visibleErrors(submitted, client, server), [submitted, client, server]);

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setAll((previous) => ({ ...previous, [field]: value }));
    setServer((previous) => withoutField(previous, field));
  }, []);

  const setValues = useCallback((patch: Partial<V>) => {
    setAll((previous) => ({ ...previous, ...patch }));
    setServer((previous) => Object.keys(patch).reduce(withoutField, previous));
  }, []);

  const check = useCallback(() => {
    setSubmitted(true);
    return client;
  }, [client]);

  return { values, errors, setValue, setValues, check, setServerErrors: setServer };
}
