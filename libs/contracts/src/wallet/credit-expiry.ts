import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** Credit expiry warnings (riders hear 30 days before their earnings expire). */

/** Payouts → identity: some of a rider's earnings expire soon; identity mails the rider in their language. */
export const CREDIT_EXPIRING = 'rider.credit-expiring';
/** The most lots one message carries (a rider with more gets several messages). */
export const MAX_EXPIRING_LOTS = 100;
export const creditExpiringSchema = z.object({
  riderId: z.string().min(1),
  /** The lots that expire, each with what is left of it now (cents of `currency`) and its expiry instant (ISO). */
  lots: z
    .array(
      z.object({
        lotId: z.string().min(1),
        type: z.enum(['credit', 'cash', 'bonus']),
        amountCents: z.number().int().min(1),
        currency: z.enum(CURRENCIES),
        expiresAt: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(MAX_EXPIRING_LOTS),
  /** The rider's wallet page; without it identity links its own PUBLIC_URL's rider dashboard. */
  link: z.string().url().optional(),
});
export type CreditExpiring = z.infer<typeof creditExpiringSchema>;

/** `POST /api/admin/riders/send-expire-mail`: one rider (again, even if warned before), or every rider not yet warned; lots expiring within `days`. */
export const sendExpireMailSchema = z.object({
  riderId: z.string().trim().min(1).max(36).optional(),
  days: z.number().int().min(1).max(365).default(30),
});
export type SendExpireMail = z.output<typeof sendExpireMailSchema>;
/** → how many riders were mailed, and about how many lots. */
export const sendExpireMailAnswerSchema = z.object({ riders: z.number().int(), lots: z.number().int() });
export type SendExpireMailAnswer = z.infer<typeof sendExpireMailAnswerSchema>;
