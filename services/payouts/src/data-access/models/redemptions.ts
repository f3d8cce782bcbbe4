import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import type { Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, instant, optionalInstant, flag, currency, bigintNumber } from '@rr/server-kit/model-columns';

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
      id: idKey(),
      code: bigintNumber('code', { unique: true }),
      riderId: idOf(),
      riderName: requiredString(200),
      riderCountry: optionalString(2),
      dealerId: idOf(),
      dealerName: requiredString(200),
      dealerCountry: optionalString(2),
      employeeName: requiredString(100),
      amountCents: bigintNumber('amountCents'),
      currency: currency(),
      category: optionalString(200),
      idChecked: flag(false),
      createdAt: instant(),
      refundedAt: optionalInstant(),
      refundedBy: optionalIdOf(),
      refundedByName: optionalString(200),
      refundTransactionId: optionalIdOf(),
    },
    { ...options, timestamps: false, tableName: 'credit_redemptions', modelName: 'CreditRedemption' },
  );

  return { CreditRedemption: CreditRedemptionModel };
}
