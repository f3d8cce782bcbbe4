import type { z } from 'zod';
import { MESSAGES, type MessageDescriptor } from './messages';

/**
 * How a contract schema says what is wrong, so the browser (react-intl) and the services (English or the
 * caller's locale) show the same translated text:
 *
 * - every issue's `message` is a message id of the catalogue (`validation.required`, `validation.pin.format`…);
 * - values for the message travel in the issue's `params.values` (custom issues, see `fail`), or are read from
 *   the issue itself (`maximum` → `{ max }`, `minimum` → `{ min }`) for zod's own checks;
 * - an issue whose message is not a catalogue id (zod's English default for a wrong type) is shown as
 *   'Invalid value' (`validation.invalid`).
 */

/** The 400 body of a rejected request: `{ message, code: 'VALIDATION', details: { <field>: { id, message, values? } } }`. */
export interface ValidationErrorBody {
  message: string;
  code: 'VALIDATION';
  details: Record<string, { id: string; message: string; values?: Record<string, string | number> }>;
}

/** The HTTP status that goes with a ValidationErrorBody. */
export const VALIDATION_STATUS = 400;

type Values = Record<string, string | number>;
type IssueLike = Pick<z.core.$ZodIssue, 'message' | 'path'> & { code?: string; params?: unknown; maximum?: unknown; minimum?: unknown };

const KNOWN_IDS: ReadonlySet<string> = new Set(Object.values(MESSAGES).map((m) => m.id));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function issueValues(issue: IssueLike): Values | undefined {
  const values: Values = {};
  if (isRecord(issue.params) && isRecord(issue.params.values)) {
    for (const [key, value] of Object.entries(issue.params.values)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') values.max ??= Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') values.min ??= Number(issue.minimum);
  return Object.keys(values).length > 0 ? values : undefined;
}

/** The message of one zod issue as a react-intl descriptor (see the conventions above). */
export function issueDescriptor(issue: IssueLike): MessageDescriptor {
  const known = KNOWN_IDS.has(issue.message) ? Object.values(MESSAGES).find((m) => m.id === issue.message) : undefined;
  const base = known ?? MESSAGES.invalid;
  const values = issueValues(issue);
  return values ? { id: base.id, defaultMessage: base.defaultMessage, values } : { id: base.id, defaultMessage: base.defaultMessage };
}

/** The field an issue belongs to: its path joined with dots (`bikes.0.vin`), '' for the whole body. */
export function issueField(issue: Pick<IssueLike, 'path'>): string {
  return issue.path.map(String).join('.');
}

/** Field → descriptor of the first issue of each field, in the schema's order. */
export function fieldErrors(error: Pick<z.ZodError, 'issues'>): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    if (!(field in errors)) errors[field] = issueDescriptor(issue);
  }
  return errors;
}

/** A refinement's failure with a catalogue message and its values: `fail(ctx, MESSAGES.maxLength, { max: 500 })`. */
export function fail(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; params?: Record<string, unknown>; path?: PropertyKey[]; input?: unknown }) => void },
  message: { id: string },
  values?: Values,
  path?: PropertyKey[],
): void {
  ctx.addIssue({ code: 'custom', message: message.id, ...(values ? { params: { values } } : {}), ...(path ? { path } : {}) });
}
