import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { type ModelOptions } from './common.js';
import { requiredString, optionalInstant } from '@rr/server-kit/model-columns';

// The first answers to money-moving calls (the till's redemptions, cash-outs), so a replay gets the same.

/** The first answer to a money-moving call, by caller and key: a replay gets it again. */
export class IdempotencyKey extends Model<InferAttributes<IdempotencyKey>, InferCreationAttributes<IdempotencyKey>> {
  declare caller: string;
  declare key: string;
  declare operation: string;
  declare requestHash: string;
  declare statusCode: CreationOptional<number | null>;
  declare response: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare completedAt: CreationOptional<Date | null>;
}

export interface IdempotencyModels {
  IdempotencyKey: typeof IdempotencyKey;
}

export function defineIdempotencyModels(options: ModelOptions): IdempotencyModels {
  const IdempotencyKeyModel = class extends IdempotencyKey {};
  IdempotencyKeyModel.init(
    {
      caller: { type: DataTypes.STRING(60), primaryKey: true },
      key: { type: DataTypes.STRING(200), primaryKey: true },
      operation: requiredString(60),
      requestHash: requiredString(64),
      statusCode: { type: DataTypes.INTEGER, allowNull: true },
      response: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
      completedAt: optionalInstant(),
    },
    { ...options, tableName: 'idempotency_keys', modelName: 'IdempotencyKey', updatedAt: false },
  );

  return { IdempotencyKey: IdempotencyKeyModel };
}
