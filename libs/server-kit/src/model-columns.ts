import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { CURRENCIES } from '@rr/contracts';

// The column shapes the services' models repeat, so each model's `init` reads as its own fields. Each helper returns
// the very options the models spelled (type, null, default, key): the migrations stay the schema, and a model built
// from these describes the same columns.

/** A validator: the string column holds one of `values`. */
export const oneOf = (values: readonly string[]) => ({ isIn: [values as string[]] });

/** A row's 36-character id (a UUID, or another table's id) as its primary key, or as part of it. */
export const idKey = () => ({ type: DataTypes.STRING(36), primaryKey: true });

/** Another row's 36-character id, always set. */
export const idOf = () => ({ type: DataTypes.STRING(36), allowNull: false });

/** Another row's 36-character id, when there is one. */
export const optionalIdOf = () => ({ type: DataTypes.STRING(36), allowNull: true });

/** A string of at most `length` characters, always set. */
export const requiredString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });

/** A string of at most `length` characters, or null. */
export const optionalString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });

/** An instant to the millisecond, always set. */
export const instant = () => ({ type: DataTypes.DATE(3), allowNull: false });

/** An instant to the millisecond, or null (not yet, or never). */
export const optionalInstant = () => ({ type: DataTypes.DATE(3), allowNull: true });

/** `createdAt` and `updatedAt`, which Sequelize keeps, to the millisecond. */
export const timestamps = () => ({ createdAt: DataTypes.DATE(3), updatedAt: DataTypes.DATE(3) });

/** A yes/no column, never null, `defaultValue` until set. */
export const flag = (defaultValue: boolean) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });

/** A whole number that starts at 0 (attempts, versions, counts). */
export const counter = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });

/** A three-letter currency of the programme (@rr/contracts CURRENCIES). */
export const currency = () => ({ type: DataTypes.STRING(3), allowNull: false, validate: oneOf(CURRENCIES) });

/** A string column, never null, that holds one of `values` (a status, a kind), `defaultValue` until set when given. */
export function oneOfColumn(length: number, values: readonly string[], defaultValue?: string) {
  return { type: DataTypes.STRING(length), allowNull: false, ...(defaultValue === undefined ? {} : { defaultValue }), validate: oneOf(values) };
}

/**
 * A BIGINT read as a number: MySQL answers BIGINT as a string (amounts in cents and codes stay far below 2^53).
 * `name` is the attribute's own name, which its getter reads; null and unset values stay as they are.
 */
export function bigintNumber(name: string, options: { allowNull?: boolean; defaultValue?: number; unique?: boolean } = {}) {
  return {
    type: DataTypes.BIGINT,
    allowNull: options.allowNull ?? false,
    ...(options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
    ...(options.unique ? { unique: true } : {}),
    get(this: Model) {
      const value = this.getDataValue(name as never) as unknown;
      return value === null || value === undefined ? value : Number(value);
    },
  };
}

/**
 * A model whose `createdAt` and `updatedAt` Sequelize keeps (its columns: `timestamps()`): `M` is the model class
 * itself, as in `class Series extends StampedModel<Series>`.
 */
export abstract class StampedModel<M extends StampedModel<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
