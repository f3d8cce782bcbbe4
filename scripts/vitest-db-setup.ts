// vitest's `db` project, once per run: a folder for this run's schema templates (libs/server-kit/src/schema-templates.ts),
// so each test file's fresh database is a copy of a schema migrated once, and the templates are gone afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES_ENV, removeSchemaTemplates } from '@rr/server-kit';

export default function setup() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-schemas-'));
  process.env[TEMPLATES_ENV] = folder;
  return () => removeSchemaTemplates(folder, process.env.TEST_MYSQL_URL);
}
