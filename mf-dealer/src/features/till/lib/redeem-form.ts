import { type Currency, type TillCredit, type TillRider } from '@rr/contracts';
import { moneyInputValue, parseMoneyInput } from '@rr/contracts/money-input';

/** What the till form holds: the amount as typed (named as the body's field, so server field errors land on it). */
export interface RedeemValues {
  amountCents: string;
  employeeName: string;
  idChecked: boolean;
  pin: string;
}

export const EMPTY_REDEEM: RedeemValues = { amountCents: '', employeeName: '', idChecked: false, pin: '' };

/** What the body needs besides the form: who, in which currency, the redemption's idempotency key, and the language the amount is typed in. */
export interface RedeemContext {
  riderId: string;
  currency: Currency;
  idempotencyKey: string;
  locale?: string;
}

/**
 * The body of `POST /api/dealer/redeem` (checked with `redeemRequestSchema` before it is sent): the amount in cents
 * when it is one (`parseMoneyInput`: '150', '150,50', '$1,250.00', '75 €'), else as typed (so the contract says what
 * is wrong), the employee's name trimmed.
 */
export function redeemBody(values: RedeemValues, context: RedeemContext) {
  return {
    riderId: context.riderId,
    amountCents: moneyInputValue(values.amountCents, context.locale),
    currency: context.currency,
    pin: values.pin,
    employeeName: values.employeeName.trim(),
    idChecked: values.idChecked,
    idempotencyKey: context.idempotencyKey,
  };
}

/** True when the amount typed is more than the rider has: refused before anything is sent (the service checks again). */
export function overAvailable(amount: string, availableCents: number, locale = 'en'): boolean {
  const cents = parseMoneyInput(amount, locale);
  return cents !== null && cents > availableCents;
}

/** Why the rider cannot redeem now, or null: no PIN yet, a locked PIN, or no dealer credit (checked in that order). */
export type RedeemBlock = 'locked' | 'noPin' | 'noCredit';

export function redeemBlock(rider: Pick<TillRider, 'hasPin' | 'pinLocked'>, credit: Pick<TillCredit, 'availableCents'> | null): RedeemBlock | null {
  if (rider.pinLocked) return 'locked';
  if (!rider.hasPin) return 'noPin';
  if (credit && credit.availableCents <= 0) return 'noCredit';
  return null;
}

/** The dealer credit lots, soonest expiry first (lots that never expire last), then the oldest award. */
export function lotsByExpiry<L extends { expiresAt: string | null; awardedAt: string }>(lots: readonly L[]): L[] {
  return [...lots].sort((a, b) => {
    if (a.expiresAt !== b.expiresAt) {
      if (a.expiresAt === null) return 1;
      if (b.expiresAt === null) return -1;
      return a.expiresAt.localeCompare(b.expiresAt);
    }
    return a.awardedAt.localeCompare(b.awardedAt);
  });
}
