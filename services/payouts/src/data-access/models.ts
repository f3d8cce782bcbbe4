import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

import { CURRENCIES, type Currency } from '@rr/contracts';
import { defineReportingModels, type ReportingModels } from './reporting-models.js';
import { HOLDER_LENGTH } from './migrations/0016-account-holder-length.js';
import { REWARD_LINK_LENGTH } from './migrations/0017-cashout-reward-link.js';
import { DECISION_RULE_LENGTH } from './migrations/0019-rule-sets.js';

/** The programme's currencies, defined in @rr/contracts. */
export { CURRENCIES };
export type { Currency };

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

/** The first answer to a money-moving call, by caller and key: a replay gets it again. */
export class IdempotencyKey extends Model<InferAttributes<IdempotencyKey>, InferCreationAttributes<IdempotencyKey>> {
  declare caller: string;
  declare key: string;
  declare operation: string;
  declare requestHash: string;
  declare statusCode: CreationOptional<number | null>;
  declare response: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare completedAt: CreationOptional<Date | null>;
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Per event: the `results.published` version applied, and what a double sanction is compared on. */
export class EventResults extends Model<InferAttributes<EventResults>, InferCreationAttributes<EventResults>> {
  declare eventId: string;
  declare version: number;
  declare title: string;
  declare seriesId: string | null;
  /** The event's promoter (from the message; null for results applied before it was kept). */
  declare promoterId: CreationOptional<string | null>;
  declare startDate: string;
  /** The race's last day (null for results applied before it was kept: the first day stands in). */
  declare endDate: CreationOptional<string | null>;
  declare country: string;
  declare currency: Currency;
  /** JSON array. */
  declare sanctioningBodies: string;
  /** JSON array: events of the same day and country staff marked as another race. */
  declare distinctRaceIds: CreationOptional<string>;
  declare updatedAt: CreationOptional<Date>;
}

/** The bike a rider raced one class of an event on, named by an approved payout claim when the sheet did not name it. */
export class NamedBike extends Model<InferAttributes<NamedBike>, InferCreationAttributes<NamedBike>> {
  declare eventId: string;
  declare riderId: string;
  declare classKey: string;
  declare vin: string;
  declare claimId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
}

/** The last applied result set of an event (gzip of the `results.published` JSON), to decide it again. */
export class EventResultSet extends Model<InferAttributes<EventResultSet>, InferCreationAttributes<EventResultSet>> {
  declare eventId: string;
  declare version: number;
  declare payload: Buffer;
  declare updatedAt: CreationOptional<Date>;
}

/** What the rules decided for one result line or bonus of an event's current results. */
export class PayoutDecision extends Model<InferAttributes<PayoutDecision>, InferCreationAttributes<PayoutDecision>> {
  declare id: string;
  declare eventId: string;
  declare decisionKey: string;
  declare version: number;
  declare riderId: string | null;
  declare classId: string | null;
  declare className: string | null;
  declare place: number | null;
  declare outcome: 'paid' | 'pending' | 'notPaid';
  declare reason: string;
  declare amountCents: number;
  declare currency: Currency;
  declare lotType: LotType | null;
  declare withholdPercent: number;
  declare vin: string | null;
  /** JSON. */
  declare facts: string;
  /** JSON: the clause (tier, place range) and the rule set version that decided (null: decided before rule sets). */
  declare rule: CreationOptional<string | null>;
  declare lotId: CreationOptional<string | null>;
  declare startDate: string;
  declare country: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Per series: the last `series.finished` received and the version applied (credit released, champions paid). */
export class SeriesResults extends Model<InferAttributes<SeriesResults>, InferCreationAttributes<SeriesResults>> {
  declare seriesId: string;
  declare version: number;
  /** 0 until a version is applied: it waits until the events' results it names are applied. */
  declare appliedVersion: CreationOptional<number>;
  declare name: string;
  declare currency: Currency;
  declare bonusCents: number;
  /** YYYY-MM-DD: the series' dealer credit expires at the end of that day (UTC); null: `creditExpiryDays`. */
  declare creditExpiresOn: string | null;
  /** JSON: [{ eventId, endDate, resultsVersion }], oldest first. */
  declare events: string;
  declare finishedAt: Date;
  declare appliedAt: CreationOptional<Date | null>;
  declare updatedAt: CreationOptional<Date>;
}

/** The overall champion of one class of a series, and the series bonus lot paid to them. */
export class SeriesChampion extends Model<InferAttributes<SeriesChampion>, InferCreationAttributes<SeriesChampion>> {
  declare seriesId: string;
  /** The class name compared case- and space-insensitively. */
  declare classKey: string;
  declare className: string;
  declare riderId: string;
  declare points: number;
  declare wins: number;
  declare version: number;
  declare bonusCents: number;
  declare currency: Currency;
  declare bonusLotId: string | null;
  declare updatedAt: CreationOptional<Date>;
}

/** One version of a programme's rule set for a scope (docs/rules.md): a draft, or published and in force from a day. */
export class RuleSetRow extends Model<InferAttributes<RuleSetRow>, InferCreationAttributes<RuleSetRow>> {
  declare id: string;
  declare year: number;
  declare country: string;
  declare discipline: string | null;
  declare seriesId: string | null;
  declare scopeKey: string;
  declare version: number;
  declare status: 'draft' | 'published' | 'withdrawn';
  /** YYYY-MM-DD: races from this day on are judged by it. */
  declare effectiveFrom: string;
  /** JSON of a `RuleSet`. */
  declare rules: string;
  declare note: CreationOptional<string>;
  declare createdBy: string;
  declare publishedBy: CreationOptional<string | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Who changed a rule set version, how, and its rules before and after. */
export class RuleSetChange extends Model<InferAttributes<RuleSetChange>, InferCreationAttributes<RuleSetChange>> {
  declare id: string;
  declare ruleSetId: string;
  declare action: 'created' | 'edited' | 'published' | 'withdrawn' | 'applied';
  declare actorId: string;
  declare rulesBefore: string | null;
  declare rulesAfter: string | null;
  declare effectiveFrom: string | null;
  declare at: Date;
}

/** A rule set version applied to a period's results without posting (`result`: gzip JSON of `RuleSimulationResult`). */
export class RuleSetSimulation extends Model<InferAttributes<RuleSetSimulation>, InferCreationAttributes<RuleSetSimulation>> {
  declare id: string;
  declare ruleSetId: string;
  declare fromDay: string;
  declare toDay: string;
  declare status: 'running' | 'done' | 'failed';
  declare requestedBy: string;
  declare requestedAt: Date;
  declare finishedAt: CreationOptional<Date | null>;
  declare result: CreationOptional<Buffer | null>;
  declare error: CreationOptional<string | null>;
  declare applyRequestedAt: CreationOptional<Date | null>;
  declare appliedAt: CreationOptional<Date | null>;
  declare appliedEvents: CreationOptional<number | null>;
}

/** An event staff re-judged by a rule set version explicitly (after its simulation): it keeps that version. */
export class EventRuleSet extends Model<InferAttributes<EventRuleSet>, InferCreationAttributes<EventRuleSet>> {
  declare eventId: string;
  declare ruleSetId: string;
  declare simulationId: string;
  declare appliedBy: string;
  declare appliedAt: Date;
}

/** Parameters of the payout rules that differ from the defaults, per programme year and country (`*`). */
export class ProgrammeRuleOverride extends Model<InferAttributes<ProgrammeRuleOverride>, InferCreationAttributes<ProgrammeRuleOverride>> {
  declare year: number;
  declare country: string;
  /** JSON. */
  declare params: string;
  declare updatedAt: CreationOptional<Date>;
}

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

/** The reporting read model's models (`reporting-models.ts`) are bound with the others. */
export interface PayoutsModels extends ReportingModels {
  CreditRedemption: typeof CreditRedemptionRow;
  SeriesResults: typeof SeriesResults;
  SeriesChampion: typeof SeriesChampion;
  PayoutClaim: typeof PayoutClaimRow;
  Cashout: typeof CashoutRow;
  EventResults: typeof EventResults;
  EventResultSet: typeof EventResultSet;
  NamedBike: typeof NamedBike;
  PayoutDecision: typeof PayoutDecision;
  ProgrammeRuleOverride: typeof ProgrammeRuleOverride;
  RuleSet: typeof RuleSetRow;
  RuleSetChange: typeof RuleSetChange;
  RuleSetSimulation: typeof RuleSetSimulation;
  EventRuleSet: typeof EventRuleSet;
  Wallet: typeof Wallet;
  Account: typeof Account;
  JournalTransaction: typeof JournalTransaction;
  Posting: typeof Posting;
  IdempotencyKey: typeof IdempotencyKey;
  Lot: typeof Lot;
}

const oneOf = (values: readonly string[]) => ({ isIn: [values as string[]] });

/** Binds the payouts models to one Sequelize instance. */
export function defineModels(sequelize: Sequelize): PayoutsModels {
  const common = { sequelize, underscored: true } as const;

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
    { ...common, timestamps: false, tableName: 'credit_redemptions', modelName: 'CreditRedemption' },
  );

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
    { ...common, tableName: 'accounts', modelName: 'Account' },
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
    { ...common, tableName: 'journal_transactions', modelName: 'JournalTransaction', updatedAt: false },
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
    { ...common, tableName: 'postings', modelName: 'Posting', updatedAt: false },
  );

  const IdempotencyKeyModel = class extends IdempotencyKey {};
  IdempotencyKeyModel.init(
    {
      caller: { type: DataTypes.STRING(60), primaryKey: true },
      key: { type: DataTypes.STRING(200), primaryKey: true },
      operation: { type: DataTypes.STRING(60), allowNull: false },
      requestHash: { type: DataTypes.STRING(64), allowNull: false },
      statusCode: { type: DataTypes.INTEGER, allowNull: true },
      response: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
      completedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...common, tableName: 'idempotency_keys', modelName: 'IdempotencyKey', updatedAt: false },
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
      movedToLotId: { type: DataTypes.STRING(36), allowNull: true },
      sentAt: { type: DataTypes.DATE(3), allowNull: true },
      expiryWarnedAt: { type: DataTypes.DATE(3), allowNull: true },
      reversedAt: { type: DataTypes.DATE(3), allowNull: true },
      bonus: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'lots', modelName: 'Lot' },
  );

  const EventResultsModel = class extends EventResults {};
  EventResultsModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      seriesId: { type: DataTypes.STRING(36), allowNull: true },
      promoterId: { type: DataTypes.STRING(36), allowNull: true },
      startDate: { type: DataTypes.STRING(10), allowNull: false },
      endDate: { type: DataTypes.STRING(10), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      sanctioningBodies: { type: DataTypes.STRING(500), allowNull: false },
      distinctRaceIds: { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' },
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'event_results', modelName: 'EventResults', createdAt: false },
  );

  const NamedBikeModel = class extends NamedBike {};
  NamedBikeModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      riderId: { type: DataTypes.STRING(36), primaryKey: true },
      classKey: { type: DataTypes.STRING(120), primaryKey: true },
      vin: { type: DataTypes.STRING(17), allowNull: false },
      claimId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'named_bikes', modelName: 'NamedBike', updatedAt: false },
  );

  const EventResultSetModel = class extends EventResultSet {};
  EventResultSetModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      payload: { type: DataTypes.BLOB('long'), allowNull: false },
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'event_result_sets', modelName: 'EventResultSet', createdAt: false },
  );

  const PayoutDecisionModel = class extends PayoutDecision {};
  PayoutDecisionModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      decisionKey: { type: DataTypes.STRING(80), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      riderId: { type: DataTypes.STRING(36), allowNull: true },
      classId: { type: DataTypes.STRING(36), allowNull: true },
      className: { type: DataTypes.STRING(120), allowNull: true },
      place: { type: DataTypes.INTEGER, allowNull: true },
      outcome: { type: DataTypes.STRING(8), allowNull: false },
      reason: { type: DataTypes.STRING(24), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      lotType: { type: DataTypes.STRING(8), allowNull: true },
      withholdPercent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      vin: { type: DataTypes.STRING(17), allowNull: true },
      facts: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '{}' },
      rule: { type: DataTypes.STRING(DECISION_RULE_LENGTH), allowNull: true },
      lotId: { type: DataTypes.STRING(36), allowNull: true },
      startDate: { type: DataTypes.STRING(10), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'payout_decisions', modelName: 'PayoutDecision' },
  );

  const ProgrammeRuleOverrideModel = class extends ProgrammeRuleOverride {};
  ProgrammeRuleOverrideModel.init(
    {
      year: { type: DataTypes.INTEGER, primaryKey: true },
      country: { type: DataTypes.STRING(2), primaryKey: true },
      params: { type: DataTypes.STRING(2000), allowNull: false },
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'programme_rule_overrides', modelName: 'ProgrammeRuleOverride', createdAt: false },
  );

  const RuleSetModel = class extends RuleSetRow {};
  RuleSetModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      year: { type: DataTypes.INTEGER, allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      discipline: { type: DataTypes.STRING(20), allowNull: true },
      seriesId: { type: DataTypes.STRING(36), allowNull: true },
      scopeKey: { type: DataTypes.STRING(80), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, validate: oneOf(['draft', 'published', 'withdrawn']) },
      effectiveFrom: { type: DataTypes.STRING(10), allowNull: false },
      rules: { type: DataTypes.TEXT, allowNull: false },
      note: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      publishedBy: { type: DataTypes.STRING(36), allowNull: true },
      publishedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'rule_sets', modelName: 'RuleSet' },
  );

  const RuleSetChangeModel = class extends RuleSetChange {};
  RuleSetChangeModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      ruleSetId: { type: DataTypes.STRING(36), allowNull: false },
      action: { type: DataTypes.STRING(12), allowNull: false, validate: oneOf(['created', 'edited', 'published', 'withdrawn', 'applied']) },
      actorId: { type: DataTypes.STRING(36), allowNull: false },
      rulesBefore: { type: DataTypes.TEXT, allowNull: true },
      rulesAfter: { type: DataTypes.TEXT, allowNull: true },
      effectiveFrom: { type: DataTypes.STRING(10), allowNull: true },
      at: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'rule_set_changes', modelName: 'RuleSetChange', timestamps: false },
  );

  const RuleSetSimulationModel = class extends RuleSetSimulation {};
  RuleSetSimulationModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      ruleSetId: { type: DataTypes.STRING(36), allowNull: false },
      fromDay: { type: DataTypes.STRING(10), allowNull: false },
      toDay: { type: DataTypes.STRING(10), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, validate: oneOf(['running', 'done', 'failed']) },
      requestedBy: { type: DataTypes.STRING(36), allowNull: false },
      requestedAt: { type: DataTypes.DATE(3), allowNull: false },
      finishedAt: { type: DataTypes.DATE(3), allowNull: true },
      result: { type: DataTypes.BLOB('long'), allowNull: true },
      error: { type: DataTypes.STRING(500), allowNull: true },
      applyRequestedAt: { type: DataTypes.DATE(3), allowNull: true },
      appliedAt: { type: DataTypes.DATE(3), allowNull: true },
      appliedEvents: { type: DataTypes.INTEGER, allowNull: true },
    },
    { ...common, tableName: 'rule_set_simulations', modelName: 'RuleSetSimulation', timestamps: false },
  );

  const EventRuleSetModel = class extends EventRuleSet {};
  EventRuleSetModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      ruleSetId: { type: DataTypes.STRING(36), allowNull: false },
      simulationId: { type: DataTypes.STRING(36), allowNull: false },
      appliedBy: { type: DataTypes.STRING(36), allowNull: false },
      appliedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_rule_sets', modelName: 'EventRuleSet', timestamps: false },
  );

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
    { ...common, tableName: 'cashouts', modelName: 'Cashout' },
  );

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
    { ...common, tableName: 'payout_claims', modelName: 'PayoutClaim' },
  );

  const SeriesResultsModel = class extends SeriesResults {};
  SeriesResultsModel.init(
    {
      seriesId: { type: DataTypes.STRING(36), primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false },
      appliedVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      name: { type: DataTypes.STRING(200), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      creditExpiresOn: { type: DataTypes.STRING(10), allowNull: true },
      events: { type: DataTypes.TEXT, allowNull: false },
      finishedAt: { type: DataTypes.DATE(3), allowNull: false },
      appliedAt: { type: DataTypes.DATE(3), allowNull: true },
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'series_results', modelName: 'SeriesResults', createdAt: false },
  );

  const SeriesChampionModel = class extends SeriesChampion {};
  SeriesChampionModel.init(
    {
      seriesId: { type: DataTypes.STRING(36), primaryKey: true },
      classKey: { type: DataTypes.STRING(120), primaryKey: true },
      className: { type: DataTypes.STRING(120), allowNull: false },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      points: { type: DataTypes.INTEGER, allowNull: false },
      wins: { type: DataTypes.INTEGER, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      bonusLotId: { type: DataTypes.STRING(36), allowNull: true },
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'series_champions', modelName: 'SeriesChampion', createdAt: false },
  );

  return {
    ...defineReportingModels(sequelize),
    CreditRedemption: CreditRedemptionModel, SeriesResults: SeriesResultsModel, SeriesChampion: SeriesChampionModel, PayoutClaim: PayoutClaimModel, Cashout: CashoutModel, EventResults: EventResultsModel, EventResultSet: EventResultSetModel, NamedBike: NamedBikeModel, PayoutDecision: PayoutDecisionModel, ProgrammeRuleOverride: ProgrammeRuleOverrideModel, RuleSet: RuleSetModel, RuleSetChange: RuleSetChangeModel, RuleSetSimulation: RuleSetSimulationModel, EventRuleSet: EventRuleSetModel, Wallet: WalletModel, Account: AccountModel, JournalTransaction: JournalTransactionModel, Posting: PostingModel, IdempotencyKey: IdempotencyKeyModel, Lot: LotModel };
}
