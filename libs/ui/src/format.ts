// Display rules of spec §5, with the Intl APIs (no moment/dayjs). English output follows the spec's
// patterns exactly ('MMM Do, YYYY', 'M/DD/YYYY', 'h:mm A'); other locales use their own Intl forms of the
// same information. All dates are shown in the programme's time zone.

import type { Currency } from '@rr/contracts';

export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

export type DateInput = string | number | Date | null | undefined;

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Built on first use, not when the kit loads: a formatter with a time zone costs the browser tens of milliseconds to
// set up (on a phone, at start-up, where every millisecond of main-thread work delays the first page). One per zone.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneParts = (timeZone: string) => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * The calendar date and wall-clock time of a value in Los Angeles (or in `timeZone`, an IANA name: a dealer reads
 * its counter's clock). A date-only string ('2025-03-05') is a calendar date already and is not shifted by the time
 * zone. Returns null for missing or invalid values.
 */
export function calendarParts(value: DateInput, timeZone: string = DISPLAY_TIME_ZONE): CalendarParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of zoneParts(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/**
 * The short name of `timeZone` at the moment `value`, as the locale says it ('EST', 'EDT', 'MST' in English;
 * 'UTC−5' and the like where a language has no abbreviation); '' for an invalid moment.
 */
export function timeZoneName(value: DateInput, timeZone: string, locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Intl tag for an app locale ('no' is Norwegian Bokmål in Intl). */
export function intlLocale(locale: string): string {
  if (locale === 'en') return 'en-US';
  if (locale === 'no') return 'nb';
  return locale;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DateFormatOptions {
  /** 'long' = 'MMM Do, YYYY' (default), 'short' = 'M/DD/YYYY'. */
  style?: 'long' | 'short';
  locale?: string;
  /** The zone whose calendar says the day (IANA name); Los Angeles, the programme's, by default. */
  timeZone?: string;
  /** Text for a missing or invalid date; 'TBD' by default (spec §5). */
  missing?: string;
}

/** 'Mar 5th, 2025' / '3/05/2025' in Los Angeles time; 'TBD' when missing. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { style = 'long', locale = 'en', missing = 'TBD', timeZone } = options;
  const parts = calendarParts(value, timeZone);
  if (!parts) return missing;
  const { year, month, day } = parts;
  if (locale === 'en') {
    if (style === 'short') return `${month}/${String(day).padStart(2, '0')}/${year}`;
    return `${EN_MONTHS[month - 1]} ${ordinal(day)}, ${year}`;
  }
  const utc = new Date(Date.UTC(year, month - 1, day, 12));
  const format: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(intlLocale(locale), { ...format, timeZone: 'UTC' }).format(utc);
}

function dayKey(value: DateInput): number | null {
  const parts = calendarParts(value);
  return parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
}

/**
 * An event's dates: 'Jun 5th, 2025' when it starts and ends on the same Los Angeles day (or has no valid
 * end, or ends before it starts), else 'Jun 5th, 2025 – Jun 7th, 2025'; the missing text without a start.
 */
export function formatDateRange(start: DateInput, end: DateInput, options: Omit<DateFormatOptions, 'style'> = {}): string {
  const from = dayKey(start);
  const to = dayKey(end);
  if (from === null || to === null || to <= from) return formatDate(start, options);
  return `${formatDate(start, options)} – ${formatDate(end, options)}`;
}

/** Month and day of a calendar tile ('Jun', '5') on the Los Angeles calendar; null without a valid date. */
export function calendarTile(value: DateInput, locale = 'en'): { month: string; day: string } | null {
  const parts = calendarParts(value);
  if (!parts) return null;
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(parts.year, parts.month - 1, 15)))
    .replace('.', '');
  return { month, day: String(parts.day) };
}

export interface TimeFormatOptions {
  locale?: string;
  missing?: string;
  /** The zone whose clock says the time (IANA name); Los Angeles, the programme's, by default. */
  timeZone?: string;
  /** Name the zone after the time ('6:20 AM EST'), so a reader elsewhere is not misled. */
  zoneName?: boolean;
}

/** 'h:mm A' ('3:05 PM') in Los Angeles time (or `timeZone`, named with `zoneName`); the missing text when there is no value. */
export function formatTime(value: DateInput, options: TimeFormatOptions = {}): string {
  const { locale = 'en', missing = 'TBD', timeZone, zoneName = false } = options;
  const parts = calendarParts(value, timeZone);
  if (!parts) return missing;
  const { hour, minute } = parts;
  let text: string;
  if (locale === 'en') {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    text = `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  } else {
    const utc = new Date(Date.UTC(2000, 0, 1, hour, minute));
    text = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(utc);
  }
  return zoneName ? `${text} ${timeZoneName(value, timeZone ?? DISPLAY_TIME_ZONE, locale)}` : text;
}

/** Age in whole years on `now` (Los Angeles calendar), or the unknown text (spec §5: 'Unknown'). */
export function formatAge(dateOfBirth: DateInput, options: { now?: Date; unknown?: string } = {}): string {
  const { now = new Date(), unknown = 'Unknown' } = options;
  const born = calendarParts(dateOfBirth);
  const today = calendarParts(now);
  if (!born || !today) return unknown;
  let age = today.year - born.year;
  if (today.month < born.month || (today.month === born.month && today.day < born.day)) age -= 1;
  return age >= 0 && age < 150 ? String(age) : unknown;
}

/**
 * Phone (spec §5): a North American number, ten digits or eleven starting with the country code 1, is shown as
 * (xxx) xxx-xxxx, with "+1 " in front when the 1 was given. Anything else is shown as it was typed: spec §5's
 * "+<country> (xxx) xxx-xxxx" for 12–13 digits cut other countries' numbers, and numbers with an extension, at the
 * wrong places ("+1 951 555 0199 22" read "+195 (155) 501-9922").
 */
export function formatPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value).trim();
  const digits = raw.replace(/\D/g, '');
  const northAmerican = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  if (!northAmerican) return raw;
  const local = digits.slice(-10);
  const formatted = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return digits.length === 11 ? `+1 ${formatted}` : formatted;
}

/** Percent number (spec §5): values above 1 as they are, otherwise ×100 rounded down. */
export function percentValue(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value > 1) return value;
  // Round away binary noise first (0.29 * 100 = 28.999999999999996) before flooring.
  return Math.floor(Math.round(value * 100 * 1e6) / 1e6);
}

/** '45%'; an empty string for a missing value. */
export function formatPercent(value: number | null | undefined, locale = 'en'): string {
  const n = percentValue(value);
  if (n === null) return '';
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(n)}%`;
}

/**
 * A ratio that may pass 1 (more redeemed in a period than credit earned in it) as a percent: always ×100, rounded
 * down, so 2.15 is '215%'. The spec's rule above reads a value over 1 as a percent already, which would say '2.15%'.
 */
export function formatRatioPercent(ratio: number | null | undefined, locale = 'en'): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '';
  // The same arithmetic as the contracts' `ratioFigure`, kept here so the shared formatters load no contracts code.
  const n = Math.floor(Number((ratio * 100).toFixed(9)));
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(n)}%`;
}

/** The currencies of amounts (spec §3), from @rr/contracts. */
export type { Currency } from '@rr/contracts';

export interface MoneyFormatOptions {
  /**
   * 'auto' (default): whole amounts without decimals ('$1,500'), others with two ('$10.50'), as headlines
   * and cards show them. 'always': two decimals on every amount ('$1,500.00'), for columns of figures.
   */
  decimals?: 'auto' | 'always';
}

/**
 * Integer cents in their currency, in the locale's form: formatMoney(150000, 'USD') === '$1,500',
 * formatMoney(123456, 'USD') === '$1,234.56', formatMoney(2500, 'CAD') === 'CA$25'. An amount is always
 * shown with its own currency; amounts in different currencies are never added (see `moneyTotals`).
 * A missing amount gives ''.
 */
export function formatMoney(
  cents: number | null | undefined,
  currency: Currency | string = 'USD',
  locale = 'en',
  options: MoneyFormatOptions = {},
): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const value = cents / 100;
  const fractionDigits = options.decimals === 'always' || !Number.isInteger(value) ? 2 : 0;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  }).format(value);
}

/** An amount of money: integer cents and the currency they are in. */
export interface Money {
  cents: number;
  currency: Currency | string;
}

/**
 * Sums amounts per currency (DESIGN.md money rules: never across currencies), in the order each currency
 * first appears; missing amounts count as zero.
 */
export function moneyTotals(amounts: readonly { cents: number | null | undefined; currency?: Currency | string | null }[], fallbackCurrency: Currency | string = 'USD'): Money[] {
  const totals = new Map<string, number>();
  for (const { cents, currency } of amounts) {
    const key = currency || fallbackCurrency;
    totals.set(key, (totals.get(key) ?? 0) + (Number.isFinite(cents) ? (cents as number) : 0));
  }
  return [...totals].map(([currency, total]) => ({ cents: total, currency }));
}

/** Totals in several currencies side by side ('$1,500 + CA$250'); no amounts at all gives zero in `fallbackCurrency`. */
export function formatMoneyTotals(totals: readonly Money[], locale = 'en', fallbackCurrency: Currency | string = 'USD'): string {
  if (totals.length === 0) return formatMoney(0, fallbackCurrency, locale);
  return totals.map((total) => formatMoney(total.cents, total.currency, locale)).join(' + ');
}

/** Redemption codes are numbers shown in base 36, upper case (spec §3). */
export function formatCode(code: number | string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  const n = typeof code === 'number' ? code : Number(code);
  return Number.isSafeInteger(n) ? n.toString(36).toUpperCase() : String(code);
}
