import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { CURRENCIES, type Currency } from '@rr/contracts';
import { oneOf, type ModelOptions } from './common.js';

// Dealer redemptions' searchable records (the money is in the journal; a refund revokes one).

/** A dealer redemption's searchable record (same id as its `redemption` journal transaction); refunded = revoked. */
export class CreditRedemptionRow extends Model<InferAttributes<CreditRedemptionRow>, InferCreationAttributes<CreditRedemptionRow>> {
  declare id: string;
  /** Shown in base 36, upper case. */
  declare code: number;
  declare riderId: string;
  declare riderName: string;
  declare riderCountry: string | null;
  declare dealerId: string;
  declare dealerName: string;
  declare dealerCountry: string | null;
  declare employeeName: string;
  declare amountCents: number;
  declare currency: Currency;
  declare category: string | null;
  declare idChecked: boolean;
  declare createdAt: Date;
  declare refundedAt: CreationOptional<Date | null>;
  declare refundedBy: CreationOptional<string | null>;
  declare refundedByName: CreationOptional<string | null>;
  declare refundTransactionId: CreationOptional<string | null>;
}

export interface RedemptionModels {
  CreditRedemption: typeof CreditRedemptionRow;
}

export function defineRedemptionModels(options: ModelOptions): RedemptionModels {
  const CreditRedemptionModel = class extends CreditRedemptionRow {};
  CreditRedemptionModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      // BIGINT comes back as a string from MySQL: read as a number (codes stay far below 2^53).
      code: { type: DataTypes.BIGINT, allowNull: false, unique: true, get() { return Number(this.getDataValue('code')); } },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      riderName: { type: DataTypes.STRING(200), allowNull: false },
      riderCountry: { type: DataTypes.STRING(2), allowNull: true },
      dealerId: { type: DataTypes.STRING(36), allowNull: false },
      dealerName: { type: DataTypes.STRING(200), allowNull: false },
      dealerCountry: { type: DataTypes.STRING(2), allowNull: true },
      employeeName: { type: DataTypes.STRING(100), allowNull: false },
      amountCents: { type: DataTypes.BIGINT, allowNull: false, get() { return Number(this.getDataValue('amountCents')); } },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      category: { type: DataTypes.STRING(200), allowNull: true },
      idChecked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      refundedAt: { type: DataTypes.DATE(3), allowNull: true },
      refundedBy: { type: DataTypes.STRING(36), allowNull: true },
      refundedByName: { type: DataTypes.STRING(200), allowNull: true },
      refundTransactionId: { type: DataTypes.STRING(36), allowNull: true },
    },
    { ...options, timestamps: false, tableName: 'credit_redemptions', modelName: 'CreditRedemption' },
  );

  return { CreditRedemption: CreditRedemptionModel };
}
