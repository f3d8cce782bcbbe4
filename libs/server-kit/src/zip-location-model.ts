import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { requiredString } from './model-columns.js';

// The `zip_locations` table's model, the same in the events and identity services: each keeps its own table of the
// programme's postal-code reference points (created and seeded by `createZipLocationsTable`, zip-reference.ts).

/** A postal code's reference point: the centre of a US ZIP code or a Canadian forward sortation area, for radius searches. */
export class ZipLocation extends Model<InferAttributes<ZipLocation>, InferCreationAttributes<ZipLocation>> {
  declare code: string;
  declare country: string;
  declare place: string;
  declare latitude: number;
  declare longitude: number;
}

/** Binds the model to one Sequelize instance (a service's `defineModels` calls it). */
export function defineZipLocationModels(sequelize: Sequelize): { ZipLocation: typeof ZipLocation } {
  const ZipLocationModel = class extends ZipLocation {};
  ZipLocationModel.init(
    {
      code: { type: DataTypes.STRING(10), primaryKey: true },
      country: requiredString(2),
      place: requiredString(120),
      latitude: { type: DataTypes.DOUBLE, allowNull: false },
      longitude: { type: DataTypes.DOUBLE, allowNull: false },
    },
    { sequelize, underscored: true, tableName: 'zip_locations', modelName: 'ZipLocation', timestamps: false },
  );
  return { ZipLocation: ZipLocationModel };
}
