// The reporting read model (docs/reports.md): its tables' models, the feed, the consumers' writes, the rebuild.
export * from '../data-access/models/reporting.js';
export { MONEY_POSTED_CONSUMER, EVENT_CHANGED_CONSUMER, RIDER_CHANGED_CONSUMER, applyMoneyPosted, applyEventChanged, applyRiderChanged } from './apply.js';
export { feedMoney, feedRelay } from './feed.js';
export { dayOf, measureLegs, moneyPostedMessages, movesProgrammeTotals } from './measures.js';
export { httpReportingSources, rebuildMoney, rebuildReadModel, recomputeMoney, type FactsPager, type RebuildDeps, type RebuildOutcome } from './rebuild-read-model.js';
export { MoneyTotals, type MoneyDailyRow, type RiderDailyRow } from './totals.js';
