import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { unstamped } from './columns.js';
import { idKey, idOf, requiredString, instant, optionalInstant, counter, oneOfColumn } from '@rr/server-kit/model-columns';

export const CODE_PURPOSES = ['email-verify', 'recovery'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A 6-digit code mailed for one purpose; only its keyed HMAC is stored. One row per user and purpose. */
export class OneTimeCode extends Model<InferAttributes<OneTimeCode>, InferCreationAttributes<OneTimeCode>> {
  declare id: string;
  declare userId: string;
  declare purpose: CodePurpose;
  /** HMAC-SHA256 of the code, hex. */
  declare codeHash: string;
  declare issuedAt: Date;
  declare expiresAt: Date;
  /** Attempts made against this code (wrong or right); the code is burnt at the limit. */
  declare attempts: CreationOptional<number>;
  declare consumedAt: CreationOptional<Date | null>;
}

/** A single-use token of one user, mailed in a link; only its SHA-256 is stored (the columns: `singleUseTokenColumns`). */
abstract class SingleUseToken<M extends SingleUseToken<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
  declare id: string;
  declare userId: string;
  /** SHA-256 of the token, hex. */
  declare tokenHash: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
}

/** A password reset link's token. */
export class PasswordResetToken extends SingleUseToken<PasswordResetToken> {}

/** A mailed sign-in unlock link's token (docs/security.md). */
export class LoginUnlockToken extends SingleUseToken<LoginUnlockToken> {}

/** The secrets mailed to prove an address: one-time codes, password reset and sign-in unlock links. */
export function defineCodeAndTokenModels(sequelize: Sequelize): Pick<IdentityModels, 'OneTimeCode' | 'PasswordResetToken' | 'LoginUnlockToken'> {
  const plain = unstamped(sequelize);

  const OneTimeCodeModel = class extends OneTimeCode {};
  OneTimeCodeModel.init(
    {
      id: idKey(),
      userId: idOf(),
      purpose: oneOfColumn(16, CODE_PURPOSES),
      codeHash: requiredString(64),
      issuedAt: instant(),
      expiresAt: instant(),
      attempts: counter(),
      consumedAt: optionalInstant(),
    },
    { ...plain, tableName: 'one_time_codes', modelName: 'OneTimeCode' },
  );

  const PasswordResetTokenModel = class extends PasswordResetToken {};
  PasswordResetTokenModel.init(
    singleUseTokenColumns(),
    { ...plain, tableName: 'password_reset_tokens', modelName: 'PasswordResetToken' },
  );

  const LoginUnlockTokenModel = class extends LoginUnlockToken {};
  LoginUnlockTokenModel.init(
    singleUseTokenColumns(),
    { ...plain, tableName: 'login_unlock_tokens', modelName: 'LoginUnlockToken' },
  );

  return { OneTimeCode: OneTimeCodeModel, PasswordResetToken: PasswordResetTokenModel, LoginUnlockToken: LoginUnlockTokenModel };
}

/** A password reset link's and a sign-in unlock link's columns: a single-use token of one user, stored hashed. */
function singleUseTokenColumns() {
  return {
    id: idKey(),
    userId: idOf(),
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    createdAt: instant(),
    expiresAt: instant(),
    usedAt: optionalInstant(),
  };
}
