// Money as people type it into a field, and as a field shows it back: one grammar for every amount field (the till,
// a cash-out, a payout table, a write-off, a claim), in the site's eight languages. The API speaks integer cents.

/** Signs a typed amount may carry before or after it: the programme's currencies (USD, CAD, EUR) as `Intl` writes them. */
const SIGNS = 'US\\$|CA\\$|C\\$|\\$US|\\$CA|\\$|€|USD|CAD|EUR';
const SIGN = new RegExp(`^(?:${SIGNS})|(?:${SIGNS})$`, 'i');
/** Spaces people and `Intl` put between thousands (French, Norwegian and Swedish group with a narrow no-break space). */
const SPACES = /[\s\u00a0\u202f]/g;
/** The largest whole part a field reads: 999,999,999 units, far above any limit a contract sets. */
const MAX_WHOLE_DIGITS = 9;

/** The decimal mark of a site language or BCP 47 locale: 'en' → '.', 'fr' → ','. */
export function decimalMark(locale: string): '.' | ',' {
  try {
    const mark = new Intl.NumberFormat(locale === 'no' ? 'nb' : locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return mark === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/**
 * The cents a typed amount stands for, or null when it is not one: blank, negative, letters, an exponent, more than
 * two decimals, or thousands grouped wrongly. Major units, with a dot or a comma as the decimal mark and the other (or
 * spaces) grouping thousands: '150', '150.5', '150,50', '1,250.00', '1.250,00', '1 250,50', '$75', 'CA$75.25', '75 €'.
 * A lone separator before three digits is read the way `locale` writes numbers: '1,250' is 1,250 units in English
 * and refused in French (three decimals), '1.250' the other way round; before one or two digits it is the decimal mark
 * in every language, so '150,5' and '150.5' are both 150.50 anywhere.
 */
export function parseMoneyInput(text: string, locale = 'en'): number | null {
  const compact = text.trim().replace(SIGN, '').replace(SPACES, '');
  if (!/^\d[\d.,]*$/.test(compact) || /[.,]{2}|[.,]$/.test(compact)) return null;
  let whole = compact;
  let fraction = '';
  const decimal = /^(.*)([.,])(\d{1,2})$/.exec(compact);
  const lone = /^\d+([.,])\d{3}$/.exec(compact);
  if (decimal) {
    [, whole = '', , fraction = ''] = decimal;
    if (whole.includes(decimal[2]!)) return null;
  } else if (lone && lone[1] === decimalMark(locale)) {
    return null;
  }
  if (/[.,]/.test(whole)) {
    const separators = new Set(whole.replace(/\d/g, ''));
    if (separators.size > 1 || !/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return null;
    whole = whole.replace(/[.,]/g, '');
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Cents as an amount field shows them, so that `parseMoneyInput` reads them back in the same language: whole amounts
 * without decimals, the rest with two in the locale's mark, never grouped: 15000 → '150', 15050 → '150.50' ('150,50'
 * in French).
 */
export function formatMoneyInput(cents: number, locale = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  if (abs % 100 === 0) return `${sign}${abs / 100}`;
  return `${sign}${(abs / 100).toFixed(2).replace('.', decimalMark(locale))}`;
}

/**
 * A typed amount as a form's request body carries it: its cents, nothing when the field is blank, or the text as typed
 * when it is not an amount, so that the schema refuses it with its own message on that field.
 */
export function moneyInputValue(text: string, locale = 'en'): number | string | undefined {
  if (text.trim() === '') return undefined;
  return parseMoneyInput(text, locale) ?? text;
}
