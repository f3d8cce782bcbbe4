import { fieldRule, objectRule, type Check } from '../fields';
import { MESSAGES, descriptor } from '../messages';
import { MAX_PLACE_CENTS } from './vocabulary';

/** The field rules the event, class, result and bonus forms share: days, web addresses, choices and amounts. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dayCheck: Check = (value) => (isDay(value) ? null : descriptor(MESSAGES.date));

/** Absent (undefined, null or empty): 'Required'. The first check of every required field here. */
export const presentCheck: Check = (value) =>
  value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : null;

/** A required calendar day `YYYY-MM-DD` ('Required', then 'Invalid date'). */
export const requiredDay = () => fieldRule<string>(presentCheck, dayCheck);

const urlCheck: Check = (value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 500) return descriptor(MESSAGES.url);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : descriptor(MESSAGES.url);
  } catch {
    return descriptor(MESSAGES.url);
  }
};
/** An optional web address starting with http:// or https://. */
export const optionalUrl = () => fieldRule<string | null | undefined>(urlCheck);

/** One of `list`, required. */
export const requiredChoice = <const L extends readonly string[]>(list: L) =>
  fieldRule<L[number]>(
    presentCheck,
    (value) => (typeof value === 'string' && list.includes(value) ? null : descriptor(MESSAGES.choice)),
  );

export const centsCheck: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PLACE_CENTS ? null : descriptor(MESSAGES.money);

/** An amount in cents, 0 up to the largest place payout; absent is 0. */
export const cents = () => fieldRule<number | undefined>((value) => (value === undefined ? null : centsCheck(value)));

/** The last day is not before the first: 'The last day cannot be before the first day' on `endDate`. */
export function daysInOrder(start = 'startDate', end = 'endDate') {
  return objectRule((input) => {
    const first = input[start];
    const last = input[end];
    return isDay(first) && isDay(last) && last < first ? [[end, descriptor(MESSAGES.dateOrder)]] : [];
  });
}
