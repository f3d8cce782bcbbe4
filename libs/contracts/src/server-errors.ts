import type { z } from 'zod';
import type { Locale } from '@rr/i18n';
import { formatMessage } from './catalogs';
import { fieldErrors, type ValidationErrorBody } from './issues';
import { MESSAGES } from './messages';

/**
 * The 400 body for a failed parse: each field's message id, values and text in `locale` (English by default);
 * `message` is the first field's text, so a client that only shows the message still shows something useful.
 */
export function toServerError(error: Pick<z.ZodError, 'issues'>, locale: Locale = 'en'): ValidationErrorBody {
  const details: ValidationErrorBody['details'] = {};
  for (const [field, descriptor] of Object.entries(fieldErrors(error))) {
    details[field] = { id: descriptor.id, message: formatMessage(descriptor, locale), ...(descriptor.values ? { values: descriptor.values } : {}) };
  }
  const first = Object.values(details)[0];
  return { message: first ? first.message : formatMessage(MESSAGES.invalid, locale), code: 'VALIDATION', details };
}
