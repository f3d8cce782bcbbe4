import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

import { CURRENCIES, type Currency } from '@rr/contracts';

/** The programme's currencies, defined in @rr/contracts. */
export { CURRENCIES };
export type { Currency };

export const LEDGER_KINDS = ['earning', 'redemption', 'refund', 'cashout', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LOT_TYPES = ['cash', 'credit', 'bonus'] as const;
export type LotType = (typeof LOT_TYPES)[number];

export const LOT_STATUSES = ['current', 'expired', 'spent', 'earned', 'funded'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

// Typings live on these classes; `defineModels` binds a fresh subclass of each to one Sequelize
// instance, so several databases (tests, the embedded launcher) can live in one process.

export class Wallet extends Model<InferAttributes<Wallet>, InferCreationAttributes<Wallet>> {
  declare id: string;
  declare riderId: string;
  declare currency: Currency;
  /** Set when a rider merge moved this wallet's lots and entries to another wallet. */
  declare mergedIntoWalletId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** An append-only money movement: never updated in amount, corrected by new linked entries. */
export class LedgerEntry extends Model<InferAttributes<LedgerEntry>, InferCreationAttributes<LedgerEntry>> {
  declare id: string;
  declare walletId: string;
  declare lotId: CreationOptional<string | null>;
  declare kind: LedgerKind;
  /** Signed: positive adds to the wallet, negative takes from it. */
  declare amountCents: number;
  declare currency: Currency;
  /** Unique: replaying a mutation with the same key finds this entry instead of adding another. */
  declare idempotencyKey: string;
  declare reference: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
}

/** An earning: cash, dealer credit or bonus, with its initial and remaining value. */
export class Lot extends Model<InferAttributes<Lot>, InferCreationAttributes<Lot>> {
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export interface PayoutsModels {
  Wallet: typeof Wallet;
  LedgerEntry: typeof LedgerEntry;
  Lot: typeof Lot;
}

const oneOf = (values: readonly string[]) => ({ isIn: [values as string[]] });

/** Binds the payouts models to one Sequelize instance. */
export function defineModels(sequelize: Sequelize): PayoutsModels {
  const common = { sequelize, underscored: true } as const;

  const WalletModel = class extends Wallet {};
  WalletModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), allowNull: false, unique: true },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      mergedIntoWalletId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'wallets', modelName: 'Wallet' },
  );

  const LedgerEntryModel = class extends LedgerEntry {};
  LedgerEntryModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      walletId: { type: DataTypes.STRING(36), allowNull: false },
      lotId: { type: DataTypes.STRING(36), allowNull: true },
      kind: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(LEDGER_KINDS) },
      amountCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true } },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      idempotencyKey: { type: DataTypes.STRING(200), allowNull: false, unique: true },
      reference: { type: DataTypes.STRING(200), allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'ledger_entries', modelName: 'LedgerEntry', updatedAt: false },
  );

  const LotModel = class extends Lot {};
  LotModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      walletId: { type: DataTypes.STRING(36), allowNull: false },
      type: { type: DataTypes.STRING(8), allowNull: false, validate: oneOf(LOT_TYPES) },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      initialCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      currentCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      status: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(LOT_STATUSES) },
      awardedAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: true },
      redeemedAt: { type: DataTypes.DATE(3), allowNull: true },
      eventId: { type: DataTypes.STRING(36), allowNull: true },
      notes: { type: DataTypes.STRING(500), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'lots', modelName: 'Lot' },
  );

  return { Wallet: WalletModel, LedgerEntry: LedgerEntryModel, Lot: LotModel };
}
