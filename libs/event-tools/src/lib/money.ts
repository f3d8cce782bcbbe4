/**
 * Amounts as a promoter types them: major units of the event's currency ('150', '150.5', '150,50'), with a dot or the
 * locale's comma, no currency sign and no thousands separator (spec §5 "Values numeric, no dollar signs"). The API
 * speaks integer cents; amounts are shown with @rr/ui's formatters.
 */

/** Largest amount a field takes, in major units (the contract's MAX_PLACE_CENTS is 1,000,000.00). */
const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** '150' → 15000, '150,5' → 15050, '' / '$150' / '1,500.00' / '-5' → null (not an amount). */
export function centsOf(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → what an amount field shows: 15000 → '150', 15050 → '150.50' (or '150,50' with a comma locale). */
export function amountText(cents: number, decimal = '.'): string {
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace('.', decimal);
}

/** The decimal separator of a locale ('en-US' → '.', 'fr' → ','). */
export function decimalSeparator(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}
