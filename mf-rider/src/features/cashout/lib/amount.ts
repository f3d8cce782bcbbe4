import { MAX_CASHOUT_CENTS } from '@rr/contracts';
import { parseMoneyInput } from '@rr/contracts/money-input';

export type AmountProblem = 'required' | 'invalid' | 'tooSmall' | 'overLimit' | 'overBalance';

/**
 * The amount a rider typed, in cents, or why it cannot be cashed out: an amount as `parseMoneyInput` reads it in the
 * rider's language ('150', '150,50', '$1,250.00'), more than zero, at most $2,000 (spec §9) and at most the cash
 * balance. The service checks it all again; this is so the rider hears it before pressing the button.
 */
export function parseAmount(text: string, balanceCents: number, locale = 'en'): { cents: number } | { problem: AmountProblem } {
  if (text.trim() === '') return { problem: 'required' };
  const cents = parseMoneyInput(text, locale);
  if (cents === null) return { problem: 'invalid' };
  if (cents <= 0) return { problem: 'tooSmall' };
  if (cents > MAX_CASHOUT_CENTS) return { problem: 'overLimit' };
  if (cents > balanceCents) return { problem: 'overBalance' };
  return { cents };
}
