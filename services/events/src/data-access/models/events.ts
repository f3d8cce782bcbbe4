import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { EVENT_TYPES as RACE_STYLES, PAYOUT_TYPES, type Currency, type EventType as RaceStyle, type PayoutType } from '@rr/contracts';
import { modelOptions, cents } from './shared.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, instant, optionalInstant, flag, counter, currency, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// An event and what is edited with it: its classes and their payout table, bonuses, and the events staff marked as different races.

export class Event extends StampedModel<Event> {
  declare id: string;
  declare title: string;
  declare type: RaceStyle;
  /** Calendar days, YYYY-MM-DD. */
  declare startDate: string;
  declare endDate: string;
  declare city: CreationOptional<string>;
  declare state: CreationOptional<string>;
  declare zipcode: CreationOptional<string>;
  declare country: string;
  declare venue: CreationOptional<string>;
  declare venueWebsite: CreationOptional<string>;
  declare seriesId: CreationOptional<string | null>;
  declare promoterId: string;
  declare active: CreationOptional<boolean>;
  declare canceled: CreationOptional<boolean>;
  declare payingEvent: CreationOptional<boolean>;
  declare currency: Currency;
  declare latitude: CreationOptional<number | null>;
  declare longitude: CreationOptional<number | null>;
  /** Version of the last `results.published` message (0: results never set). */
  declare resultsVersion: CreationOptional<number>;
  /** When results were last set, changed or deleted. */
  declare resultsUpdatedAt: CreationOptional<Date | null>;
  /** When results were first set (the deadline is judged on it). */
  declare resultsSubmittedAt: CreationOptional<Date | null>;
  /** The sum of the event's paying class places, in cents (kept by `refreshEventContingency`). */
  declare contingencyCents: CreationOptional<number>;
  /** JSON text of the names of the bodies that sanction the event (`[]`: none recorded; sanctioning-bodies.ts reads it). */
  declare sanctioningBodies: CreationOptional<string>;
}

export class EventClass extends Model<InferAttributes<EventClass>, InferCreationAttributes<EventClass>> {
  declare id: string;
  declare eventId: string;
  declare name: string;
  declare payoutType: PayoutType;
  declare position: number;
  /** Classes with the same start group race together (spec §9: they are not combined for the minimum count). */
  declare startGroup: CreationOptional<string | null>;
}

/** What one finishing place of a class pays, in cents of the event's currency. */
export class ClassPlace extends Model<InferAttributes<ClassPlace>, InferCreationAttributes<ClassPlace>> {
  declare id: string;
  declare classId: string;
  declare place: number;
  declare amountCents: number;
}

/** A bonus added at an event for a programme rider who raced it (spec §2 "add bonus"), in cents of the event's currency. */
export class EventBonus extends Model<InferAttributes<EventBonus>, InferCreationAttributes<EventBonus>> {
  declare id: string;
  declare eventId: string;
  declare riderId: string;
  declare riderName: string;
  declare amountCents: number;
  declare payoutType: string;
  declare note: string;
  declare createdBy: string;
  declare createdAt: Date;
}

/** Two events of one day and country that staff marked as different races; kept once each way. */
export class DistinctRace extends Model<InferAttributes<DistinctRace>, InferCreationAttributes<DistinctRace>> {
  declare eventId: string;
  declare otherEventId: string;
  /** Who marked them (the staff member's id). */
  declare markedBy: string;
  declare createdAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function defineEventModels(sequelize: Sequelize): { Event: typeof Event; EventClass: typeof EventClass; ClassPlace: typeof ClassPlace; EventBonus: typeof EventBonus; DistinctRace: typeof DistinctRace } {
  const common = modelOptions(sequelize);

  const EventModel = class extends Event {};
  EventModel.init(
    {
      id: idKey(),
      title: { type: DataTypes.STRING(200), allowNull: false, validate: { notEmpty: true } },
      type: oneOfColumn(20, RACE_STYLES),
      startDate: { type: DataTypes.DATEONLY, allowNull: false },
      endDate: { type: DataTypes.DATEONLY, allowNull: false },
      city: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      state: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      zipcode: { type: DataTypes.STRING(12), allowNull: false, defaultValue: '' },
      country: requiredString(2),
      venue: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      venueWebsite: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      seriesId: optionalIdOf(),
      promoterId: idOf(),
      active: flag(true),
      canceled: flag(false),
      payingEvent: flag(true),
      currency: currency(),
      latitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -90, max: 90 } },
      longitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -180, max: 180 } },
      contingencyCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      sanctioningBodies: { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' },
      resultsVersion: counter(),
      resultsUpdatedAt: optionalInstant(),
      resultsSubmittedAt: optionalInstant(),
      ...timestamps(),
    },
    { ...common, tableName: 'events', modelName: 'Event' },
  );

  const EventClassModel = class extends EventClass {};
  EventClassModel.init(
    {
      id: idKey(),
      eventId: idOf(),
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      payoutType: oneOfColumn(16, PAYOUT_TYPES),
      position: counter(),
      startGroup: optionalString(60),
    },
    { ...common, tableName: 'event_classes', modelName: 'EventClass', timestamps: false },
  );

  const ClassPlaceModel = class extends ClassPlace {};
  ClassPlaceModel.init(
    {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      classId: idOf(),
      place: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1 } },
      amountCents: { type: DataTypes.INTEGER, allowNull: false, validate: cents },
    },
    { ...common, tableName: 'class_places', modelName: 'ClassPlace', timestamps: false },
  );

  const EventBonusModel = class extends EventBonus {};
  EventBonusModel.init(
    {
      id: idKey(),
      eventId: idOf(),
      riderId: idOf(),
      riderName: requiredString(200),
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      payoutType: requiredString(16),
      note: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      createdBy: idOf(),
      createdAt: instant(),
    },
    { ...common, tableName: 'event_bonuses', modelName: 'EventBonus', timestamps: false },
  );

  const DistinctRaceModel = class extends DistinctRace {};
  DistinctRaceModel.init(
    {
      eventId: idKey(),
      otherEventId: idKey(),
      markedBy: idOf(),
      createdAt: instant(),
    },
    { ...common, tableName: 'distinct_races', modelName: 'DistinctRace', timestamps: false },
  );

  return { Event: EventModel, EventClass: EventClassModel, ClassPlace: ClassPlaceModel, EventBonus: EventBonusModel, DistinctRace: DistinctRaceModel };
}
