import { DataTypes, Model, Op, UniqueConstraintError, literal, type Sequelize } from 'sequelize';
import type { AttemptCounters, CounterWindow } from './lockout.js';
import type { Migration } from './migrations.js';

/** The `attempt_counters` table: a service lists this migration with its own when it uses DbAttemptCounters. */
export const attemptCountersMigration: Migration = {
  name: '0000-attempt-counters',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('attempt_counters', {
      counter_key: { type: DataTypes.STRING(191), primaryKey: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false },
      // Millisecond precision, like every time the kit stores.
      window_ends_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('attempt_counters');
  },
};

class AttemptCounterRow extends Model {
  declare counterKey: string;
  declare attempts: number;
  declare windowEndsAt: Date;
}

/**
 * Counters in the service's own database (SQLite or MySQL/MariaDB), each step a single statement so that concurrent
 * attempts are counted one by one: increment an open window; else restart an expired one; else insert. A counter
 * read right after the increment may include a concurrent attempt too, which can only make the judgement stricter.
 */
export class DbAttemptCounters implements AttemptCounters {
  private readonly rows: typeof AttemptCounterRow;

  constructor(
    sequelize: Sequelize,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rows = class extends AttemptCounterRow {};
    this.rows.init(
      {
        counterKey: { type: DataTypes.STRING(191), primaryKey: true },
        attempts: DataTypes.INTEGER,
        windowEndsAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'attempt_counters', timestamps: false, underscored: true, modelName: 'AttemptCounter' },
    );
  }

  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.now();
      const [incremented] = await this.rows.update({ attempts: literal('attempts + 1') }, { where: { counterKey: key, windowEndsAt: { [Op.gt]: now } } });
      if (incremented === 1) return this.read(key, now);
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const [restarted] = await this.rows.update({ attempts: 1, windowEndsAt }, { where: { counterKey: key, windowEndsAt: { [Op.lte]: now } } });
      if (restarted === 1) return this.read(key, now);
      try {
        await this.rows.create({ counterKey: key, attempts: 1, windowEndsAt });
        return { count: 1, resetMs: windowMs };
      } catch (err) {
        // Another attempt created it between our statements: count again.
        if (!(err instanceof UniqueConstraintError)) throw err;
      }
    }
    throw new Error(`attempt counter ${key}: could not count after 5 tries`);
  }

  /** The open window of `key` without counting (null when none is open). */
  async peek(key: string): Promise<CounterWindow | null> {
    const now = this.now();
    const row = await this.rows.findByPk(key);
    if (!row || row.windowEndsAt.getTime() <= now.getTime()) return null;
    return { count: row.attempts, resetMs: row.windowEndsAt.getTime() - now.getTime() };
  }

  async release(key: string): Promise<void> {
    await this.rows.update({ attempts: literal('attempts - 1') }, { where: { counterKey: key, attempts: { [Op.gt]: 0 } } });
  }

  async reset(key: string): Promise<void> {
    await this.rows.destroy({ where: { counterKey: key } });
  }

  private async read(key: string, now: Date): Promise<CounterWindow> {
    const row = await this.rows.findByPk(key);
    if (!row) return { count: 1, resetMs: 0 };
    return { count: row.attempts, resetMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
  }
}
