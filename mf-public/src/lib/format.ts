import type { IntlShape } from 'react-intl';
import { calendarParts as laCalendarParts, formatDate, type DateInput } from '@rr/ui';

/** The app locale ('en', 'no', …) of an IntlShape whose locale is an Intl tag ('en-US', 'nb', …). */
function appLocale(intl: IntlShape): string {
  const tag = intl.locale.toLowerCase();
  if (tag.startsWith('en')) return 'en';
  if (tag === 'nb' || tag.startsWith('nb-') || tag.startsWith('no')) return 'no';
  return tag.split('-')[0] ?? 'en';
}

/** 'Jun 5th, 2025' (spec §5, Los Angeles time) or the locale's form; the translated 'TBD' when missing. */
export function formatDay(intl: IntlShape, value: DateInput): string {
  return formatDate(value, { locale: appLocale(intl), missing: intl.formatMessage({ id: 'public.date.tbd' }) });
}

function dayKey(value: DateInput): string | null {
  const parts = laCalendarParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : null;
}

/** An event's dates: one day, or "start – end"; 'TBD' when there is no start date. */
export function formatDateRange(intl: IntlShape, start: DateInput, end: DateInput): string {
  const from = dayKey(start);
  if (!from) return formatDay(intl, start);
  const to = dayKey(end);
  if (!to || to === from || new Date(end as string) < new Date(start as string)) return formatDay(intl, start);
  return `${formatDay(intl, start)} – ${formatDay(intl, end)}`;
}

/** Month and day for a calendar tile ('JUN', '5'), in the Los Angeles calendar. */
export function calendarTile(intl: IntlShape, value: DateInput): { month: string; day: string } | null {
  const parts = laCalendarParts(value);
  if (!parts) return null;
  const month = new Intl.DateTimeFormat(intl.locale, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(parts.year, parts.month - 1, 15)))
    .replace('.', '');
  return { month, day: String(parts.day) };
}

/** Integer cents as money in the given currency; whole amounts without decimals ($1,500, not $1,500.00). */
export function formatMoney(intl: IntlShape, cents: number | null | undefined, currency = 'USD'): string {
  const value = (cents ?? 0) / 100;
  const whole = Number.isInteger(value);
  return intl.formatNumber(value, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
