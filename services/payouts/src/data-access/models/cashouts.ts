import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { type Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { REWARD_LINK_LENGTH } from '../migrations/0017-cashout-reward-link.js';

// Cash-outs: one saga per request (hold → provider order → settle or release).

/** One cash-out saga: hold → provider order → settle or release. */
export class CashoutRow extends Model<InferAttributes<CashoutRow>, InferCreationAttributes<CashoutRow>> {
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export interface CashoutModels {
  Cashout: typeof CashoutRow;
}

export function defineCashoutModels(options: ModelOptions): CashoutModels {
  const CashoutModel = class extends CashoutRow {};
  CashoutModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      method: { type: DataTypes.STRING(16), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      holdId: { type: DataTypes.STRING(36), allowNull: false },
      providerOrderId: { type: DataTypes.STRING(64), allowNull: true },
      rewardId: { type: DataTypes.STRING(64), allowNull: true },
      rewardLink: { type: DataTypes.STRING(REWARD_LINK_LENGTH), allowNull: true },
      rewardExpiresAt: { type: DataTypes.DATE(3), allowNull: true },
      previousBalanceCents: { type: DataTypes.BIGINT, allowNull: false, get(this: CashoutRow) { return Number(this.getDataValue('previousBalanceCents')); } },
      newBalanceCents: { type: DataTypes.BIGINT, allowNull: false, get(this: CashoutRow) { return Number(this.getDataValue('newBalanceCents')); } },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE(3), allowNull: false },
      claimedUntil: { type: DataTypes.DATE(3), allowNull: true },
      lastError: { type: DataTypes.STRING(500), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'cashouts', modelName: 'Cashout' },
  );

  return { Cashout: CashoutModel };
}
