import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { unstamped } from './columns.js';
import { idKey, idOf, requiredString, instant } from '@rr/server-kit/model-columns';

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
      id: idKey(),
      issuer: requiredString(255),
      subject: requiredString(255),
      userId: idOf(),
      createdAt: instant(),
    },
    { ...plain, tableName: 'oidc_links', modelName: 'OidcLink' },
  );

  return { OidcLink: OidcLinkModel };
}
