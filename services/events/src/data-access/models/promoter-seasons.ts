import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';
import { idKey, requiredString, instant } from '@rr/server-kit/model-columns';

// Promoters' seasons as identity decided them.

/** A promoter's season as identity decided it (`promoter.season`): status and sanctioning bodies. */
export class PromoterSeasonRow extends Model<InferAttributes<PromoterSeasonRow>, InferCreationAttributes<PromoterSeasonRow>> {
  declare promoterId: string;
  declare seasonYear: number;
  declare status: string;
  /** JSON text of the bodies' names. */
  declare sanctioningBodies: string;
  declare decidedAt: Date;
}

/** Binds these models to one Sequelize instance. */
export function definePromoterSeasonModels(sequelize: Sequelize): { PromoterSeason: typeof PromoterSeasonRow } {
  const common = modelOptions(sequelize);

  const PromoterSeasonModel = class extends PromoterSeasonRow {};
  PromoterSeasonModel.init(
    {
      promoterId: idKey(),
      seasonYear: { type: DataTypes.INTEGER, primaryKey: true },
      status: requiredString(16),
      sanctioningBodies: requiredString(2000),
      decidedAt: instant(),
    },
    { ...common, tableName: 'promoter_seasons', modelName: 'PromoterSeason', timestamps: false },
  );

  return { PromoterSeason: PromoterSeasonModel };
}
