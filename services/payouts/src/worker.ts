// Runs the payouts service's queue consumers, scheduled jobs and outbox relay as their own process (role worker), with
// /healthz, /readyz and /metrics on PAYOUTS_METRICS_PORT and no API; needs REDIS_URL. SIGTERM: no new jobs, active
// ones finish (docs/operations.md "Workers and scaling").
import { runUntilSignal } from '@rr/server-kit';
import { startPayouts } from './main.js';

await runUntilSignal('payouts', () => startPayouts({ role: 'worker' }));
