import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { unstamped } from './columns.js';
import { idOf, instant, optionalIdOf, optionalInstant, requiredString } from '@rr/server-kit/model-columns';

/** A promoter's API token: its secret only as SHA-256 (hex); `scopes` space separated. */
export class PromoterApiToken extends Model<InferAttributes<PromoterApiToken>, InferCreationAttributes<PromoterApiToken>> {
  declare id: string;
  declare promoterId: string;
  declare name: string;
  declare scopes: string;
  declare secretHash: string;
  /** Who created it: the promoter, or the staff member who did it for them. */
  declare createdBy: string | null;
  declare createdAt: Date;
  declare rotatedAt: CreationOptional<Date | null>;
  declare lastUsedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
}

export function defineApiTokenModels(sequelize: Sequelize): Pick<IdentityModels, 'PromoterApiToken'> {
  const PromoterApiTokenModel = class extends PromoterApiToken {};
  PromoterApiTokenModel.init(
    {
      id: { type: DataTypes.STRING(24), primaryKey: true },
      promoterId: idOf(),
      name: requiredString(80),
      scopes: requiredString(200),
      secretHash: requiredString(64),
      createdBy: optionalIdOf(),
      createdAt: instant(),
      rotatedAt: optionalInstant(),
      lastUsedAt: optionalInstant(),
      revokedAt: optionalInstant(),
    },
    { ...unstamped(sequelize), tableName: 'promoter_api_tokens', modelName: 'PromoterApiToken' },
  );
  return { PromoterApiToken: PromoterApiTokenModel };
}
