import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import type { Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { HOLDER_LENGTH } from '../migrations/0016-account-holder-length.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, flag, currency, oneOfColumn, bigintNumber, timestamps, StampedModel } from '@rr/server-kit/model-columns';

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
export class Account extends StampedModel<Account> {
  declare id: string;
  /** A rider's id, or `programme`. */
  declare holder: string;
  declare purpose: AccountPurpose;
  declare currency: Currency;
  declare balanceCents: CreationOptional<number>;
  /** Only the contingency fund: every award is taken from it. */
  declare mayGoNegative: CreationOptional<boolean>;
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
      id: idKey(),
      holder: requiredString(HOLDER_LENGTH),
      purpose: oneOfColumn(16, [...RIDER_PURPOSES, ...PROGRAMME_PURPOSES]),
      currency: currency(),
      balanceCents: bigintNumber('balanceCents', { defaultValue: 0 }),
      mayGoNegative: flag(false),
      ...timestamps(),
    },
    { ...options, tableName: 'accounts', modelName: 'Account' },
  );

  const JournalTransactionModel = class extends JournalTransaction {};
  JournalTransactionModel.init(
    {
      id: idKey(),
      kind: oneOfColumn(24, JOURNAL_KINDS),
      riderId: optionalIdOf(),
      sourceKey: optionalString(200),
      reversesId: optionalIdOf(),
      memo: optionalString(500),
      details: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'journal_transactions', modelName: 'JournalTransaction', updatedAt: false },
  );

  const PostingModel = class extends Posting {};
  PostingModel.init(
    {
      id: idKey(),
      transactionId: idOf(),
      accountId: idOf(),
      lotId: optionalIdOf(),
      amountCents: bigintNumber('amountCents'),
      currency: currency(),
      createdAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'postings', modelName: 'Posting', updatedAt: false },
  );

  return { Account: AccountModel, JournalTransaction: JournalTransactionModel, Posting: PostingModel };
}
