// Runs the identity service's queue consumers, scheduled jobs and outbox relay as their own process (role worker), with
// /healthz, /readyz and /metrics on IDENTITY_METRICS_PORT and no API; needs REDIS_URL. SIGTERM: no new jobs, active
// ones finish (docs/operations.md "Workers and scaling").
import { runUntilSignal } from '@rr/server-kit';
import { startIdentity } from './main.js';

await runUntilSignal('identity', () => startIdentity({ role: 'worker' }));
