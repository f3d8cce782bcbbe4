import type { Sequelize } from 'sequelize';
import { createSequelize, type Logger } from '@rr/server-kit';
import { defineModels, type EventsModels } from './models/index.js';

/** One connection to the events database with its models bound. */
export interface EventsDb {
  sequelize: Sequelize;
  models: EventsModels;
}

const bound = new WeakMap<Sequelize, EventsDb>();

/** The events models bound to `sequelize` (bound once per instance, then reused). */
export function eventsDb(sequelize: Sequelize): EventsDb {
  let db = bound.get(sequelize);
  if (!db) {
    db = { sequelize, models: defineModels(sequelize) };
    bound.set(sequelize, db);
  }
  return db;
}

export function openEventsDatabase(url: string, logger?: Logger): EventsDb {
  return eventsDb(createSequelize(url, logger));
}
