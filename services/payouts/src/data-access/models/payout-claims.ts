import { DataTypes, type CreationOptional } from 'sequelize';
import { type Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, optionalInstant, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// Riders' claims of missing payments and staff's decisions.

/** A claim of a missing payment: what was filed, and the administrator's decision. */
export class PayoutClaimRow extends StampedModel<PayoutClaimRow> {
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
}

export interface PayoutClaimModels {
  PayoutClaim: typeof PayoutClaimRow;
}

export function definePayoutClaimModels(options: ModelOptions): PayoutClaimModels {
  const PayoutClaimModel = class extends PayoutClaimRow {};
  PayoutClaimModel.init(
    {
      id: idKey(),
      riderId: idOf(),
      riderName: requiredString(200),
      riderEmail: requiredString(254),
      country: requiredString(2),
      eventId: idOf(),
      eventTitle: requiredString(200),
      eventDate: requiredString(10),
      currency: requiredString(3),
      className: requiredString(120),
      place: { type: DataTypes.INTEGER, allowNull: false },
      vin: optionalString(17),
      bikeModel: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      bikeYear: { type: DataTypes.INTEGER, allowNull: true },
      message: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      status: oneOfColumn(12, ['open', 'approved', 'rejected', 'withdrawn']),
      createdBy: idOf(),
      createdByRole: requiredString(8),
      payoutType: optionalString(8),
      amountCents: { type: DataTypes.INTEGER, allowNull: true },
      decisionNote: optionalString(1000),
      decidedBy: optionalIdOf(),
      decidedAt: optionalInstant(),
      lotId: optionalIdOf(),
      ...timestamps(),
    },
    { ...options, tableName: 'payout_claims', modelName: 'PayoutClaim' },
  );

  return { PayoutClaim: PayoutClaimModel };
}
