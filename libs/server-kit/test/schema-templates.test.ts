import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from '../src/db.js';
import { TEMPLATES_ENV, migrateUp, type Migration } from '../src/migrations.js';
import { removeSchemaTemplates } from '../src/schema-templates.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

// A test file's database as a copy of a schema migrated once per run: the copy must be the migrated schema itself
// (tables, keys, indexes, the rows migrations write, triggers, full-text search), and only an empty database gets one.

const MIGRATIONS: Migration[] = [
  {
    name: '0001-parents-and-children',
    async up({ context: { queryInterface } }) {
      await queryInterface.createTable('parents', {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      });
      await queryInterface.createTable('children', {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        parent_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'parents', key: 'id' }, onDelete: 'CASCADE' },
        title: { type: DataTypes.STRING(200), allowNull: false },
      });
      await queryInterface.addIndex('children', ['parent_id', 'title'], { name: 'children_parent_title' });
      await queryInterface.bulkInsert('parents', [{ name: 'seeded by a migration' }]);
    },
    async down({ context: { queryInterface } }) {
      await queryInterface.dropTable('children');
      await queryInterface.dropTable('parents');
    },
  },
  {
    name: '0002-append-only-children-and-search',
    async up({ context: { sequelize } }) {
      if (sequelize.getDialect() === 'sqlite') {
        await sequelize.query("CREATE TRIGGER children_append_only BEFORE DELETE ON children BEGIN SELECT RAISE(ABORT, 'children are append-only'); END");
        await sequelize.query("CREATE VIRTUAL TABLE children_fts USING fts5(title, content='children', content_rowid='id')");
      } else {
        await sequelize.query("CREATE TRIGGER children_append_only BEFORE DELETE ON children FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'children are append-only'");
        await sequelize.query('ALTER TABLE children ADD FULLTEXT INDEX children_fulltext (title)');
      }
    },
    async down() {},
  },
];

/** Everything a migration leaves: each object's definition and each table's rows. */
async function dump(sequelize: Sequelize): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (sequelize.getDialect() === 'sqlite') {
    const [objects] = (await sequelize.query("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")) as [{ type: string; name: string; sql: string | null }[], unknown];
    for (const object of objects) {
      out[`${object.type} ${object.name}`] = object.sql;
      if (object.type === 'table' && !object.name.startsWith('children_fts')) out[`rows ${object.name}`] = (await sequelize.query(`SELECT * FROM "${object.name}"`))[0];
    }
    return out;
  }
  const [tables] = (await sequelize.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME')) as [{ name: string }[], unknown];
  for (const { name } of tables) {
    const [[shown]] = (await sequelize.query(`SHOW CREATE TABLE \`${name}\``)) as [Record<string, string>[], unknown];
    out[`table ${name}`] = shown!['Create Table'];
    out[`rows ${name}`] = (await sequelize.query(`SELECT * FROM \`${name}\``))[0];
  }
  const [triggers] = (await sequelize.query('SELECT TRIGGER_NAME AS name, ACTION_STATEMENT AS body, EVENT_OBJECT_TABLE AS on_table FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY TRIGGER_NAME')) as [
    { name: string }[],
    unknown,
  ];
  for (const trigger of triggers) out[`trigger ${trigger.name}`] = trigger;
  return out;
}

describe('schema templates (tests: a fresh database is a copy of a schema migrated once per run)', () => {
  const previous = process.env[TEMPLATES_ENV];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-schemas-test-'));
  const opened: { db: TestDatabase; sequelize: Sequelize }[] = [];
  let migrated: Record<string, unknown>;

  async function fresh(): Promise<Sequelize> {
    const db = await createTestDatabase('templates');
    const sequelize = createSequelize(db.url);
    opened.push({ db, sequelize });
    return sequelize;
  }

  beforeAll(async () => {
    // The reference: the same migrations run one by one, without templates.
    delete process.env[TEMPLATES_ENV];
    const reference = await fresh();
    expect(await migrateUp(reference, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.name));
    migrated = await dump(reference);
    process.env[TEMPLATES_ENV] = folder;
  });

  afterAll(async () => {
    for (const { db, sequelize } of opened) {
      await sequelize.close();
      await db.drop();
    }
    await removeSchemaTemplates(folder, process.env.TEST_MYSQL_URL);
    if (previous === undefined) delete process.env[TEMPLATES_ENV];
    else process.env[TEMPLATES_ENV] = previous;
  });

  it('gives the first and every later empty database the migrated schema, its rows and its triggers, and says every migration applied', async () => {
    for (let copy = 0; copy < 2; copy++) {
      const sequelize = await fresh();
      expect(await migrateUp(sequelize, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await dump(sequelize)).toEqual(migrated);
      expect(await migrateUp(sequelize, MIGRATIONS), 'nothing is left pending').toEqual([]);
      // The copy behaves as the migrated schema: keys, the trigger, search.
      const [[parent]] = (await sequelize.query("SELECT id FROM parents WHERE name = 'seeded by a migration'")) as [{ id: number }[], unknown];
      await sequelize.query('INSERT INTO children (parent_id, title) VALUES (?, ?)', { replacements: [parent!.id, 'Round one at Glen Helen'] });
      await expect(sequelize.query('INSERT INTO children (parent_id, title) VALUES (?, ?)', { replacements: [9_999, 'nobody’s'] })).rejects.toThrow();
      await expect(sequelize.query('DELETE FROM children'), 'the append-only trigger refuses').rejects.toThrow();
      expect((await sequelize.query('SELECT COUNT(*) AS n FROM children'))[0]).toEqual([{ n: 1 }]);
      if (sequelize.getDialect() === 'sqlite') {
        await sequelize.query("INSERT INTO children_fts(children_fts) VALUES ('rebuild')");
        const [found] = await sequelize.query("SELECT rowid FROM children_fts WHERE children_fts MATCH 'helen'");
        expect(found).toHaveLength(1);
      } else {
        const [found] = await sequelize.query("SELECT id FROM children WHERE MATCH (title) AGAINST ('helen' IN BOOLEAN MODE)");
        expect(found).toHaveLength(1);
      }
    }
  });

  // Test files in parallel workers open their databases at the same moment; each must get its copy. A template kept in
  // WAL mode refused some of 24 at once with "database is locked" (each reader rebuilds the WAL index under an
  // exclusive lock).
  it.skipIf(Boolean(process.env.TEST_MYSQL_URL))('gives 24 databases opened at once each their copy, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const databases = await Promise.all(Array.from({ length: 24 }, () => fresh()));
      const results = await Promise.allSettled(databases.map((sequelize) => migrateUp(sequelize, MIGRATIONS)));
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      for (const sequelize of databases.slice(0, 3)) expect(await dump(sequelize)).toEqual(migrated);
    }
  });

  it('migrates a database that already holds tables for real (only the pending migrations)', async () => {
    const sequelize = await fresh();
    expect(await migrateUp(sequelize, MIGRATIONS.slice(0, 1))).toEqual(['0001-parents-and-children']);
    await sequelize.query("INSERT INTO parents (name) VALUES ('written before the second migration')");
    expect(await migrateUp(sequelize, MIGRATIONS)).toEqual(['0002-append-only-children-and-search']);
    const [rows] = await sequelize.query('SELECT name FROM parents ORDER BY id');
    expect(rows).toEqual([{ name: 'seeded by a migration' }, { name: 'written before the second migration' }]);
  });
});
