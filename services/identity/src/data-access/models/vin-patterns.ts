import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { stamped } from './columns.js';
import { idKey, requiredString, optionalString, flag, timestamps, StampedModel } from '@rr/server-kit/model-columns';

/** A VIN pattern (spec §3; docs/vin.md): up to 17 characters, `*` any one character, matched from the VIN's start. */
export class VinPattern extends StampedModel<VinPattern> {
  declare id: string;
  /** Upper-case, wildcards stored as `*`. */
  declare pattern: string;
  /** Positions 1–3 of the pattern (may hold `*`): finds a VIN's candidate patterns. */
  declare wmi: string;
  declare make: string;
  declare model: string;
  declare year: number;
  declare verified: CreationOptional<boolean>;
  /** A full VIN's retail sale day from a dealer's import (YYYY-MM-DD), or null. */
  declare saleDate: CreationOptional<string | null>;
}

/** The VIN patterns the programme recognises bikes by. */
export function defineVinPatternModels(sequelize: Sequelize): Pick<IdentityModels, 'VinPattern'> {
  const common = stamped(sequelize);

  const VinPatternModel = class extends VinPattern {};
  VinPatternModel.init(
    {
      id: idKey(),
      pattern: requiredString(17),
      wmi: requiredString(3),
      make: requiredString(100),
      model: requiredString(100),
      year: { type: DataTypes.INTEGER, allowNull: false },
      verified: flag(false),
      saleDate: optionalString(10),
      ...timestamps(),
    },
    { ...common, tableName: 'vin_patterns', modelName: 'VinPattern' },
  );

  return { VinPattern: VinPatternModel };
}
