import { MAX_CASHOUT_CENTS } from '@rr/contracts';

export type AmountProblem = 'required' | 'invalid' | 'tooSmall' | 'overLimit' | 'overBalance';

/**
 * The amount a rider typed, in cents, or why it cannot be cashed out: a number of dollars with at most two
 * decimals (a comma works as the decimal mark too), more than zero, at most $2,000 (spec §9) and at most the cash
 * balance. The service checks it all again; this is so the rider hears it before pressing the button.
 */
export function parseAmount(text: string, balanceCents: number): { cents: number } | { problem: AmountProblem } {
  const trimmed = text.trim().replace(/\s/g, '').replace(/^\$/, '');
  if (trimmed === '') return { problem: 'required' };
  const normalised = /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return { problem: 'invalid' };
  const [whole, fraction = ''] = normalised.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { problem: 'invalid' };
  if (cents <= 0) return { problem: 'tooSmall' };
  if (cents > MAX_CASHOUT_CENTS) return { problem: 'overLimit' };
  if (cents > balanceCents) return { problem: 'overBalance' };
  return { cents };
}
