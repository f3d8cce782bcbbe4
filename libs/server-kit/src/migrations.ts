import { Umzug, SequelizeStorage, type MigrationFn } from 'umzug';
import type { QueryInterface, Sequelize } from 'sequelize';
import type { Logger } from './logger.js';

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
}
export interface Migration {
  name: string;
  up: MigrationFn<MigrationContext>;
  down: MigrationFn<MigrationContext>;
}

/** An umzug migrator over an explicit, ordered list of migrations, recorded in `schema_migrations`. */
export function createMigrator(sequelize: Sequelize, migrations: Migration[], logger?: Logger) {
  return new Umzug<MigrationContext>({
    migrations,
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger
      ? { info: (m) => logger.debug(m, 'migration'), warn: (m) => logger.warn(m, 'migration'), error: (m) => logger.error(m, 'migration'), debug: () => {} }
      : undefined,
  });
}

/** Tests only: the folder of this run's schema templates (schema-templates.ts), set by vitest's `db` project. */
export const TEMPLATES_ENV = 'RR_TEST_SCHEMA_TEMPLATES';

/** Applies pending migrations; returns the names applied. */
export async function migrateUp(sequelize: Sequelize, migrations: Migration[], logger?: Logger): Promise<string[]> {
  // Tests: an empty database receives a copy of this run's template of the same migrations (schema-templates.ts, loaded
  // only then: a service never needs it).
  const folder = process.env[TEMPLATES_ENV];
  if (folder) {
    const { schemaTemplates } = await import('./schema-templates.js');
    const templates = schemaTemplates(folder);
    if (await templates.isEmpty(sequelize)) {
      const names = migrations.map((m) => m.name);
      await templates.copyInto(sequelize, names, async (template) => {
        await createMigrator(template, migrations, logger).up();
      });
      return names;
    }
  }
  const applied = await createMigrator(sequelize, migrations, logger).up();
  return applied.map((m) => m.name);
}

/** Throws when a migration is still pending (readiness check). */
export async function assertMigrated(sequelize: Sequelize, migrations: Migration[]): Promise<void> {
  const pending = await createMigrator(sequelize, migrations).pending();
  if (pending.length > 0) throw new Error(`pending migrations: ${pending.map((m) => m.name).join(', ')}`);
}
