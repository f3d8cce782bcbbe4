// Display rules of spec §5, with the Intl APIs (no moment/dayjs). English output follows the spec's
// patterns exactly ('MMM Do, YYYY', 'M/DD/YYYY', 'h:mm A'); other locales use their own Intl forms of the
// same information. All dates are shown in the programme's time zone.

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
const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * The calendar date and wall-clock time of a value in Los Angeles. A date-only string ('2025-03-05') is a
 * calendar date already and is not shifted by the time zone. Returns null for missing or invalid values.
 */
export function calendarParts(value: DateInput): CalendarParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
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
  /** Text for a missing or invalid date; 'TBD' by default (spec §5). */
  missing?: string;
}

/** 'Mar 5th, 2025' / '3/05/2025' in Los Angeles time; 'TBD' when missing. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { style = 'long', locale = 'en', missing = 'TBD' } = options;
  const parts = calendarParts(value);
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

/** 'h:mm A' ('3:05 PM') in Los Angeles time; the missing text when there is no value. */
export function formatTime(value: DateInput, options: { locale?: string; missing?: string } = {}): string {
  const { locale = 'en', missing = 'TBD' } = options;
  const parts = calendarParts(value);
  if (!parts) return missing;
  const { hour, minute } = parts;
  if (locale === 'en') {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  const utc = new Date(Date.UTC(2000, 0, 1, hour, minute));
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(utc);
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
 * Phone (spec §5): digits only; 10 to 13 digits are shown as (xxx) xxx-xxxx, with '+<country>' in front
 * when longer than 10; anything else is shown raw.
 */
export function formatPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return raw;
  const country = digits.slice(0, digits.length - 10);
  const local = digits.slice(-10);
  const formatted = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return country ? `+${country} ${formatted}` : formatted;
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

export type Currency = 'USD' | 'CAD' | 'EUR';

/** Integer cents with their currency: formatMoney(123456, 'USD') === '$1,234.56'. */
export function formatMoney(cents: number | null | undefined, currency: Currency | string = 'USD', locale = 'en'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}

/** Redemption codes are numbers shown in base 36, upper case (spec §3). */
export function formatCode(code: number | string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  const n = typeof code === 'number' ? code : Number(code);
  return Number.isSafeInteger(n) ? n.toString(36).toUpperCase() : String(code);
}
