import { DataTypes, type Sequelize } from 'sequelize';

/** The column shapes and model options the identity tables share. */

export const optionalString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });

export const address = {
  addressLine1: optionalString(200),
  addressLine2: optionalString(200),
  city: optionalString(100),
  state: optionalString(100),
  zipcode: optionalString(20),
};

export const timestamps = { createdAt: DataTypes.DATE(3), updatedAt: DataTypes.DATE(3) };

/** A table whose `created_at` and `updated_at` Sequelize keeps. */
export const stamped = (sequelize: Sequelize) => ({ sequelize, underscored: true, timestamps: true }) as const;

/** A table that keeps its own times, or none. */
export const unstamped = (sequelize: Sequelize) => ({ sequelize, underscored: true, timestamps: false }) as const;
