import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize';
import { createSequelize, ensureDatabase } from './db.js';
import { signIdentity, type Identity } from './identity-token.js';

/** Spans kept in memory, for tests that pass it to `startTracing({ exporter })` (the SDK server-kit itself runs). */
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** Secret used by API tests to sign identity tokens. */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-test-identity-secret';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throw-away database for one test file: a SQLite file by default, or, when TEST_MYSQL_URL is set
 * (e.g. `mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock`), a fresh MariaDB/MySQL database.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  // The MariaDB + Redis pass runs only vitest's `db` project (scripts/test-projects.mjs reads which files belong there):
  // a database test found in another project would never run on MariaDB, so it fails here instead.
  const project = process.env.RR_TEST_PROJECT;
  if (project && project !== 'db') throw new Error(`createTestDatabase('${label}') in vitest project '${project}': this test touches a database, so it belongs to the 'db' project (scripts/test-projects.mjs)`);
  const suffix = randomBytes(4).toString('hex');
  const base = process.env.TEST_MYSQL_URL;
  if (base) {
    const parsed = new URL(base);
    const name = `rrt_${label.replace(/[^a-z0-9]/gi, '_')}_${suffix}`;
    parsed.pathname = `/${name}`;
    const url = parsed.toString();
    await ensureDatabase(url);
    return {
      url,
      async drop() {
        parsed.pathname = '/mysql';
        const server = createSequelize(parsed.toString());
        try {
          await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
        } finally {
          await server.close();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rr-${label}-`));
  return {
    url: `sqlite:${path.join(dir, `${label}.sqlite`)}`,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Header pair for supertest: `.set(...await identityHeader({ sub: 'r1', typ: 'rider' }))`. */
export async function identityHeader(identity: Identity, secret = TEST_IDENTITY_SECRET): Promise<[string, string]> {
  return ['x-rr-identity', await signIdentity(identity, secret)];
}

export type { Sequelize };

/**
 * The value of one series in a Prometheus scrape (`name{…}` whose labels contain `labels`, as written there), or
 * undefined when no such series is there (tests of the metrics).
 */
export function metricValue(scrape: string, name: string, labels: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}
