// Runs the identity service's HTTP API as its own process (role web: no consumers, jobs or outbox relay; those run in
// worker.ts). SIGTERM: readiness 503, SHUTDOWN_DRAIN_SECONDS of serving, then in-flight requests finish (docs/operations.md "Workers and scaling").
import { runUntilSignal } from '@rr/server-kit';
import { startIdentity } from './main.js';

await runUntilSignal('identity', () => startIdentity({ role: 'web' }));
