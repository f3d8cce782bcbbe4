import type { Sequelize } from 'sequelize';
import { createSequelize, type Logger } from '@rr/server-kit';
import { defineModels, type PayoutsModels } from './models/index.js';

/** One connection to the payouts database with its models bound. */
export interface PayoutsDb {
  sequelize: Sequelize;
  models: PayoutsModels;
}

export function openPayoutsDatabase(url: string, logger?: Logger): PayoutsDb {
  const sequelize = createSequelize(url, logger);
  return { sequelize, models: defineModels(sequelize) };
}
