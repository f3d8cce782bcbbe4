import { DataTypes, type CreationOptional } from 'sequelize';
import type { Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { idKey, idOf, optionalIdOf, optionalString, instant, optionalInstant, flag, currency, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// A rider's wallet and its lots: the earnings (awards) the rider spends, cashes out or lets expire.

export const LOT_TYPES = ['cash', 'credit', 'bonus'] as const;
export type LotType = (typeof LOT_TYPES)[number];

export const LOT_STATUSES = ['current', 'expired', 'spent', 'earned', 'funded'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export class Wallet extends StampedModel<Wallet> {
  declare id: string;
  declare riderId: string;
  declare currency: Currency;
  /** Set when a rider merge moved this wallet's lots and entries to another wallet. */
  declare mergedIntoWalletId: CreationOptional<string | null>;
}

/** An earning: cash, dealer credit or bonus, with its initial and remaining value. */
export class Lot extends StampedModel<Lot> {
  declare id: string;
  declare walletId: string;
  declare type: LotType;
  declare currency: Currency;
  declare initialCents: number;
  declare currentCents: number;
  declare status: LotStatus;
  declare awardedAt: Date;
  declare expiresAt: CreationOptional<Date | null>;
  declare redeemedAt: CreationOptional<Date | null>;
  /** The events-service event that earned it, when there is one. */
  declare eventId: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  /** Set when a rider merge moved what was left of it to a lot of the kept rider. */
  declare movedToLotId: CreationOptional<string | null>;
  /** The programme's "sent" mark (spec §3 earnings), which staff can undo. */
  declare sentAt: CreationOptional<Date | null>;
  /** When the rider was last warned that it expires soon (null: not yet). */
  declare expiryWarnedAt: CreationOptional<Date | null>;
  /** When the award was taken back (its result changed or went): money returning to it repays a debt instead. */
  declare reversedAt: CreationOptional<Date | null>;
  /**
   * The award pays a bonus (a series bonus, an event's bonus in cash or dealer credit): the reports count it as a bonus
   * whatever its type, which says only how it can be spent.
   */
  declare bonus: CreationOptional<boolean>;
}

export interface WalletModels {
  Wallet: typeof Wallet;
  Lot: typeof Lot;
}

export function defineWalletModels(options: ModelOptions): WalletModels {
  const WalletModel = class extends Wallet {};
  WalletModel.init(
    {
      id: idKey(),
      riderId: { type: DataTypes.STRING(36), allowNull: false, unique: true },
      currency: currency(),
      mergedIntoWalletId: optionalIdOf(),
      ...timestamps(),
    },
    { ...options, tableName: 'wallets', modelName: 'Wallet' },
  );

  const LotModel = class extends Lot {};
  LotModel.init(
    {
      id: idKey(),
      walletId: idOf(),
      type: oneOfColumn(8, LOT_TYPES),
      currency: currency(),
      initialCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      currentCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      status: oneOfColumn(16, LOT_STATUSES),
      awardedAt: instant(),
      expiresAt: optionalInstant(),
      redeemedAt: optionalInstant(),
      eventId: optionalIdOf(),
      notes: optionalString(500),
      movedToLotId: optionalIdOf(),
      sentAt: optionalInstant(),
      expiryWarnedAt: optionalInstant(),
      reversedAt: optionalInstant(),
      bonus: flag(false),
      ...timestamps(),
    },
    { ...options, tableName: 'lots', modelName: 'Lot' },
  );

  return { Wallet: WalletModel, Lot: LotModel };
}
