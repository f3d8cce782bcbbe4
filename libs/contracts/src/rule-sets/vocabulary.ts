import { EVENT_TYPES } from '../enums';

/** The choices a rule set is written in, and how much it may hold. */

/** Which riders of a class count toward its minimum: those who finished, those who started (a DNF counts), or every rider entered (a DNS counts too). */
export const RIDER_COUNTS = ['finishers', 'starters', 'entries'] as const;
export type RiderCount = (typeof RIDER_COUNTS)[number];

/** Which of a rider's finishes at one event are paid first, when more are eligible than the rules pay: the best places, or the largest amounts. */
export const FINISH_SELECTIONS = ['bestPlace', 'highestAmount'] as const;
export type FinishSelection = (typeof FINISH_SELECTIONS)[number];

/** Who needs their documents (driver's licence and W-9) on file before cash is paid. */
export const CASH_DOCUMENT_RULES = ['pro', 'everyone', 'nobody'] as const;
export type CashDocumentRule = (typeof CASH_DOCUMENT_RULES)[number];

/** How many payout claims a rider may have open at one event: one per class, or one for the whole event. */
export const CLAIM_LIMITS = ['perClass', 'perEvent'] as const;
export type ClaimLimit = (typeof CLAIM_LIMITS)[number];

/** What a place range pays in. */
export const RANGE_PAYOUT_TYPES = ['cash', 'dealerCredit'] as const;

/** The countries a rule set can be for (`*`: every country the programme runs in). */
export const RULE_SET_COUNTRIES = ['*', 'US', 'CA'] as const;
export type RuleSetCountry = (typeof RULE_SET_COUNTRIES)[number];

/** A rider flag set by staff (`factory-supported`, or any a rule set names): lower-case letters, digits and hyphens. */
export const RIDER_FLAG_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** The flag every preset knows: riders supported by a factory team are not paid by a contingency programme. */
export const FACTORY_SUPPORTED_FLAG = 'factory-supported';

/** The most tiers, place ranges, makes, flags and disciplines a rule set holds (a form and a table, not a database). */
export const RULE_SET_LIMITS = { tiers: 10, ranges: 50, makes: 20, flags: 20, disciplines: EVENT_TYPES.length, championPlaces: 100 } as const;
