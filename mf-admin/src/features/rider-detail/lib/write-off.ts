// The write-off form's pure parts: the body with the amount as staff type it, and the idempotency key of each
// write-off meant.
import { type Debt, type WriteOffInput } from '@rr/contracts';
import { moneyInputValue } from '@rr/contracts/money-input';

/** What the write-off form holds: the currency, the amount as typed (units: "250", "1,250.50", "99,99"), the reason. */
export interface WriteOffValues {
  currency: string;
  amountCents: string;
  reason: string;
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
 * The body sent: the typed amount as cents, read as `locale` writes numbers (left out when nothing is typed, as typed
 * when it is no amount, for the contract to refuse with its message), the reason trimmed, and the key.
 */
export function writeOffBody(values: WriteOffValues, keyOf: ReturnType<typeof writeOffKeys>, locale = 'en'): WriteOffInput {
  const body = { currency: values.currency, amountCents: moneyInputValue(values.amountCents, locale), reason: values.reason.trim() } as Omit<WriteOffInput, 'idempotencyKey'>;
  return { ...body, idempotencyKey: keyOf(body) };
}
