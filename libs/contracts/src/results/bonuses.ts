import { z } from 'zod';
import { fieldRule, maxLength, requiredText } from '../fields';
import { MESSAGES, descriptor } from '../messages';
import { centsCheck, presentCheck, requiredChoice } from './field-rules';

/** Bonuses (spec §2 "add bonus", "series bonus"): added at an event, or paid to the series champions. */

/** How a bonus is paid: cash or dealer credit. */
export const BONUS_TYPES = ['cash', 'dealerCredit'] as const;

/** A bonus amount: a whole number of cents, more than 0 and at most a place's maximum. */
const bonusCents = () =>
  fieldRule<number>(presentCheck, (value) => (value === 0 ? descriptor(MESSAGES.money) : centsCheck(value)));

/** `POST /api/event/{id}/bonuses`: a bonus for a programme rider whose result is at the event. */
export const bonusInputSchema = z.object({
  riderId: requiredText(36),
  amount: bonusCents(),
  payoutType: requiredChoice(BONUS_TYPES),
  note: maxLength(200).optional(),
});
export type BonusInput = z.infer<typeof bonusInputSchema>;

/** `PUT /api/serie/{id}/bonus`: the series bonus, paid to the series champions after the final race (0 = none). */
export const seriesBonusSchema = z.object({ bonus: fieldRule<number>(presentCheck, centsCheck) });
export type SeriesBonusInput = z.infer<typeof seriesBonusSchema>;

export const managedBonusSchema = z.object({
  _id: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  amount: z.number().int(),
  payoutType: z.enum(BONUS_TYPES),
  note: z.string(),
  createdAt: z.string(),
});
export type ManagedBonus = z.infer<typeof managedBonusSchema>;
