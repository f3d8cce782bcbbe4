import type { Migration } from '@rr/server-kit';

/**
 * The journal is append-only, and the database says so: a trigger refuses every UPDATE and DELETE of a journal
 * transaction or a posting, whoever sends it (a bug, a hand-typed fix, a script). A correction is a new transaction.
 * MariaDB/MySQL with binary logging need the migrating user to hold TRIGGER (and SUPER, or
 * log_bin_trust_function_creators=1); docs/operations.md says so.
 */
const TABLES = ['journal_transactions', 'postings'] as const;
const ACTIONS = ['UPDATE', 'DELETE'] as const;
const name = (table: string, action: string) => `${table}_append_only_${action.toLowerCase()}`;

export const appendOnlyJournalMigration: Migration = {
  name: '0014-append-only-journal',
  async up({ context: { queryInterface } }) {
    const sequelize = queryInterface.sequelize;
    const sqlite = sequelize.getDialect() === 'sqlite';
    for (const table of TABLES) {
      for (const action of ACTIONS) {
        const message = `${table} is append-only: ${action} refused`;
        await sequelize.query(
          sqlite
            ? `CREATE TRIGGER ${name(table, action)} BEFORE ${action} ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`
            : `CREATE TRIGGER ${name(table, action)} BEFORE ${action} ON ${table} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${message}'`,
        );
      }
    }
  },
  async down({ context: { queryInterface } }) {
    for (const table of TABLES) for (const action of ACTIONS) await queryInterface.sequelize.query(`DROP TRIGGER IF EXISTS ${name(table, action)}`);
  },
};
