import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** Cash-out (spec §7 Payments, §9 up to $2000 per transaction). */

/** How the rider takes the money: a prepaid card, a bank transfer, or a digital wallet (the provider's products). */
export const CASHOUT_METHODS = ['prepaidCard', 'bank', 'digital'] as const;
export type CashoutMethod = (typeof CASHOUT_METHODS)[number];
/** Spec §9: up to $2000 per transaction. */
export const MAX_CASHOUT_CENTS = 200_000;

/** `POST /api/payments/create-order`: the amount in cents of the wallet's currency, the method, and the caller's idempotency key. */
export const createOrderSchema = z.object({
  amountCents: z.number().int().min(1).max(MAX_CASHOUT_CENTS),
  currency: z.enum(CURRENCIES),
  method: z.enum(CASHOUT_METHODS),
  /** A new random key per cash-out the rider means (a retried request sends the same one). */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

/** processing: held, the provider asked; paid: the provider has the order; failed: nothing was paid, the money is back. */
export const CASHOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export const cashoutSchema = z.object({
  _id: z.string(),
  status: z.enum(CASHOUT_STATUSES),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  method: z.enum(CASHOUT_METHODS),
  /** The cash balance before and after it (what the history shows). */
  previousBalanceCents: z.number().int(),
  newBalanceCents: z.number().int(),
  /** The provider's order, once it has one. */
  orderId: z.string().nullable(),
  /**
   * Where the rider collects a paid cash-out (the provider's redemption link), once the provider gave one; null
   * before that (`GET /api/payments/get-reward-link/{orderId}` asks for it). Only in the rider's own answers: whoever
   * opens it can redeem the money.
   */
  link: z.string().nullable(),
  /** When the provider says the reward behind the link expires (ISO time); null when it never does or did not say. */
  linkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Cashout = z.infer<typeof cashoutSchema>;
export const cashoutAnswerSchema = z.object({ cashout: cashoutSchema });
export type CashoutAnswer = z.infer<typeof cashoutAnswerSchema>;
/** `GET /api/payments/cashouts`: the rider's own, newest first. */
export const cashoutsAnswerSchema = z.object({ cashouts: z.array(cashoutSchema) });
export type CashoutsAnswer = z.infer<typeof cashoutsAnswerSchema>;
