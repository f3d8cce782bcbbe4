import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { LOCALES, ROLES as USER_TYPES, type Locale, type Role } from '@rr/contracts';
import type { IdentityModels } from './index.js';
import type { Dealer } from './dealers.js';
import type { Promoter } from './promoters.js';
import type { Rider } from './riders.js';
import { stamped } from './columns.js';
import { idKey, requiredString, optionalString, optionalInstant, flag, counter, oneOfColumn, timestamps, StampedModel } from '@rr/server-kit/model-columns';

/** The account types (roles) and the interface locales (spec §9): the lists of @rr/contracts. */
export { LOCALES, USER_TYPES, type Locale };
export type UserType = Role;

export class User extends StampedModel<User> {
  declare id: string;
  declare type: UserType;
  /** Stored trimmed and lower-cased (unique). */
  declare email: string;
  /** argon2id; null for an account that has not set a password yet. */
  declare passwordHash: string | null;
  declare emailVerified: CreationOptional<boolean>;
  declare deactivated: CreationOptional<boolean>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare loginCount: CreationOptional<number>;
  declare profileImage: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  /** Locale of the user's mail (default en). */
  declare locale: CreationOptional<Locale>;
  /** Sessions that proved who the user is before this instant are void (deactivation, password change). */
  declare sessionsValidAfter: CreationOptional<Date | null>;

  declare rider?: NonAttribute<Rider>;
  declare dealer?: NonAttribute<Dealer>;
  declare promoter?: NonAttribute<Promoter>;
  declare admin?: NonAttribute<Admin>;
}

export class Admin extends StampedModel<Admin> {
  declare userId: string;
  declare firstName: string;
  declare lastName: string;
}

/** Accounts: every user's login row, and the programme staff's own record. */
export function defineUserModels(sequelize: Sequelize): Pick<IdentityModels, 'User' | 'Admin'> {
  const common = stamped(sequelize);

  const UserModel = class extends User {};
  UserModel.init(
    {
      id: idKey(),
      type: oneOfColumn(16, USER_TYPES),
      email: {
        type: DataTypes.STRING(254),
        allowNull: false,
        unique: true,
        set(value: string) {
          this.setDataValue('email', value.trim().toLowerCase());
        },
      },
      passwordHash: optionalString(255),
      emailVerified: flag(false),
      deactivated: flag(false),
      lastLoginAt: optionalInstant(),
      loginCount: counter(),
      profileImage: optionalString(500),
      phone: optionalString(32),
      locale: oneOfColumn(2, LOCALES, 'en'),
      sessionsValidAfter: optionalInstant(),
      ...timestamps(),
    },
    { ...common, tableName: 'users', modelName: 'User' },
  );

  const AdminModel = class extends Admin {};
  AdminModel.init(
    {
      userId: idKey(),
      firstName: requiredString(100),
      lastName: requiredString(100),
      ...timestamps(),
    },
    { ...common, tableName: 'admins', modelName: 'Admin' },
  );

  return { User: UserModel, Admin: AdminModel };
}
