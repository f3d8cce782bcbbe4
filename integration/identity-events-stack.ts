import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessQueue, createLogger, createTestDatabase, type Logger, type RunningService, type TestDatabase } from '@rr/server-kit';
import { startEvents } from '../services/events/src/main.js';
import { startIdentity } from '../services/identity/src/main.js';
import { createBff } from '../bff/src/app.js';
import { SECRET, deadUrl, listen, testConfig } from '../bff/test/helpers.js';

/** Who logs: each service and the BFF. */
export type StackPart = 'identity' | 'events' | 'bff';

/**
 * Real identity and events services (throw-away databases, demo seed) behind a BFF, payouts unreachable: for the
 * tests that follow one request through the stack. `loggerOf` gives each part its logger (silent unless given).
 */
export async function startIdentityAndEvents(label: string, loggerOf: (part: StackPart) => Logger = (part) => createLogger(part, 'silent')) {
  const scratch = mkdtempSync(join(tmpdir(), `rr-${label}-`));
  const queue = new InProcessQueue({ logger: createLogger('queue', 'silent') });
  const databases: TestDatabase[] = [];
  const services: RunningService[] = [];
  const started: Record<string, string> = {};
  for (const [name, start] of [['identity', startIdentity], ['events', startEvents]] as const) {
    const database = await createTestDatabase(`${label}_${name}`);
    databases.push(database);
    const env = { ...process.env, [`DATABASE_URL_${name.toUpperCase()}`]: database.url, IDENTITY_TOKEN_SECRET: SECRET, SMTP_URL: '', MAIL_DIR: join(scratch, 'mail') };
    const service = await start({ queue, seed: true, port: 0, env, logger: loggerOf(name) });
    services.push(service);
    started[name] = `http://127.0.0.1:${service.port}`;
  }
  const bff = createBff(testConfig({ upstreams: { identity: started.identity!, events: started.events!, payouts: await deadUrl() } }), { logger: loggerOf('bff') });
  const server = await listen(bff);
  return {
    url: server.url,
    async close() {
      await server.close();
      await bff.dispose();
      await queue.close();
      for (const service of services.reverse()) await service.close();
      for (const database of databases) await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
