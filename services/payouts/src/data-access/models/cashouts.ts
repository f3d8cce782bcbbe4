import { DataTypes, type CreationOptional } from 'sequelize';
import { type Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { REWARD_LINK_LENGTH } from '../migrations/0017-cashout-reward-link.js';
import { idKey, idOf, requiredString, optionalString, instant, optionalInstant, counter, bigintNumber, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// Cash-outs: one saga per request (hold → provider order → settle or release).

/** One cash-out saga: hold → provider order → settle or release. */
export class CashoutRow extends StampedModel<CashoutRow> {
  declare id: string;
  declare riderId: string;
  declare amountCents: number;
  declare currency: Currency;
  declare method: 'prepaidCard' | 'bank' | 'digital';
  declare status: 'processing' | 'paid' | 'failed';
  declare holdId: string;
  declare providerOrderId: CreationOptional<string | null>;
  declare rewardId: CreationOptional<string | null>;
  /** Where the rider collects the reward (the provider's redemption link), once the provider gave one; the rider's only. */
  declare rewardLink: CreationOptional<string | null>;
  /** When the provider says the reward expires; null when it never does or did not say. */
  declare rewardExpiresAt: CreationOptional<Date | null>;
  declare previousBalanceCents: number;
  declare newBalanceCents: number;
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: Date;
  declare claimedUntil: CreationOptional<Date | null>;
  declare lastError: CreationOptional<string | null>;
}

export interface CashoutModels {
  Cashout: typeof CashoutRow;
}

export function defineCashoutModels(options: ModelOptions): CashoutModels {
  const CashoutModel = class extends CashoutRow {};
  CashoutModel.init(
    {
      id: idKey(),
      riderId: idOf(),
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: requiredString(3),
      method: requiredString(16),
      status: requiredString(12),
      holdId: idOf(),
      providerOrderId: optionalString(64),
      rewardId: optionalString(64),
      rewardLink: optionalString(REWARD_LINK_LENGTH),
      rewardExpiresAt: optionalInstant(),
      previousBalanceCents: bigintNumber('previousBalanceCents'),
      newBalanceCents: bigintNumber('newBalanceCents'),
      attempts: counter(),
      nextAttemptAt: instant(),
      claimedUntil: optionalInstant(),
      lastError: optionalString(500),
      ...timestamps(),
    },
    { ...options, tableName: 'cashouts', modelName: 'Cashout' },
  );

  return { Cashout: CashoutModel };
}
