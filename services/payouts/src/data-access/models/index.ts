import type { Sequelize } from 'sequelize';
import { CURRENCIES, type Currency } from '@rr/contracts';
import { defineCashoutModels, type CashoutModels } from './cashouts.js';
import { defineEventResultsModels, type EventResultsModels } from './event-results.js';
import { defineIdempotencyModels, type IdempotencyModels } from './idempotency-keys.js';
import { defineLedgerModels, type LedgerModels } from './ledger.js';
import { definePayoutClaimModels, type PayoutClaimModels } from './payout-claims.js';
import { defineRedemptionModels, type RedemptionModels } from './redemptions.js';
import { defineReportingModels, type ReportingModels } from './reporting.js';
import { defineRuleSetModels, type RuleSetModels } from './rule-sets.js';
import { defineSeriesModels, type SeriesModels } from './series.js';
import { defineWalletModels, type WalletModels } from './wallets.js';

/** The programme's currencies, defined in @rr/contracts. */
export { CURRENCIES };
export type { Currency };

export * from './cashouts.js';
export * from './event-results.js';
export * from './idempotency-keys.js';
export * from './ledger.js';
export * from './payout-claims.js';
export * from './redemptions.js';
export * from './reporting.js';
export * from './rule-sets.js';
export * from './series.js';
export * from './wallets.js';

/** Every model of the payouts database, the reporting read model's included, by name. */
export interface PayoutsModels extends ReportingModels, RedemptionModels, SeriesModels, PayoutClaimModels, CashoutModels, EventResultsModels, RuleSetModels, WalletModels, LedgerModels, IdempotencyModels {}

/**
 * Binds the payouts models to one Sequelize instance. They declare no Sequelize associations: the repositories read
 * related rows by id (or join in SQL), and the foreign keys are the migrations' (the schema's truth).
 */
export function defineModels(sequelize: Sequelize): PayoutsModels {
  const options = { sequelize, underscored: true } as const;
  const redemptions = defineRedemptionModels(options);
  const wallets = defineWalletModels(options);
  const ledger = defineLedgerModels(options);
  const idempotency = defineIdempotencyModels(options);
  const eventResults = defineEventResultsModels(options);
  const ruleSets = defineRuleSetModels(options);
  const cashouts = defineCashoutModels(options);
  const payoutClaims = definePayoutClaimModels(options);
  const series = defineSeriesModels(options);
  return { ...defineReportingModels(sequelize), ...redemptions, ...series, ...payoutClaims, ...cashouts, ...eventResults, ...ruleSets, ...wallets, ...ledger, ...idempotency };
}
