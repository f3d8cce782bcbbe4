import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { type Currency } from '@rr/contracts';
import { oneOf, type ModelOptions } from './common.js';

// Riders' claims of missing payments and staff's decisions.

/** A claim of a missing payment: what was filed, and the administrator's decision. */
export class PayoutClaimRow extends Model<InferAttributes<PayoutClaimRow>, InferCreationAttributes<PayoutClaimRow>> {
  declare id: string;
  declare riderId: string;
  declare riderName: string;
  declare riderEmail: string;
  declare country: string;
  declare eventId: string;
  declare eventTitle: string;
  declare eventDate: string;
  declare currency: Currency;
  declare className: string;
  declare place: number;
  declare vin: string | null;
  declare bikeModel: string;
  declare bikeYear: number | null;
  declare message: string;
  declare status: 'open' | 'approved' | 'rejected' | 'withdrawn';
  declare createdBy: string;
  declare createdByRole: 'rider' | 'admin';
  declare payoutType: CreationOptional<'cash' | 'credit' | null>;
  declare amountCents: CreationOptional<number | null>;
  declare decisionNote: CreationOptional<string | null>;
  declare decidedBy: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare lotId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export interface PayoutClaimModels {
  PayoutClaim: typeof PayoutClaimRow;
}

export function definePayoutClaimModels(options: ModelOptions): PayoutClaimModels {
  const PayoutClaimModel = class extends PayoutClaimRow {};
  PayoutClaimModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      riderName: { type: DataTypes.STRING(200), allowNull: false },
      riderEmail: { type: DataTypes.STRING(254), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      eventTitle: { type: DataTypes.STRING(200), allowNull: false },
      eventDate: { type: DataTypes.STRING(10), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      className: { type: DataTypes.STRING(120), allowNull: false },
      place: { type: DataTypes.INTEGER, allowNull: false },
      vin: { type: DataTypes.STRING(17), allowNull: true },
      bikeModel: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      bikeYear: { type: DataTypes.INTEGER, allowNull: true },
      message: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      status: { type: DataTypes.STRING(12), allowNull: false, validate: oneOf(['open', 'approved', 'rejected', 'withdrawn']) },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      createdByRole: { type: DataTypes.STRING(8), allowNull: false },
      payoutType: { type: DataTypes.STRING(8), allowNull: true },
      amountCents: { type: DataTypes.INTEGER, allowNull: true },
      decisionNote: { type: DataTypes.STRING(1000), allowNull: true },
      decidedBy: { type: DataTypes.STRING(36), allowNull: true },
      decidedAt: { type: DataTypes.DATE(3), allowNull: true },
      lotId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'payout_claims', modelName: 'PayoutClaim' },
  );

  return { PayoutClaim: PayoutClaimModel };
}
