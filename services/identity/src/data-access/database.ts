import type { Sequelize } from 'sequelize';
import { createSequelize, type Logger } from '@rr/server-kit';
import { defineModels, type IdentityModels } from './models/index.js';

/** One connection to the identity database with its models bound. */
export interface IdentityDb {
  sequelize: Sequelize;
  models: IdentityModels;
}

export function openIdentityDatabase(url: string, logger?: Logger): IdentityDb {
  const sequelize = createSequelize(url, logger);
  return { sequelize, models: defineModels(sequelize) };
}
