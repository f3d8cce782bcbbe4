import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import {
  CURRENCIES,
  EVENT_TYPES as RACE_STYLES,
  MATCH_STATUSES,
  PAYOUT_TYPES,
  RESULT_STATUSES,
  SERIES_REVIEW_STATUSES,
  type Currency,
  type EventType as RaceStyle,
  type ImportKind,
  type MatchMethod,
  type MatchStatus,
  type PayoutType,
  type ResultStatus,
  type SeriesReviewStatus,
} from '@rr/contracts';

/** Race styles (spec §3), currencies and payout types (cash and dealerCredit pay, noPayout does not): defined in @rr/contracts. */
export { CURRENCIES, PAYOUT_TYPES, RACE_STYLES };
export type { Currency, PayoutType, RaceStyle };

// Typings live on these classes; `defineModels` binds a fresh subclass of each to one Sequelize
// instance, so several databases (tests, the embedded launcher) can live in one process.

export class Category extends Model<InferAttributes<Category>, InferCreationAttributes<Category>> {
  declare id: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Series extends Model<InferAttributes<Series>, InferCreationAttributes<Series>> {
  declare id: string;
  declare name: string;
  declare notes: CreationOptional<string | null>;
  declare state: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
  declare country: string;
  declare races: CreationOptional<number | null>;
  /** Race distance the promoter states for the series, in miles. */
  declare distance: CreationOptional<number | null>;
  declare active: CreationOptional<boolean>;
  /** Series bonus, in cents of `currency`. */
  declare bonusCents: CreationOptional<number>;
  /** Initial value of the series' dealer credit, in cents of `currency`. */
  declare initialValueCents: CreationOptional<number>;
  declare currency: Currency;
  /** Day the series' dealer credit expires (YYYY-MM-DD). */
  declare expirationDate: CreationOptional<string | null>;
  declare categoryId: CreationOptional<string | null>;
  declare promoterId: string;
  /** Version of the last `series.finished` message (0: the series never finished). */
  declare finishedVersion: CreationOptional<number>;
  /** JSON `{ eventId: resultsVersion }`: the series' events with results, as `publishResults` last wrote it. */
  declare resultsVersions: CreationOptional<string | null>;
  /** When programme staff or the series' promoter closed the series (null: open); a closed series needs no planned number of rounds to finish. */
  declare closedAt: CreationOptional<Date | null>;
  /** The id of whoever closed it, and their role (promoter or admin). */
  declare closedBy: CreationOptional<string | null>;
  declare closedByRole: CreationOptional<string | null>;
  /** `finishedVersion` when it was closed: a `series.finished` published since then keeps the series closed. */
  declare closedFinishedVersion: CreationOptional<number | null>;
  /** What the last look at the series decided: finished by its `rounds`, finished because `closed`, or null (not finished). */
  declare finishedReason: CreationOptional<string | null>;
  /** Its postal code's reference point (as an event's venue), for the series finder's radius search; null when unknown. */
  declare latitude: CreationOptional<number | null>;
  declare longitude: CreationOptional<number | null>;
  /** Its discipline (a race style), or null. */
  declare discipline: CreationOptional<RaceStyle | null>;
  /** The season it runs in, or null. */
  declare seasonYear: CreationOptional<number | null>;
  /** `pending`: a promoter created it and programme staff have not approved it yet; `approved`. */
  declare reviewStatus: CreationOptional<SeriesReviewStatus>;
  declare reviewedBy: CreationOptional<string | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  /** The promoter application it was set up from (unique: one series per approved application), or null. */
  declare applicationId: CreationOptional<string | null>;
  /** JSON text `[{ name, website? }]`: the tracks it races at; null for none. */
  declare venues: CreationOptional<string | null>;
  /** JSON text of `ApplicationNotes`: what its application said that a series has no field for; null when not from one. */
  declare applicationNotes: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

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

export class Result extends Model<InferAttributes<Result>, InferCreationAttributes<Result>> {
  declare id: string;
  declare eventId: string;
  declare classId: string;
  declare place: number;
  /** The programme rider this line belongs to, when known. */
  declare riderId: CreationOptional<string | null>;
  declare riderName: string;
  declare bike: CreationOptional<string>;
  declare hometown: CreationOptional<string>;
  declare payoutCents: CreationOptional<number>;
  declare payoutType: PayoutType;
  declare eligibility: string;
  declare resultType: string;
  declare status: CreationOptional<ResultStatus>;
  /** Number plate. */
  declare number: CreationOptional<string>;
  declare email: CreationOptional<string>;
  declare amaNumber: CreationOptional<string>;
  declare vin: CreationOptional<string>;
  declare laps: CreationOptional<number | null>;
  /** How the line was linked to `riderId` (email, ama, vin, plate, nameHometown, manual), when it was. */
  declare matchMethod: CreationOptional<MatchMethod | null>;
  declare matchStatus: CreationOptional<MatchStatus>;
  /** JSON array of the rider ids an ambiguous line could be. */
  declare candidates: CreationOptional<string | null>;
  declare importId: CreationOptional<string | null>;
  /** Row of the uploaded file (1-based), for lines that came from one. */
  declare sourceRow: CreationOptional<number | null>;
  /** The remembered decision (`remembered_decisions`) that decided this line when it came in, until a person decides it anew. */
  declare rememberedId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** An uploaded file parsed into a preview; committed at most once (`status`). */
export class ResultImport extends Model<InferAttributes<ResultImport>, InferCreationAttributes<ResultImport>> {
  declare id: string;
  declare scopeKey: string;
  declare eventId: CreationOptional<string | null>;
  declare seriesId: CreationOptional<string | null>;
  declare kind: ImportKind;
  declare classId: CreationOptional<string | null>;
  declare sha256: string;
  declare format: string;
  declare fileName: CreationOptional<string>;
  declare rowCount: CreationOptional<number>;
  /** JSON of the parsed rows (ImportPreview.rows). */
  declare preview: string;
  declare status: CreationOptional<'previewed' | 'committed'>;
  declare createdBy: string;
  declare committedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare committedAt: CreationOptional<Date | null>;
}

/** A results reminder sent to a promoter: once per event and kind (`results_reminders`). */
export class ResultsReminder extends Model<InferAttributes<ResultsReminder>, InferCreationAttributes<ResultsReminder>> {
  declare eventId: string;
  declare kind: string;
  declare dueDate: string;
  declare sentAt: Date;
}

/** An invoice of a Canadian event's contingency: its number, amount, and the payout table it was issued for. */
export class EventInvoice extends Model<InferAttributes<EventInvoice>, InferCreationAttributes<EventInvoice>> {
  declare id: string;
  declare number: string;
  declare eventId: string;
  declare amountCents: number;
  declare currency: string;
  declare fingerprint: string;
  declare issuedAt: Date;
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

/** A match turned down ("wrong rider"): at this event, a line of this name and plate is never this rider's. */
export class RejectedMatch extends Model<InferAttributes<RejectedMatch>, InferCreationAttributes<RejectedMatch>> {
  declare id: string;
  declare eventId: string;
  declare riderId: string;
  /** The line's rider name as names are compared (`comparableName`). */
  declare nameKey: string;
  /** The line's number plate ('' when it gave none). */
  declare plate: string;
  declare resultId: CreationOptional<string | null>;
  declare createdBy: string;
  declare createdAt: Date;
}

/**
 * A decision a promoter's events took on a line of a given identity (name, plate and bike make as compared), taken
 * again for a line of the same identity at that promoter's next uploads: not a programme rider, or a rider.
 */
export class RememberedDecision extends Model<InferAttributes<RememberedDecision>, InferCreationAttributes<RememberedDecision>> {
  declare id: string;
  declare promoterId: string;
  /** SHA-256 (hex) of the line's identity. */
  declare lineKey: string;
  declare nameKey: string;
  declare plate: string;
  declare make: string;
  declare decision: 'notRider' | 'matched';
  declare riderId: CreationOptional<string | null>;
  declare eventId: CreationOptional<string | null>;
  declare eventTitle: string;
  declare resultId: CreationOptional<string | null>;
  declare decidedBy: string;
  declare decidedAt: Date;
}

/** One of a rider's favourite events. */
export class EventFavourite extends Model<InferAttributes<EventFavourite>, InferCreationAttributes<EventFavourite>> {
  declare riderId: string;
  declare eventId: string;
  declare createdAt: Date;
}

/** One of a rider's favourite series. */
export class SeriesFavourite extends Model<InferAttributes<SeriesFavourite>, InferCreationAttributes<SeriesFavourite>> {
  declare riderId: string;
  declare seriesId: string;
  declare createdAt: Date;
}

/** A timecard of an event (spec §2 "timecard upload"): a scan or PDF of a timing sheet. */
export class EventTimecard extends Model<InferAttributes<EventTimecard>, InferCreationAttributes<EventTimecard>> {
  declare id: string;
  declare eventId: string;
  declare fileName: string;
  declare contentType: string;
  declare sizeBytes: number;
  declare sha256: string;
  declare bytes: Buffer;
  declare uploadedBy: string;
  declare uploadedAt: Date;
}

/** A promoter's season as identity decided it (`promoter.season`): status and sanctioning bodies. */
export class PromoterSeasonRow extends Model<InferAttributes<PromoterSeasonRow>, InferCreationAttributes<PromoterSeasonRow>> {
  declare promoterId: string;
  declare seasonYear: number;
  declare status: string;
  /** JSON text of the bodies' names. */
  declare sanctioningBodies: string;
  declare decidedAt: Date;
}

/** Two events of one day and country that staff marked as different races; kept once each way. */
export class DistinctRace extends Model<InferAttributes<DistinctRace>, InferCreationAttributes<DistinctRace>> {
  declare eventId: string;
  declare otherEventId: string;
  /** Who marked them (the staff member's id). */
  declare markedBy: string;
  declare createdAt: Date;
}

/** The last invoice number given out in a year. */
export class InvoiceSequence extends Model<InferAttributes<InvoiceSequence>, InferCreationAttributes<InvoiceSequence>> {
  declare year: number;
  declare lastNumber: number;
}

/** Centre of a US ZIP code or a Canadian forward sortation area, for radius searches. */
export class ZipLocation extends Model<InferAttributes<ZipLocation>, InferCreationAttributes<ZipLocation>> {
  declare code: string;
  declare country: string;
  declare place: string;
  declare latitude: number;
  declare longitude: number;
}

export interface EventsModels {
  Category: typeof Category;
  Series: typeof Series;
  Event: typeof Event;
  EventClass: typeof EventClass;
  ClassPlace: typeof ClassPlace;
  Result: typeof Result;
  ResultImport: typeof ResultImport;
  ResultsReminder: typeof ResultsReminder;
  EventInvoice: typeof EventInvoice;
  EventBonus: typeof EventBonus;
  RejectedMatch: typeof RejectedMatch;
  RememberedDecision: typeof RememberedDecision;
  EventFavourite: typeof EventFavourite;
  SeriesFavourite: typeof SeriesFavourite;
  EventTimecard: typeof EventTimecard;
  PromoterSeason: typeof PromoterSeasonRow;
  DistinctRace: typeof DistinctRace;
  InvoiceSequence: typeof InvoiceSequence;
  ZipLocation: typeof ZipLocation;
}

const oneOf = (values: readonly string[]) => ({ isIn: [values as string[]] });
const cents = { isInt: true, min: 0 };

/** Binds the events models to one Sequelize instance. */
export function defineModels(sequelize: Sequelize): EventsModels {
  const common = { sequelize, underscored: true } as const;

  const CategoryModel = class extends Category {};
  CategoryModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      description: { type: DataTypes.TEXT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'categories', modelName: 'Category' },
  );

  const SeriesModel = class extends Series {};
  SeriesModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false, validate: { notEmpty: true } },
      notes: { type: DataTypes.TEXT, allowNull: true },
      state: { type: DataTypes.STRING(40), allowNull: true },
      zipcode: { type: DataTypes.STRING(12), allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      races: { type: DataTypes.INTEGER, allowNull: true },
      distance: { type: DataTypes.INTEGER, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      initialValueCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      currency: { type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) },
      expirationDate: { type: DataTypes.DATEONLY, allowNull: true },
      categoryId: { type: DataTypes.STRING(36), allowNull: true },
      promoterId: { type: DataTypes.STRING(36), allowNull: false },
      finishedVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      resultsVersions: { type: DataTypes.TEXT, allowNull: true },
      closedAt: { type: DataTypes.DATE(3), allowNull: true },
      closedBy: { type: DataTypes.STRING(36), allowNull: true },
      closedByRole: { type: DataTypes.STRING(16), allowNull: true },
      closedFinishedVersion: { type: DataTypes.INTEGER, allowNull: true },
      finishedReason: { type: DataTypes.STRING(16), allowNull: true },
      latitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -90, max: 90 } },
      longitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -180, max: 180 } },
      discipline: { type: DataTypes.STRING(32), allowNull: true, validate: oneOf(RACE_STYLES) },
      seasonYear: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 2000, max: 2100 } },
      reviewStatus: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'approved', validate: oneOf(SERIES_REVIEW_STATUSES) },
      reviewedBy: { type: DataTypes.STRING(36), allowNull: true },
      reviewedAt: { type: DataTypes.DATE(3), allowNull: true },
      applicationId: { type: DataTypes.STRING(36), allowNull: true },
      venues: { type: DataTypes.TEXT, allowNull: true },
      applicationNotes: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'series', modelName: 'Series' },
  );

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

  const ResultModel = class extends Result {};
  ResultModel.init(
    {
      id: { type: DataTypes.STRING(48), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      classId: { type: DataTypes.STRING(36), allowNull: false },
      place: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1 } },
      riderId: { type: DataTypes.STRING(36), allowNull: true },
      riderName: { type: DataTypes.STRING(200), allowNull: false },
      bike: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      hometown: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      payoutCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      payoutType: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(PAYOUT_TYPES) },
      eligibility: { type: DataTypes.STRING(40), allowNull: false },
      resultType: { type: DataTypes.STRING(40), allowNull: false },
      status: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'finished', validate: oneOf(RESULT_STATUSES) },
      number: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      email: { type: DataTypes.STRING(254), allowNull: false, defaultValue: '' },
      amaNumber: { type: DataTypes.STRING(50), allowNull: false, defaultValue: '' },
      vin: { type: DataTypes.STRING(17), allowNull: false, defaultValue: '' },
      laps: { type: DataTypes.INTEGER, allowNull: true },
      matchMethod: { type: DataTypes.STRING(16), allowNull: true },
      matchStatus: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'unmatched', validate: oneOf(MATCH_STATUSES) },
      candidates: { type: DataTypes.TEXT, allowNull: true },
      importId: { type: DataTypes.STRING(36), allowNull: true },
      sourceRow: { type: DataTypes.INTEGER, allowNull: true },
      rememberedId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { ...common, tableName: 'results', modelName: 'Result' },
  );

  const ResultImportModel = class extends ResultImport {};
  ResultImportModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      scopeKey: { type: DataTypes.STRING(200), allowNull: false },
      eventId: { type: DataTypes.STRING(36), allowNull: true },
      seriesId: { type: DataTypes.STRING(36), allowNull: true },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      classId: { type: DataTypes.STRING(36), allowNull: true },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      format: { type: DataTypes.STRING(20), allowNull: false },
      fileName: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      rowCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      preview: { type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long'), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'previewed' },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      committedBy: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: DataTypes.DATE(3),
      committedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { ...common, tableName: 'result_imports', modelName: 'ResultImport', updatedAt: false },
  );

  const ResultsReminderModel = class extends ResultsReminder {};
  ResultsReminderModel.init(
    {
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      kind: { type: DataTypes.STRING(16), primaryKey: true },
      dueDate: { type: DataTypes.DATEONLY, allowNull: false },
      sentAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'results_reminders', modelName: 'ResultsReminder', timestamps: false },
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

  const RejectedMatchModel = class extends RejectedMatch {};
  RejectedMatchModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      riderId: { type: DataTypes.STRING(36), allowNull: false },
      nameKey: { type: DataTypes.STRING(200), allowNull: false },
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      resultId: { type: DataTypes.STRING(48), allowNull: true },
      createdBy: { type: DataTypes.STRING(36), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'rejected_matches', modelName: 'RejectedMatch', timestamps: false },
  );

  const RememberedDecisionModel = class extends RememberedDecision {};
  RememberedDecisionModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      promoterId: { type: DataTypes.STRING(36), allowNull: false },
      lineKey: { type: DataTypes.STRING(64), allowNull: false },
      nameKey: { type: DataTypes.STRING(200), allowNull: false },
      plate: { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' },
      make: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
      decision: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(['notRider', 'matched']) },
      riderId: { type: DataTypes.STRING(36), allowNull: true },
      eventId: { type: DataTypes.STRING(36), allowNull: true },
      eventTitle: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
      resultId: { type: DataTypes.STRING(48), allowNull: true },
      decidedBy: { type: DataTypes.STRING(36), allowNull: false },
      decidedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'remembered_decisions', modelName: 'RememberedDecision', timestamps: false },
  );

  const EventFavouriteModel = class extends EventFavourite {};
  EventFavouriteModel.init(
    {
      riderId: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), primaryKey: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_favourites', modelName: 'EventFavourite', timestamps: false },
  );

  const SeriesFavouriteModel = class extends SeriesFavourite {};
  SeriesFavouriteModel.init(
    {
      riderId: { type: DataTypes.STRING(36), primaryKey: true },
      seriesId: { type: DataTypes.STRING(36), primaryKey: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'series_favourites', modelName: 'SeriesFavourite', timestamps: false },
  );

  const EventTimecardModel = class extends EventTimecard {};
  EventTimecardModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      fileName: { type: DataTypes.STRING(200), allowNull: false },
      contentType: { type: DataTypes.STRING(100), allowNull: false },
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      bytes: { type: DataTypes.BLOB('long'), allowNull: false },
      uploadedBy: { type: DataTypes.STRING(36), allowNull: false },
      uploadedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_timecards', modelName: 'EventTimecard', timestamps: false },
  );

  const PromoterSeasonModel = class extends PromoterSeasonRow {};
  PromoterSeasonModel.init(
    {
      promoterId: { type: DataTypes.STRING(36), primaryKey: true },
      seasonYear: { type: DataTypes.INTEGER, primaryKey: true },
      status: { type: DataTypes.STRING(16), allowNull: false },
      sanctioningBodies: { type: DataTypes.STRING(2000), allowNull: false },
      decidedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'promoter_seasons', modelName: 'PromoterSeason', timestamps: false },
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

  const EventInvoiceModel = class extends EventInvoice {};
  EventInvoiceModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      number: { type: DataTypes.STRING(20), allowNull: false },
      eventId: { type: DataTypes.STRING(36), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      fingerprint: { type: DataTypes.STRING(64), allowNull: false },
      issuedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...common, tableName: 'event_invoices', modelName: 'EventInvoice', timestamps: false },
  );
  const InvoiceSequenceModel = class extends InvoiceSequence {};
  InvoiceSequenceModel.init(
    { year: { type: DataTypes.INTEGER, primaryKey: true }, lastNumber: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 } },
    { ...common, tableName: 'invoice_sequences', modelName: 'InvoiceSequence', timestamps: false },
  );

  const ZipLocationModel = class extends ZipLocation {};
  ZipLocationModel.init(
    {
      code: { type: DataTypes.STRING(10), primaryKey: true },
      country: { type: DataTypes.STRING(2), allowNull: false },
      place: { type: DataTypes.STRING(120), allowNull: false },
      latitude: { type: DataTypes.DOUBLE, allowNull: false },
      longitude: { type: DataTypes.DOUBLE, allowNull: false },
    },
    { ...common, tableName: 'zip_locations', modelName: 'ZipLocation', timestamps: false },
  );

  return {
    Category: CategoryModel,
    Series: SeriesModel,
    Event: EventModel,
    EventClass: EventClassModel,
    ClassPlace: ClassPlaceModel,
    Result: ResultModel,
    ResultImport: ResultImportModel,
    ResultsReminder: ResultsReminderModel,
    EventInvoice: EventInvoiceModel,
    EventBonus: EventBonusModel,
    RejectedMatch: RejectedMatchModel,
    RememberedDecision: RememberedDecisionModel,
    EventFavourite: EventFavouriteModel,
    SeriesFavourite: SeriesFavouriteModel,
    EventTimecard: EventTimecardModel,
    PromoterSeason: PromoterSeasonModel,
    DistinctRace: DistinctRaceModel,
    InvoiceSequence: InvoiceSequenceModel,
    ZipLocation: ZipLocationModel,
  };
}
