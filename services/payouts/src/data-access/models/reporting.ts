import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { MoneyMeasure } from '@rr/contracts/server';
import { bigintNumber, counter, flag, idKey, instant, optionalIdOf, optionalString, requiredString } from '@rr/server-kit/model-columns';

/**
 * The reporting read model's tables (migration `0011-reporting-read-model`, docs/reports.md). Bound to each payouts
 * database by `defineModels` (`db.models.ReportMoneyDaily` …); the report queries read them, the `money.posted`,
 * `event.changed` and `rider.changed` consumers and the rebuild write them. BIGINT columns read as numbers.
 */

/** `report_money_daily`: one measure of the programme's money on one programme day, series, country and currency. */
export class ReportMoneyDaily extends Model<InferAttributes<ReportMoneyDaily>, InferCreationAttributes<ReportMoneyDaily>> {
  /** Programme day (America/Los_Angeles), YYYY-MM-DD. */
  declare day: string;
  /** '' when the money came from no series (or no event). */
  declare seriesId: string;
  /** The event's country; '' unknown. */
  declare country: string;
  declare currency: Currency;
  declare measure: MoneyMeasure;
  /** Signed cents (a reversal makes `earned*` smaller; a refund is a `refunded` row of its own, positive). */
  declare amountCents: number;
  /** Legs counted. */
  declare entries: number;
  /** Awards less awards reversed in full. */
  declare earnings: number;
}

/** `report_rider_daily`: one rider's money on one programme day, one currency. */
export class ReportRiderDaily extends Model<InferAttributes<ReportRiderDaily>, InferCreationAttributes<ReportRiderDaily>> {
  declare day: string;
  declare riderId: string;
  declare currency: Currency;
  declare earnedCashCents: CreationOptional<number>;
  declare earnedCreditCents: CreationOptional<number>;
  declare earnedBonusCents: CreationOptional<number>;
  declare withheldCents: CreationOptional<number>;
  declare redeemedCents: CreationOptional<number>;
  declare cashedOutCents: CreationOptional<number>;
  declare expiredCents: CreationOptional<number>;
  declare writtenOffCents: CreationOptional<number>;
  /** Refunds made that day (the redemption's own day keeps `redeemedCents`). */
  declare refundedCents: CreationOptional<number>;
  declare earnings: CreationOptional<number>;
}

/** `report_events`: an event's facts as the events service last published them (`event.changed`). */
export class ReportEvent extends Model<InferAttributes<ReportEvent>, InferCreationAttributes<ReportEvent>> {
  declare eventId: string;
  declare at: Date;
  declare deleted: boolean;
  declare title: string;
  declare seriesId: string | null;
  declare seriesName: string | null;
  declare promoterId: string | null;
  declare country: string;
  declare currency: Currency;
  declare startDate: string;
  declare endDate: string;
  declare active: boolean;
  declare canceled: boolean;
  declare payingEvent: boolean;
  declare contingencyCents: number;
  /** null: the event has no results. */
  declare resultsVersion: number | null;
  declare finishers: number;
  declare makerFinishers: number;
  declare paidPlaces: number;
  declare makerPaidPlaces: number;
}

/** `report_riders`: a rider's facts as identity last published them (`rider.changed`). */
export class ReportRider extends Model<InferAttributes<ReportRider>, InferCreationAttributes<ReportRider>> {
  declare riderId: string;
  declare at: Date;
  declare deleted: boolean;
  declare name: string;
  declare email: string;
  declare country: string;
  declare pro: boolean;
  declare active: boolean;
}

export interface ReportingModels {
  ReportMoneyDaily: typeof ReportMoneyDaily;
  ReportRiderDaily: typeof ReportRiderDaily;
  ReportEvent: typeof ReportEvent;
  ReportRider: typeof ReportRider;
}

/** A BIGINT amount in cents that starts at 0, read as a number. */
const cents = (name: string) => bigintNumber(name, { defaultValue: 0 });

/** Binds the reporting models to one Sequelize instance (called by `defineModels`). */
export function defineReportingModels(sequelize: Sequelize): ReportingModels {
  const common = { sequelize, underscored: true, timestamps: false } as const;

  const MoneyDaily = class extends ReportMoneyDaily {};
  MoneyDaily.init(
    {
      day: { type: DataTypes.CHAR(10), primaryKey: true },
      seriesId: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false, defaultValue: '' },
      country: { type: DataTypes.CHAR(2), primaryKey: true, allowNull: false, defaultValue: '' },
      currency: { type: DataTypes.CHAR(3), primaryKey: true },
      measure: { type: DataTypes.STRING(16), primaryKey: true },
      amountCents: cents('amountCents'),
      entries: counter(),
      earnings: counter(),
    },
    { ...common, tableName: 'report_money_daily', modelName: 'ReportMoneyDaily' },
  );

  const RiderDaily = class extends ReportRiderDaily {};
  RiderDaily.init(
    {
      day: { type: DataTypes.CHAR(10), primaryKey: true },
      riderId: idKey(),
      currency: { type: DataTypes.CHAR(3), primaryKey: true },
      earnedCashCents: cents('earnedCashCents'),
      earnedCreditCents: cents('earnedCreditCents'),
      earnedBonusCents: cents('earnedBonusCents'),
      withheldCents: cents('withheldCents'),
      redeemedCents: cents('redeemedCents'),
      cashedOutCents: cents('cashedOutCents'),
      expiredCents: cents('expiredCents'),
      writtenOffCents: cents('writtenOffCents'),
      refundedCents: cents('refundedCents'),
      earnings: counter(),
    },
    { ...common, tableName: 'report_rider_daily', modelName: 'ReportRiderDaily' },
  );

  const Event = class extends ReportEvent {};
  Event.init(
    {
      eventId: idKey(),
      at: instant(),
      deleted: flag(false),
      title: requiredString(200),
      seriesId: optionalIdOf(),
      seriesName: optionalString(200),
      promoterId: optionalIdOf(),
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: '' },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      startDate: { type: DataTypes.CHAR(10), allowNull: false },
      endDate: { type: DataTypes.CHAR(10), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      canceled: { type: DataTypes.BOOLEAN, allowNull: false },
      payingEvent: { type: DataTypes.BOOLEAN, allowNull: false },
      contingencyCents: cents('contingencyCents'),
      resultsVersion: { type: DataTypes.INTEGER, allowNull: true },
      finishers: counter(),
      makerFinishers: counter(),
      paidPlaces: counter(),
      makerPaidPlaces: counter(),
    },
    { ...common, tableName: 'report_events', modelName: 'ReportEvent' },
  );

  const Rider = class extends ReportRider {};
  Rider.init(
    {
      riderId: idKey(),
      at: instant(),
      deleted: flag(false),
      name: requiredString(200),
      email: requiredString(254),
      country: { type: DataTypes.STRING(2), allowNull: false, defaultValue: '' },
      pro: { type: DataTypes.BOOLEAN, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
    },
    { ...common, tableName: 'report_riders', modelName: 'ReportRider' },
  );

  return { ReportMoneyDaily: MoneyDaily, ReportRiderDaily: RiderDaily, ReportEvent: Event, ReportRider: Rider };
}
