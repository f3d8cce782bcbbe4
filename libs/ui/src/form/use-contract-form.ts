import { toApiError, type ApiError } from '@rr/api-client';
import { apiErrorDescriptor, type MessageDescriptor } from '@rr/contracts';
import { formatDescriptor } from '@rr/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type PathValue, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorNames, firstErrorField, serverFailure, type FormFailure } from './failure';
import { contractResolver, describedError, errorDescriptor, type ContractSchema } from './resolver';

/** "Please correct the highlighted fields": the usual `summary` of a long form. */
export const VALIDATION_SUMMARY: MessageDescriptor = apiErrorDescriptor({ code: 'VALIDATION' }) ?? { id: 'error.VALIDATION', defaultMessage: 'Please correct the highlighted fields' };

export interface ContractFormOptions<V extends FieldValues, B, R, T> {
  /** The contract schema the server checks the body with (@rr/contracts). */
  schema: ContractSchema<B>;
  defaultValues: DefaultValues<V>;
  /** The body checked and sent (trimmed, lower-cased, typed…); the values as they are by default. */
  toBody?: (values: V) => unknown;
  /** The call; `extra` is what `ready` answered (a bot check's token). */
  send: (body: B, extra: T) => Promise<R>;
  /**
   * Asked on every submit, right after the client check (so its own message shows next to the field errors):
   * what the call needs besides the body, or null to hold the submit.
   */
  ready?: () => T | null;
  /** After the call succeeded, with the body sent; the submit stays busy until it is done. */
  onSuccess?: (result: R, body: B) => void | Promise<void>;
  /** Error codes that belong to a field, shown there with the code's message: `{ EMAIL_TAKEN: 'email' }`. */
  codeFields?: Readonly<Record<string, Path<V>>>;
  /**
   * After the call failed: what the form shows (`failure`, the usual one, as is or changed), or null when the
   * page takes over (a special code such as RESET_TOKEN_INVALID).
   */
  onError?: (error: ApiError, failure: FormFailure) => FormFailure | null;
  /**
   * The alert while fields show errors, after the client check stopped a submit or the server faulted fields:
   * VALIDATION_SUMMARY ("Please correct the highlighted fields") on long forms. It goes once no field is wrong.
   */
  summary?: MessageDescriptor;
  /** The page moves on after a success (a reload, another screen): keep the submit busy instead of freeing it. */
  leaveBusy?: boolean;
}

/** What an input needs from the form: react-hook-form's registration plus the invalid state for <Input>/<Select>. */
export type FieldControl = UseFormRegisterReturn & { invalid: boolean };

export interface FieldOptions<V extends FieldValues> {
  /** Rewrites what was typed or pasted before it is kept (digits only, upper case…). */
  normalise?: (value: string) => string;
  /** Fields checked again when this one changes (a confirmation that must match it). */
  deps?: Path<V>[];
}

export interface ContractForm<V extends FieldValues, B> {
  /** The react-hook-form methods (watch, setValue, getValues…). */
  form: UseFormReturn<V, unknown, B>;
  /** Spread on the <form>: ref (fields are focused by name inside it), onSubmit, noValidate. */
  formProps: { ref: RefObject<HTMLFormElement | null>; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  /** The call is under way (the submit button shows it and ignores clicks). */
  submitting: boolean;
  /** The alert's message, or null. */
  problem: MessageDescriptor | null;
  /** The alert's message in the current locale, or null. */
  problemText: string | null;
  /** A field's message in the current locale, or undefined. */
  error: (name: Path<V>) => string | undefined;
  /** Spread on a field's <Input> or <Select>. */
  field: (name: Path<V>, options?: FieldOptions<V>) => FieldControl;
  /** Sets a value from code (a radio group, a country that resets the state), checked again once submitted. */
  set: <N extends Path<V>>(name: N, value: PathValue<V, N>) => void;
  /** New values and no messages (after a save, a "reset" button). */
  reset: (values?: DefaultValues<V>) => void;
  /** Shows a failure as a failed submit would (a call made outside the submit, e.g. a mailed link's code). */
  fail: (caught: unknown) => void;
}

/** The inputs of a form in on-screen order, by name. */
function fieldOrder(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * One form of the product: react-hook-form with the contract schema as resolver (errors appear on the first
 * submit, then follow every change), the server's `VALIDATION` details and field codes on their fields,
 * anything else in one translated alert, focus on the first field in error (client or server), and one call
 * at a time (double submits are ignored while it runs).
 */
export function useContractForm<V extends FieldValues, B = V, R = unknown, T = undefined>(options: ContractFormOptions<V, B, R, T>): ContractForm<V, B> {
  const { defaultValues, summary } = options;
  const intl = useIntl();
  const latest = useRef(options);
  latest.current = options;
  // The schema may change with what the page shows (the merge text names the chosen riders): read it each time.
  const [resolver] = useState(() => (values: V, context: unknown, resolverOptions: Parameters<ReturnType<typeof contractResolver<V, B>>>[2]) =>
    contractResolver<V, B>(latest.current.schema, latest.current.toBody)(values, context, resolverOptions),
  );
  const form = useForm<V, unknown, B>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { errors, isSubmitted } = form.formState;
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  // Focus once the render with the message is on screen, so the message is read out with the field.
  useEffect(() => {
    if (!focusRequest) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusRequest.name)}"]`);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusRequest]);

  const focusFirst = useCallback((names: readonly string[]) => {
    const name = firstErrorField(fieldOrder(formRef.current), names);
    if (name) setFocusRequest({ name });
  }, []);

  const fail = useCallback(
    (caught: unknown) => {
      const { codeFields = {}, onError, summary: summarise } = latest.current;
      const error = toApiError(caught);
      const usual = serverFailure(error, fieldOrder(formRef.current), codeFields as Record<string, string>);
      const failure = onError ? onError(error, usual) : usual;
      if (!failure) return;
      const names = Object.keys(failure.fields);
      for (const [name, descriptor] of Object.entries(failure.fields)) form.setError(name as Path<V>, describedError(descriptor, 'server'));
      setProblem(failure.problem ?? (summarise && names.length > 0 ? summarise : null));
      if (failure.focus) focusFirst(names);
    },
    [form, focusFirst],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let keepBusy = false;
    const valid = async (body: B) => {
      const { ready, send, onSuccess, leaveBusy = false } = latest.current;
      const extra = ready ? ready() : (undefined as T);
      if (extra === null) {
        setProblem(null);
        return;
      }
      setSubmitting(true);
      setProblem(null);
      try {
        const result = await send(body, extra);
        await onSuccess?.(result, body);
        keepBusy = leaveBusy;
      } catch (caught) {
        fail(caught);
      }
      if (!keepBusy) setSubmitting(false);
    };
    const invalid = (found: FieldErrors<V>) => {
      latest.current.ready?.();
      const root = errorDescriptor(get(found, 'root') as FieldError | undefined);
      setProblem(root ?? latest.current.summary ?? null);
      focusFirst(errorNames(found));
    };
    void form
      .handleSubmit(valid, invalid)(event)
      .catch(fail)
      .finally(() => {
        busy.current = keepBusy;
      });
  };

  const error = (name: Path<V>): string | undefined => {
    const descriptor = errorDescriptor(get(errors, name));
    return descriptor ? formatDescriptor(intl, descriptor) : undefined;
  };

  const field = (name: Path<V>, { normalise, deps }: FieldOptions<V> = {}): FieldControl => {
    const registration = form.register(name, deps ? { deps } : undefined);
    const onChange = (event: { target: { value: string }; type?: string }) => {
      if (normalise) {
        const next = normalise(event.target.value);
        if (next !== event.target.value) event.target.value = next;
      }
      // Before any submit nothing checks the field again: a message set from outside (fail) goes as it changes.
      if (!form.formState.isSubmitted && get(form.formState.errors, name)) form.clearErrors(name);
      return registration.onChange(event);
    };
    return { ...registration, onChange, invalid: Boolean(get(errors, name)) };
  };

  const set = <N extends Path<V>>(name: N, value: PathValue<V, N>) => {
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const reset = (values?: DefaultValues<V>) => {
    form.reset(values);
    setProblem(null);
  };

  // The summary goes away once nothing is highlighted any more.
  const shown = problem && summary && problem.id === summary.id && errorNames(errors).length === 0 ? null : problem;

  return {
    form,
    formProps: { ref: formRef, onSubmit, noValidate: true },
    submitting,
    problem: shown,
    problemText: shown ? formatDescriptor(intl, shown) : null,
    error,
    field,
    set,
    reset,
    fail,
  };
}
