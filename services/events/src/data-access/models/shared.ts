import type { Sequelize } from 'sequelize';

// What every events model shares: snake_case columns, and the checks its fields repeat (the column shapes are
// @rr/server-kit/model-columns').

/** The options every model is defined with on one Sequelize instance. */
export const modelOptions = (sequelize: Sequelize) => ({ sequelize, underscored: true }) as const;

/** An amount in cents: a whole number, never negative. */
export const cents = { isInt: true, min: 0 };
