import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { stamped } from './columns.js';

/** A postal code's reference point (a US ZIP code or a Canadian FSA), placed by hand; seeded from `ZIP_REFERENCE`. */
export class ZipLocation extends Model<InferAttributes<ZipLocation>, InferCreationAttributes<ZipLocation>> {
  declare code: string;
  declare country: string;
  declare place: string;
  declare latitude: number;
  declare longitude: number;
}

/** The postal codes' reference points the dealer finder measures from. */
export function defineZipLocationModels(sequelize: Sequelize): Pick<IdentityModels, 'ZipLocation'> {
  const common = stamped(sequelize);

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
