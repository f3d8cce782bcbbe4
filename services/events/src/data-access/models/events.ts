import { DataTypes, Model, type CreationOptional,  type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { CURRENCIES, EVENT_TYPES as RACE_STYLES, PAYOUT_TYPES, type Currency, type EventType as RaceStyle, type PayoutType } from '@rr/contracts';
import { modelOptions, oneOf, cents } from './shared.js';

// An event and what is edited with it: its classes and their payout table, bonuses, and the events staff marked as different races.

export class Event extends Model<InferAttributes<Event>, InferCreationAttributes<Event>> {
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
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
      id: { type: DataTypes.STRING(36), primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false, validate: { notEmpty: true } },
      type: { type: DataTypes.STRING(20), allowNull: false, validate: oneOf(RACE_STYLES) },
      startDate: { type: DataTypes.DATEONLY, allowNull: false },
      endDate: { type: DataTypes.DATEONLY, allowNull: false },
      city: { type: DataTypes.STRING(120), allowNull: false, defaultValue: '' },
      state: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      zipcode: { type: DataTypes.STRING(12), allowNull: false, defaultValue: '' },
      country: { type: DataTypes.STRING(2), allowNull: false },
      venue: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      venueWebsite: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      seriesId: { type: DataTypes.STRING(36), allowNull: true },
      promoterId: { type: DataTypes.STRING(36), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      canceled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      payingEvent: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      latitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -90, max: 90 } },
      longitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -180, max: 180 } },
      contingencyCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      sanctioningBodies: { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '[]' },
      resultsVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      resultsUpdatedAt: { type: DataTypes.DATE(3), allowNull: true },
      resultsSubmittedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'events', modelName: 'Event' },
  );

  const EventClassModel = class extends EventClass {};
  EventClassModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      payoutType: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(PAYOUT_TYPES) },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      startGroup: { type: DataTypes.STRING(60), allowNull: true },
    },
    { ...common, tableName: 'event_classes', modelName: 'EventClass', timestamps: false },
  );

  const ClassPlaceModel = class extends ClassPlace {};
  ClassPlaceModel.init(
    {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      classId: { type: DataTypes.STRING(36), allowNull: false },
      place: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1 } },
      amountCents: { type: DataTypes.INTEGER, allowNull: false, validate: cents },
    },
    { ...common, tableName: 'class_places', modelName: 'ClassPlace', timestamps: false },
  );

  const EventBonusModel = class extends EventBonus {};
  EventBonusModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      riderName: { type: DataTypes.STRING(200), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      payoutType: { type: DataTypes.STRING(16), allowNull: false },
      note: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_bonuses', modelName: 'EventBonus', timestamps: false },
  );

  const DistinctRaceModel = class extends DistinctRace {};
  DistinctRaceModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      otherEventId: { type: DataTypes.STRING(36), primaryKey: true },
      markedBy: { type: DataTypes.STRING(36), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'distinct_races', modelName: 'DistinctRace', timestamps: false },
  );

  return { Event: EventModel, EventClass: EventClassModel, ClassPlace: ClassPlaceModel, EventBonus: EventBonusModel, DistinctRace: DistinctRaceModel };
}
