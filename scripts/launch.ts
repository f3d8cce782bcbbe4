// Embedded launcher: the three services and the BFF in one Node process, sharing the in-process
// queue, each on its own port exactly as in production. Migrates and seeds (once) on start.
import { InProcessQueue, createLogger, startTracing } from '@rr/server-kit';
import { startIdentity } from '../services/identity/src/main.js';
import { startEvents } from '../services/events/src/main.js';
import { startPayouts } from '../services/payouts/src/main.js';
import { startBff } from '../bff/src/main.js';
import { settleEmbeddedSite } from './embedded-site.js';

// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; then one installation for the process, named for the whole programme
// (each app started below joins it), shut down last so every app's spans are sent.
const tracing = startTracing('race-rewards', { edge: true });
const logger = createLogger('launcher');
// Held until every service has subscribed, so no message reaches only the consumers that started first.
const queue = new InProcessQueue({ logger, held: true });

// One address for the whole instance: the services mail links to where the BFF listens (PUBLIC_URL unless set).
await settleEmbeddedSite(process.env);

const services = [
  await startIdentity({ queue, seed: true }),
  await startEvents({ queue, seed: true }),
  await startPayouts({ queue, seed: true }),
];
// The BFF hears identity's `user.changed` on the same queue (it keeps the users of sessions until one changes).
const bff = await startBff(undefined, { queue });
queue.open();

const url = `http://localhost:${bff.port}`;
process.stdout.write(`
  Race Rewards is running at ${url}

  Demo logins (password: Password1)
    admin@example.com      programme staff  → ${url}/auth/admin
    rider@example.com      rider            → ${url}/auth/rider
    dealer@example.com     dealer           → ${url}/auth/dealer
    promoter@example.com   promoter         → ${url}/auth/promoter

  Data: var/db/*.sqlite (delete var/ to start over). Stop with Ctrl+C.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await bff.close();
  for (const service of services.reverse()) await service.close();
  await queue.close();
  await tracing.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
