import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { EVENT_TYPES as RACE_STYLES, SERIES_REVIEW_STATUSES, type Currency, type EventType as RaceStyle, type SeriesReviewStatus } from '@rr/contracts';
import { modelOptions, cents } from './shared.js';
import { oneOf, idKey, idOf, optionalIdOf, requiredString, optionalString, optionalInstant, flag, counter, currency, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

// Series: a promoter's rounds, their bonus and dealer credit, and how the series ended.

export class Series extends StampedModel<Series> {
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
}

/** Binds these models to one Sequelize instance. */
export function defineSeriesModels(sequelize: Sequelize): { Series: typeof Series } {
  const common = modelOptions(sequelize);

  const SeriesModel = class extends Series {};
  SeriesModel.init(
    {
      id: idKey(),
      name: { type: DataTypes.STRING(200), allowNull: false, validate: { notEmpty: true } },
      notes: { type: DataTypes.TEXT, allowNull: true },
      state: optionalString(40),
      zipcode: optionalString(12),
      country: requiredString(2),
      races: { type: DataTypes.INTEGER, allowNull: true },
      distance: { type: DataTypes.INTEGER, allowNull: true },
      active: flag(true),
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      initialValueCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: cents },
      currency: currency(),
      expirationDate: { type: DataTypes.DATEONLY, allowNull: true },
      categoryId: optionalIdOf(),
      promoterId: idOf(),
      finishedVersion: counter(),
      resultsVersions: { type: DataTypes.TEXT, allowNull: true },
      closedAt: optionalInstant(),
      closedBy: optionalIdOf(),
      closedByRole: optionalString(16),
      closedFinishedVersion: { type: DataTypes.INTEGER, allowNull: true },
      finishedReason: optionalString(16),
      latitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -90, max: 90 } },
      longitude: { type: DataTypes.DOUBLE, allowNull: true, validate: { min: -180, max: 180 } },
      discipline: { type: DataTypes.STRING(32), allowNull: true, validate: oneOf(RACE_STYLES) },
      seasonYear: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 2000, max: 2100 } },
      reviewStatus: oneOfColumn(16, SERIES_REVIEW_STATUSES, 'approved'),
      reviewedBy: optionalIdOf(),
      reviewedAt: optionalInstant(),
      applicationId: optionalIdOf(),
      venues: { type: DataTypes.TEXT, allowNull: true },
      applicationNotes: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps(),
    },
    { ...common, tableName: 'series', modelName: 'Series' },
  );

  return { Series: SeriesModel };
}
