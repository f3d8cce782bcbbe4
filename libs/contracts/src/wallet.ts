/**
 * The payouts service's answers about a rider's money (spec §3 Wallet): balances and debts, earnings and why each
 * line pays, cash-outs, an event's payout decisions, credit expiry warnings and receivables. Amounts are integer
 * cents. One file per topic under wallet/; this module is their one import path.
 */
export * from './wallet/balances';
export * from './wallet/payout-reasons';
export * from './wallet/earnings';
export * from './wallet/cashouts';
export * from './wallet/event-payouts';
export * from './wallet/public-event-payouts';
export * from './wallet/credit-expiry';
export * from './wallet/receivables';
