import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import type { Currency } from '@rr/contracts';
import { type ModelOptions } from './common.js';
import { idKey, idOf, optionalIdOf, requiredString, optionalString, instant, optionalInstant, counter, currency } from '@rr/server-kit/model-columns';

// A finished series and its champions' bonuses (`series.finished`).

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

export interface SeriesModels {
  SeriesResults: typeof SeriesResults;
  SeriesChampion: typeof SeriesChampion;
}

export function defineSeriesModels(options: ModelOptions): SeriesModels {
  const SeriesResultsModel = class extends SeriesResults {};
  SeriesResultsModel.init(
    {
      seriesId: idKey(),
      version: { type: DataTypes.INTEGER, allowNull: false },
      appliedVersion: counter(),
      name: requiredString(200),
      currency: currency(),
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      creditExpiresOn: optionalString(10),
      events: { type: DataTypes.TEXT, allowNull: false },
      finishedAt: instant(),
      appliedAt: optionalInstant(),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'series_results', modelName: 'SeriesResults', createdAt: false },
  );

  const SeriesChampionModel = class extends SeriesChampion {};
  SeriesChampionModel.init(
    {
      seriesId: idKey(),
      classKey: { type: DataTypes.STRING(120), primaryKey: true },
      className: requiredString(120),
      riderId: idOf(),
      points: { type: DataTypes.INTEGER, allowNull: false },
      wins: { type: DataTypes.INTEGER, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      bonusCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currency: currency(),
      bonusLotId: optionalIdOf(),
      updatedAt: DataTypes.DATE(3),
    },
    { ...options, tableName: 'series_champions', modelName: 'SeriesChampion', createdAt: false },
  );

  return { SeriesResults: SeriesResultsModel, SeriesChampion: SeriesChampionModel };
}
