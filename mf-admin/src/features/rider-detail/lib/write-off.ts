// The write-off form's pure parts: the amount as staff type it, and the idempotency key of each write-off meant.
import type { Debt, WriteOffInput } from '@rr/contracts';

/** What the write-off form holds: the currency, the amount as typed (units: "250", "1,250.50", "99,99"), the reason. */
export interface WriteOffValues {
  currency: string;
  amountCents: string;
  reason: string;
}

/**
 * An amount typed in units as cents ("1,250.50" → 125050, "99,99" → 9999, "$250" → 25000); undefined when nothing is
 * typed; null when it is not an amount of at most two decimals.
 */
export function typedCents(text: string): number | null | undefined {
  const clean = text.trim().replace(/[\s$]/g, '');
  if (clean === '') return undefined;
  const normalised = /^\d+,\d{1,2}$/.test(clean) ? clean.replace(',', '.') : clean.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the amount field shows them: 25000 → "250", 9999 → "99.99". */
export function amountText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The debts staff can write off: those with something owed. */
export function owing(debts: readonly Debt[]): Debt[] {
  return debts.filter((debt) => debt.owedCents > 0);
}

/**
 * The key of each write-off meant, for the form's submits: the same key while what is sent stays the same (a retry
 * after a lost answer is the same write-off, which the server makes once), a new one as soon as the currency, amount
 * or reason change (another write-off). A new form starts with a new key.
 */
export function writeOffKeys(newKey: () => string = () => crypto.randomUUID()): (values: Omit<WriteOffInput, 'idempotencyKey'>) => string {
  let last: { signature: string; key: string } | null = null;
  return (values) => {
    const signature = JSON.stringify([values.currency, values.amountCents, values.reason]);
    if (!last || last.signature !== signature) last = { signature, key: newKey() };
    return last.key;
  };
}

/**
 * The body sent: the typed amount as cents (left out when nothing is typed, as typed when it is no amount, for the
 * contract to refuse with its message), the reason trimmed, and the key.
 */
export function writeOffBody(values: WriteOffValues, keyOf: ReturnType<typeof writeOffKeys>): WriteOffInput {
  const cents = typedCents(values.amountCents);
  const body = { currency: values.currency, amountCents: cents === null ? values.amountCents : cents, reason: values.reason.trim() } as Omit<WriteOffInput, 'idempotencyKey'>;
  return { ...body, idempotencyKey: keyOf(body) };
}
