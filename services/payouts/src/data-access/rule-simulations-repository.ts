import type { CreationAttributes, Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { RuleSetSimulation } from './models/index.js';

// A rule set version tried on a period's results, and its re-application.

type SimulationFields = CreationAttributes<RuleSetSimulation>;

export async function createSimulation(db: PayoutsDb, row: SimulationFields, transaction: Transaction): Promise<RuleSetSimulation> {
  return db.models.RuleSetSimulation.create(row, { transaction });
}

export async function findSimulation(db: PayoutsDb, id: string): Promise<RuleSetSimulation | null> {
  return db.models.RuleSetSimulation.findByPk(id);
}

/** The simulation, locked: its re-application is asked for once. */
export async function lockSimulation(db: PayoutsDb, id: string, transaction: Transaction): Promise<RuleSetSimulation | null> {
  return db.models.RuleSetSimulation.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

export async function changeSimulation(row: RuleSetSimulation, fields: Partial<SimulationFields>, transaction?: Transaction): Promise<void> {
  await row.update(fields, transaction ? { transaction } : undefined);
}

/** A version's simulations, newest first (50), without their results. */
export async function simulationsOf(db: PayoutsDb, ruleSetId: string): Promise<RuleSetSimulation[]> {
  return db.models.RuleSetSimulation.findAll({ where: { ruleSetId }, attributes: { exclude: ['result'] }, order: [['requestedAt', 'DESC']], limit: 50 });
}
