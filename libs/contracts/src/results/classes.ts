import { z } from 'zod';
import { PAYOUT_TYPES } from '../enums';
import { fieldRule, maxLength, objectRule, requiredText } from '../fields';
import { MESSAGES, descriptor, type MessageDescriptor } from '../messages';
import { centsCheck, requiredChoice } from './field-rules';
import { MAX_CLASSES, MAX_PLACES } from './vocabulary';

/** One class of the payout table: its places pay `places[i]` cents for place i + 1 (any number of places). */
export const classInputSchema = z.object({
  _id: maxLength(36).optional(),
  name: requiredText(120),
  payoutType: requiredChoice(PAYOUT_TYPES),
  startGroup: maxLength(60).optional(),
  places: fieldRule<number[]>((value) => {
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length > MAX_PLACES) return descriptor(MESSAGES.maxItems, { max: MAX_PLACES });
    for (const amount of value) {
      const failure = centsCheck(amount);
      if (failure) return failure;
    }
    return null;
  }),
});
export type ClassInput = z.infer<typeof classInputSchema>;

/** The whole payout table, replacing the event's classes (`PUT /api/event/{id}/classes`); class names are unique. */
export const classesInputSchema = z
  .object({
    classes: fieldRule<unknown[]>((value) => (Array.isArray(value) ? (value.length > MAX_CLASSES ? descriptor(MESSAGES.maxItems, { max: MAX_CLASSES }) : null) : descriptor(MESSAGES.invalid))).pipe(
      z.array(classInputSchema),
    ),
  })
  .check(
    objectRule((input) => {
      const classes = Array.isArray(input.classes) ? (input.classes as Array<{ name?: unknown }>) : [];
      const seen = new Set<string>();
      const failures: Array<[string, MessageDescriptor]> = [];
      classes.forEach((entry, index) => {
        const name = typeof entry?.name === 'string' ? entry.name.trim().toLowerCase() : '';
        if (!name) return;
        if (seen.has(name)) failures.push([`classes.${index}.name`, descriptor(MESSAGES.duplicateName)]);
        seen.add(name);
      });
      return failures;
    }),
  );
export type ClassesInput = z.infer<typeof classesInputSchema>;
