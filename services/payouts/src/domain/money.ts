/**
 * What money can do, each one or a few journal transactions inside the caller's database transaction: award, reverse
 * (what left becomes a debt), redeem at a dealer, refund a redemption, hold / settle / release a cash-out, expire, merge
 * riders, write a debt off. Lots are the spec's earnings view: every leg on a rider's cash, credit or bonus account
 * names its lot. One use-case a file, in money/.
 */
export { award, type Award } from './money/award.js';
export { currentRiderOf, owedByRider } from './money/lots.js';
export { reverseAward, reverseAwards, type Reversal, type ReverseInput } from './money/reverse-awards.js';
export { writeOff } from './money/write-off.js';
export { redeem, spendableCredit } from './money/redeem.js';
export { refund } from './money/refund.js';
export { markSent } from './money/mark-sent.js';
export { hold, release, settle } from './money/cashout-hold.js';
export { expireDue, expireLot } from './money/expire.js';
export { mergeRiders, type MergeOutcome } from './money/merge-riders.js';
