import { useState, type FormEvent, type RefObject } from 'react';
import { toApiError, type ApiError } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/validation';
import { fieldToFix, submitFailure, type SubmitFailure } from './form';
import { useFocusField } from './use-focus-field';
import type { FormState } from './use-form';

export interface FormSubmitOptions<R, T> {
  /**
   * Asked on every submit, right after the client check (so its own message shows next to the field errors):
   * what the call needs besides the values (the bot check's verdict), or null to hold the submit.
   */
  ready?: () => T | null;
  /** After the call succeeded (the form stays busy: the page moves on). */
  onSuccess?: (result: R) => void;
  /**
   * After the call failed: what the form shows (`failure`, the usual one, as is or changed), or null when the
   * page takes over (a special code such as RESET_TOKEN_INVALID).
   */
  onError?: (error: ApiError, failure: SubmitFailure) => SubmitFailure | null;
}

export interface FormSubmit {
  /** On the <form>: fields are focused by name inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's onSubmit. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  /** The alert's message after a failed call, else null. */
  problem: MessageDescriptor | null;
}

/**
 * The submit of an account form: check with the shared schema and focus the first wrong field of `fields`
 * (on-screen order), else `send` the values; on failure put the server's field errors on the form, show the
 * translated problem and focus the first faulted field (submitFailure, adjustable through `onError`).
 */
export function useFormSubmit<V extends object, R = void, T = undefined>(
  form: FormState<V>,
  fields: readonly (keyof V & string)[],
  send: (values: V, ready: T) => Promise<R>,
  { ready, onSuccess, onError }: FormSubmitOptions<R, T> = {},
): FormSubmit {
  const { formRef, focusField } = useFocusField();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientErrors = form.check();
    const extra = ready ? ready() : (undefined as T);
    const wrong = fieldToFix(fields, clientErrors);
    if (wrong) {
      focusField(wrong);
      return;
    }
    if (extra === null) return;
    setSubmitting(true);
    setProblem(null);
    try {
      const result = await send(form.values, extra);
      onSuccess?.(result);
    } catch (caught) {
      const error = toApiError(caught);
      setSubmitting(false);
      const usual = submitFailure(error, fields);
      const failure = onError ? onError(error, usual) : usual;
      if (!failure) return;
      form.setServerErrors(failure.fields);
      setProblem(failure.problem);
      focusField(failure.focus);
    }
  }

  return { formRef, submit, submitting, problem };
}
