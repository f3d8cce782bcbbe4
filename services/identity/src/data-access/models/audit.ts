import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { IdentityModels } from './index.js';
import { unstamped } from './columns.js';
import { optionalIdOf, requiredString, optionalString, instant } from '@rr/server-kit/model-columns';

export class AuditEntry extends Model<InferAttributes<AuditEntry>, InferCreationAttributes<AuditEntry>> {
  declare id: CreationOptional<number>;
  declare at: Date;
  declare action: string;
  declare actorId: string | null;
  declare subjectId: string | null;
  declare method: CreationOptional<string | null>;
  declare path: CreationOptional<string | null>;
  declare status: CreationOptional<number | null>;
  /** JSON text. */
  declare details: CreationOptional<string | null>;
}

/** The audit log. */
export function defineAuditModels(sequelize: Sequelize): Pick<IdentityModels, 'AuditEntry'> {
  const plain = unstamped(sequelize);

  const AuditEntryModel = class extends AuditEntry {};
  AuditEntryModel.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      at: instant(),
      action: requiredString(64),
      actorId: optionalIdOf(),
      subjectId: optionalIdOf(),
      method: optionalString(10),
      path: optionalString(500),
      status: { type: DataTypes.INTEGER, allowNull: true },
      details: { type: DataTypes.TEXT, allowNull: true },
    },
    { ...plain, tableName: 'audit_log', modelName: 'AuditEntry' },
  );

  return { AuditEntry: AuditEntryModel };
}
