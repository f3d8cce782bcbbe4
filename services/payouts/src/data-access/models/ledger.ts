import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { CURRENCIES, type Currency } from '@rr/contracts';
import { oneOf, type ModelOptions } from './common.js';
import { HOLDER_LENGTH } from '../migrations/0016-account-holder-length.js';

// The journal (docs/architecture.md "Money"): accounts, the transactions that move money between them and their postings.

/** What a journal transaction does (docs/architecture.md "Money"). */
export const JOURNAL_KINDS = ['earning', 'withholding', 'reversal', 'redemption', 'refund', 'hold', 'settle', 'release', 'expiry', 'merge', 'repayment', 'writeoff'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/**
 * A rider's accounts: what they can spend (`cash`, `credit`, `bonus`), cash set aside for a cash-out in flight
 * (`hold`), and what they owe the programme (`owed`, a receivable: zero or below, never above). A reversal that finds
 * less left than it takes back moves the rest onto `owed`; later earnings in that currency repay it first.
 */
export const RIDER_PURPOSES = ['cash', 'credit', 'bonus', 'hold', 'owed'] as const;
export type RiderPurpose = (typeof RIDER_PURPOSES)[number];
/** The programme's accounts: where awards come from and where money goes (`writtenOff`: debts staff forgave). */
export const PROGRAMME_PURPOSES = ['contingency', 'provider', 'dealers', 'expired', 'withholding', 'writtenOff'] as const;
export type ProgrammePurpose = (typeof PROGRAMME_PURPOSES)[number];
export type AccountPurpose = RiderPurpose | ProgrammePurpose;
/** The `holder` of the programme's accounts. */
export const PROGRAMME = 'programme';

/** A balance: a projection of its postings, changed only with them, in the same transaction, under a guard. */
export class Account extends Model<InferAttributes<Account>, InferCreationAttributes<Account>> {
  declare id: string;
  /** A rider's id, or `programme`. */
  declare holder: string;
  declare purpose: AccountPurpose;
  declare currency: Currency;
  declare balanceCents: CreationOptional<number>;
  /** Only the contingency fund: every award is taken from it. */
  declare mayGoNegative: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** One money movement: its postings sum to zero per currency. Append-only: corrected by a reversing transaction. */
export class JournalTransaction extends Model<InferAttributes<JournalTransaction>, InferCreationAttributes<JournalTransaction>> {
  declare id: string;
  declare kind: JournalKind;
  declare riderId: CreationOptional<string | null>;
  /** Unique when set: a message or job that posts again finds this transaction instead. */
  declare sourceKey: CreationOptional<string | null>;
  declare reversesId: CreationOptional<string | null>;
  declare memo: CreationOptional<string | null>;
  /** JSON text. */
  declare details: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
}

/** One leg of a transaction: a signed amount on one account (and the lot it moves, on a rider's account). */
export class Posting extends Model<InferAttributes<Posting>, InferCreationAttributes<Posting>> {
  declare id: string;
  declare transactionId: string;
  declare accountId: string;
  declare lotId: CreationOptional<string | null>;
  declare amountCents: number;
  declare currency: Currency;
  declare createdAt: CreationOptional<Date>;
}

export interface LedgerModels {
  Account: typeof Account;
  JournalTransaction: typeof JournalTransaction;
  Posting: typeof Posting;
}

export function defineLedgerModels(options: ModelOptions): LedgerModels {
  const AccountModel = class extends Account {};
  AccountModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      holder: { type: DataTypes.STRING(HOLDER_LENGTH), allowNull: false },
      purpose: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf([...RIDER_PURPOSES, ...PROGRAMME_PURPOSES]) },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      // BIGINT: MySQL answers it as a string; `get` makes it a number (cents stay far below 2^53).
      balanceCents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0, get(this: Account) { return Number(this.getDataValue('balanceCents')); } },
      mayGoNegative: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'accounts', modelName: 'Account' },
  );

  const JournalTransactionModel = class extends JournalTransaction {};
  JournalTransactionModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      kind: { type: DataTypes.STRING(24), allowNull: false, validate: oneOf(JOURNAL_KINDS) },
      riderId: { type: DataTypes.STRING(36), allowNull: true },
      sourceKey: { type: DataTypes.STRING(200), allowNull: true },
      reversesId: { type: DataTypes.STRING(36), allowNull: true },
      memo: { type: DataTypes.STRING(500), allowNull: true },
      details: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'journal_transactions', modelName: 'JournalTransaction', updatedAt: false },
  );

  const PostingModel = class extends Posting {};
  PostingModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      transactionId: { type: DataTypes.STRING(36), allowNull: false },
      accountId: { type: DataTypes.STRING(36), allowNull: false },
      lotId: { type: DataTypes.STRING(36), allowNull: true },
      amountCents: { type: DataTypes.BIGINT, allowNull: false, get(this: Posting) { return Number(this.getDataValue('amountCents')); } },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      createdAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'postings', modelName: 'Posting', updatedAt: false },
  );

  return { Account: AccountModel, JournalTransaction: JournalTransactionModel, Posting: PostingModel };
}
