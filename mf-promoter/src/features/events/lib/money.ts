/** Money typed in major units ('150', '150.5', '150,50') → cents, or null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → what an amount field shows ('150', '150.50'). */
export function amountText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
