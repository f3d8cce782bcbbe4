// Runs the identity service as its own process in the all-in-one role (API, consumers, jobs, outbox relay; web.ts and
// worker.ts split them); SIGTERM/SIGINT close it gracefully.
import { runUntilSignal } from '@rr/server-kit';
import { startIdentity } from './main.js';

await runUntilSignal('identity', () => startIdentity());
