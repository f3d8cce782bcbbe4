/**
 * What promoters and programme staff write to the events service: an event, its classes and
 * payout places, result lines, uploads parsed into a preview before anything is written, and the
 * `results.published` message the payout rules consume. The browser forms and the service parse the same schemas.
 * One file per topic under results/; this module is their one import path.
 */
export * from './results/vocabulary';
export { cents, daysInOrder, optionalUrl, requiredChoice, requiredDay } from './results/field-rules';
export * from './results/event-input';
export * from './results/classes';
export * from './results/result-lines';
export * from './results/line-match';
export * from './results/imports';
export * from './results/bonuses';
export * from './results/managed-event';
export * from './results/published';
export * from './results/promoter-events';
export * from './results/deadlines';
