import { defineConfig } from 'vitest/config';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types
import { testProjects } from './scripts/test-projects.mjs';

const { db, ui, node } = testProjects() as Record<'db' | 'ui' | 'node', string[]>;

/**
 * One vitest run for every workspace's unit and API tests, in three projects (scripts/test-projects.mjs decides which
 * file goes where, from what it imports): `db` (a database, Redis or a running service: the only project CI runs again
 * on MariaDB + Redis), `ui` (the browser's code; a file that needs a DOM asks for happy-dom) and `node` (everything
 * else). e2e/ is Playwright's.
 * `RR_TEST_PROJECT` lets a database helper refuse to run outside `db`.
 */
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Files share the modules they import within a worker: importing React, the UI kit, contracts, icons and the
    // service graphs again for every file was most of the run (docs/testing.md has the figures). Each file still opens
    // its own database, app and rendering container, and cleans up after itself.
    isolate: false,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'db', include: db, env: { RR_TEST_PROJECT: 'db' }, globalSetup: ['scripts/vitest-db-setup.ts'] } },
      { extends: true, test: { name: 'ui', include: ui, env: { RR_TEST_PROJECT: 'ui' }, setupFiles: ['scripts/vitest-ui-setup.ts'] } },
      // The node project's files stay apart: it is cheap to import, and one of its BFF tests failed in a worker shared
      // with the other projects' files (the proxy answered 404 where its services were down; not reproduced alone).
      { extends: true, test: { name: 'node', include: node, env: { RR_TEST_PROJECT: 'node' }, isolate: true } },
    ],
  },
});
