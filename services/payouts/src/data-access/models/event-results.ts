import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { type Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { DECISION_RULE_LENGTH } from '../migrations/0019-rule-sets.js';
import type { LotType } from './wallets.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// An event's applied results and what the rules decided for each line: changed together by every `results.published`.

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
export class PayoutDecision extends StampedModel<PayoutDecision> {
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
}

export interface EventResultsModels {
  EventResults: typeof EventResults;
  NamedBike: typeof NamedBike;
  EventResultSet: typeof EventResultSet;
  PayoutDecision: typeof PayoutDecision;
}

export function defineEventResultsModels(options: ModelOptions): EventResultsModels {
  const EventResultsModel = class extends EventResults {};
  EventResultsModel.init(
    {
      eventId: idKey(),
      version: { type: DataTypes.INTEGER, allowNull: false },
      title: requiredString(200),
      seriesId: optionalIdOf(),
      promoterId: optionalIdOf(),
      startDate: requiredString(10),
      endDate: optionalString(10),
      country: requiredString(2),
      currency: requiredString(3),
      sanctioningBodies: requiredString(500),
      distinctRaceIds: { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' },
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'event_results', modelName: 'EventResults', createdAt: false },
  );

  const NamedBikeModel = class extends NamedBike {};
  NamedBikeModel.init(
    {
      eventId: idKey(),
      riderId: idKey(),
      classKey: { type: DataTypes.STRING(120), primaryKey: true },
      vin: requiredString(17),
      claimId: optionalIdOf(),
      createdAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'named_bikes', modelName: 'NamedBike', updatedAt: false },
  );

  const EventResultSetModel = class extends EventResultSet {};
  EventResultSetModel.init(
    {
      eventId: idKey(),
      version: { type: DataTypes.INTEGER, allowNull: false },
      payload: { type: DataTypes.BLOB('long'), allowNull: false },
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'event_result_sets', modelName: 'EventResultSet', createdAt: false },
  );

  const PayoutDecisionModel = class extends PayoutDecision {};
  PayoutDecisionModel.init(
    {
      id: idKey(),
      eventId: idOf(),
      decisionKey: requiredString(80),
      version: { type: DataTypes.INTEGER, allowNull: false },
      riderId: optionalIdOf(),
      classId: optionalIdOf(),
      className: optionalString(120),
      place: { type: DataTypes.INTEGER, allowNull: true },
      outcome: requiredString(8),
      reason: requiredString(24),
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: requiredString(3),
      lotType: optionalString(8),
      withholdPercent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      vin: optionalString(17),
      facts: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '{}' },
      rule: optionalString(DECISION_RULE_LENGTH),
      lotId: optionalIdOf(),
      startDate: requiredString(10),
      country: requiredString(2),
      ...timestamps(),
    },
    { ...options, tableName: 'payout_decisions', modelName: 'PayoutDecision' },
  );

  return { EventResults: EventResultsModel, NamedBike: NamedBikeModel, EventResultSet: EventResultSetModel, PayoutDecision: PayoutDecisionModel };
}
