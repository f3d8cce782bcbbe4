import { fieldErrors, type MessageDescriptor } from '@rr/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a contract schema (@rr/contracts), keeping each issue's message descriptor
 * (`validation.*` id and its values, e.g. `{ minLength: 8 }`) so the field shows it translated.
 */

/** What the resolver needs of a zod schema (any `z.ZodType` fits); its output is what the form sends. */
export interface ContractSchema<Out> {
  safeParseAsync(value: unknown): Promise<
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly ContractIssue[] } }
  >;
}

/** A zod issue, as much of it as `issueDescriptor` reads. */
export type ContractIssue = Parameters<typeof fieldErrors>[0]['issues'][number];

/** A react-hook-form field error that also carries its message descriptor (client or server). */
export interface DescribedError extends FieldError {
  descriptor: MessageDescriptor;
}

/** The field error for a descriptor: `message` holds the English text (debugging), `descriptor` the rest. */
export function describedError(descriptor: MessageDescriptor, type = 'contract'): DescribedError {
  return { type, message: descriptor.defaultMessage, descriptor };
}

/** The descriptor of a field error: the one the kit put there, else its plain message as the server's text. */
export function errorDescriptor(error: FieldError | undefined): MessageDescriptor | undefined {
  if (!error) return undefined;
  const own = (error as Partial<DescribedError>).descriptor;
  if (own) return own;
  return error.message ? { id: 'error.server', defaultMessage: error.message } : undefined;
}

/** Sets `value` at a dotted path (`bikes.0.vin`), making objects on the way (react-hook-form's nested errors). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
}

/** The issues of a failed parse as react-hook-form errors: the first issue of each field; the whole body's under `root`. */
export function issuesToErrors<V extends FieldValues>(issues: readonly ContractIssue[]): FieldErrors<V> {
  const errors: Record<string, unknown> = {};
  for (const [field, descriptor] of Object.entries(fieldErrors({ issues: [...issues] }))) {
    setPath(errors, field === '' ? 'root' : field, describedError(descriptor));
  }
  return errors as FieldErrors<V>;
}

/**
 * The resolver: parses `toBody(values)` (the body the form sends: trimmed, typed…; the values as they are by
 * default) with `schema`; the parsed body is what `handleSubmit` hands on.
 */
export function contractResolver<V extends FieldValues, B>(schema: ContractSchema<B>, toBody: (values: V) => unknown = (values) => values): Resolver<V, unknown, B> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToErrors<V>(result.error.issues) };
  };
}
