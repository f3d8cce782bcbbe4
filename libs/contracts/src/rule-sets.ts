/**
 * A programme's payout rules as data (docs/rules.md): what the rules engine of the payouts service reads to decide
 * every result line, written by programme staff on the admin Rules page, versioned and in force from a date. One
 * schema for the browser's form, the BFF and the service, so a rule set the form accepts is one the engine can run.
 *
 * Every number is whole (amounts in cents of the event's currency). The checks that read several fields (tiers that
 * go up, place ranges that do not overlap) name the field they fault, so a form shows the problem where it is.
 *
 * One file per part under rule-sets/; this module (`@rr/contracts/rule-sets`) is their one import path.
 */
export * from './rule-sets/vocabulary';
export * from './rule-sets/rule-set';
export * from './rule-sets/presets';
export * from './rule-sets/lookups';
export * from './rule-sets/versions';
export * from './rule-sets/simulations';
