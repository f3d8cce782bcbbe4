/**
 * Amounts as an employee types them at the till: major units of the rider's currency ('150', '150.5', '150,50',
 * '$1,250.00'), a dot or a comma as the decimal mark, at most two decimals. The API speaks integer cents.
 */

/** The cents an amount stands for, or null when it is not an amount (blank, letters, three decimals, negative). */
export function centsOf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(?:CA\$|C\$|US\$|\$|€)|(?:\$|€)$/i, '');
  if (compact === '') return null;
  // A comma followed by one or two digits at the end is the decimal mark ('150,50'); else commas group thousands.
  const normalised = /^\d+,\d{1,2}$/.test(compact) ? compact.replace(',', '.') : compact.replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(normalised);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount field shows them: 15000 → '150', 15050 → '150.50' ('150,50' with a comma locale). */
export function amountText(cents: number, decimal = '.'): string {
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace('.', decimal);
}

/** The decimal mark of a locale ('en' → '.', 'fr' → ','). */
export function decimalMark(locale: string): string {
  try {
    return new Intl.NumberFormat(locale === 'no' ? 'nb' : locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}
