// Runs the identity service as its own process; SIGTERM/SIGINT close it gracefully.
import { runUntilSignal } from '@rr/server-kit';
import { startIdentity } from './main.js';

await runUntilSignal('identity', () => startIdentity());
