import type { Sequelize } from 'sequelize';

// Typings live on the model classes of this folder; each `define…Models` binds a fresh subclass of them to one
// Sequelize instance, so several databases (tests, the embedded launcher) can live in one process.

/** What every payouts model is defined with: its database, and snake_case columns. */
export interface ModelOptions {
  sequelize: Sequelize;
  underscored: true;
}
