import { z } from 'zod';
import { choice, fieldRule, maxLength, objectRule, optionalBoolean, requiredText } from '../fields';
import { MESSAGES, descriptor } from '../messages';
import { presentCheck } from './field-rules';
import { RESULT_STATUSES, RESULT_TYPES } from './vocabulary';

const placeRule = () =>
  fieldRule<number>(
    presentCheck,
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000 ? null : descriptor(MESSAGES.numberRange, { min: 1, max: 10_000 })),
  );

/** One result line typed in by a promoter or an administrator (`PUT /api/event/{id}/result`); `_id` edits that line. */
export const resultInputSchema = z.object({
  _id: maxLength(48).optional(),
  classId: requiredText(36),
  place: placeRule(),
  status: choice(RESULT_STATUSES).optional(),
  resultType: choice(RESULT_TYPES).optional(),
  riderName: requiredText(200),
  number: maxLength(20).optional(),
  bike: maxLength(200).optional(),
  hometown: maxLength(200).optional(),
  email: maxLength(254).optional(),
  amaNumber: maxLength(50).optional(),
  vin: maxLength(17).optional(),
});
export type ResultInput = z.infer<typeof resultInputSchema>;

/** Resolving an exception: the rider the line belongs to, or 'not a programme rider'. */
export const resolveMatchSchema = z
  .object({
    riderId: maxLength(36).optional(),
    notRider: optionalBoolean().optional(),
  })
  .check(
    objectRule((input) => {
      const hasRider = typeof input.riderId === 'string' && input.riderId !== '';
      return hasRider === (input.notRider === true) ? [['riderId', descriptor(MESSAGES.required)]] : [];
    }),
  );
export type ResolveMatchInput = z.infer<typeof resolveMatchSchema>;

/**
 * `POST /api/event/{id}/result/{resultId}/wrong-rider`: the line's programme rider is not who raced it. `riderId`, when
 * given, is the rider the caller saw on the line: if the line has been matched to someone else since, nothing changes.
 */
export const wrongRiderSchema = z.object({ riderId: maxLength(36).optional() });
export type WrongRiderInput = z.infer<typeof wrongRiderSchema>;

/** `DELETE /api/event/{id}/result?classId=&resultId=`: one line, one class's results, or (neither) every result of the event. */
export const deleteResultsQuerySchema = z.object({
  classId: z.string().max(36).optional(),
  resultId: z.string().max(48).optional(),
});
