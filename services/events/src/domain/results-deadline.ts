import { RESULTS_DUE_DAYS, type ResultsDeadline } from '@rr/contracts';
import type { Event } from '../data-access/models/index.js';
import { addDays, programmeToday } from './programme-date.js';

/** Spec §9: results are due 7 days after the event's last day. */
export function resultsDeadline(event: Pick<Event, 'endDate' | 'resultsVersion' | 'canceled'>, today: string = programmeToday()): ResultsDeadline {
  const dueDate = addDays(event.endDate, RESULTS_DUE_DAYS);
  const daysLeft = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const resultsSet = event.resultsVersion > 0;
  return { dueDate, daysLeft, resultsSet, late: !resultsSet && !event.canceled && daysLeft < 0 };
}
