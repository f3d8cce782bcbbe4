import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { unstamped } from './columns.js';

/** An identity provider account (issuer + subject) linked to a user. */
export class OidcLink extends Model<InferAttributes<OidcLink>, InferCreationAttributes<OidcLink>> {
  declare id: string;
  declare issuer: string;
  declare subject: string;
  declare userId: string;
  declare createdAt: Date;
}

/** The links between identity provider accounts and users (single sign-on). */
export function defineOidcModels(sequelize: Sequelize): Pick<IdentityModels, 'OidcLink'> {
  const plain = unstamped(sequelize);

  const OidcLinkModel = class extends OidcLink {};
  OidcLinkModel.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      issuer: { type: DataTypes.STRING(255), allowNull: false },
      subject: { type: DataTypes.STRING(255), allowNull: false },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { ...plain, tableName: 'oidc_links', modelName: 'OidcLink' },
  );

  return { OidcLink: OidcLinkModel };
}
