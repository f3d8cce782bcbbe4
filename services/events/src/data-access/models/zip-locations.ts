import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { modelOptions } from './shared.js';

// The service's own postal code reference points.

/** Centre of a US ZIP code or a Canadian forward sortation area, for radius searches. */
export class ZipLocation extends Model<InferAttributes<ZipLocation>, InferCreationAttributes<ZipLocation>> {
  declare code: string;
  declare country: string;
  declare place: string;
  declare latitude: number;
  declare longitude: number;
}

/** Binds these models to one Sequelize instance. */
export function defineZipLocationModels(sequelize: Sequelize): { ZipLocation: typeof ZipLocation } {
  const common = modelOptions(sequelize);

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

  return { ZipLocation: ZipLocationModel };
}
