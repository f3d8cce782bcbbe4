import type { Migration } from '@rr/server-kit';

/**
 * An index the finder's free-text search can use (a search by `INSTR(LOWER(...))` read every event): words of the
 * title, venue and city. MariaDB: a FULLTEXT index. SQLite: an FTS5 table over `events` (external content, keyed by
 * the table's rowid, accents folded), kept in step by triggers and filled here from the events that exist.
 */
export const eventsSearchMigration: Migration = {
  name: '0008-events-search',
  async up({ context: { queryInterface } }) {
    const sql = queryInterface.sequelize;
    if (sql.getDialect() === 'sqlite') {
      await sql.query(
        "CREATE VIRTUAL TABLE events_fts USING fts5(title, venue, city, content='events', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')",
      );
      await sql.query(
        'CREATE TRIGGER events_fts_insert AFTER INSERT ON events BEGIN INSERT INTO events_fts(rowid, title, venue, city) VALUES (new.rowid, new.title, new.venue, new.city); END',
      );
      await sql.query(
        "CREATE TRIGGER events_fts_delete AFTER DELETE ON events BEGIN INSERT INTO events_fts(events_fts, rowid, title, venue, city) VALUES ('delete', old.rowid, old.title, old.venue, old.city); END",
      );
      await sql.query(
        "CREATE TRIGGER events_fts_update AFTER UPDATE OF title, venue, city ON events BEGIN INSERT INTO events_fts(events_fts, rowid, title, venue, city) VALUES ('delete', old.rowid, old.title, old.venue, old.city); INSERT INTO events_fts(rowid, title, venue, city) VALUES (new.rowid, new.title, new.venue, new.city); END",
      );
      await sql.query("INSERT INTO events_fts(events_fts) VALUES ('rebuild')");
    } else {
      await sql.query('ALTER TABLE events ADD FULLTEXT INDEX events_fulltext (title, venue, city)');
    }
  },
  async down({ context: { queryInterface } }) {
    const sql = queryInterface.sequelize;
    if (sql.getDialect() === 'sqlite') {
      for (const trigger of ['events_fts_insert', 'events_fts_delete', 'events_fts_update']) await sql.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      await sql.query('DROP TABLE IF EXISTS events_fts');
    } else {
      await sql.query('ALTER TABLE events DROP INDEX events_fulltext');
    }
  },
};
