// Runs the events service as its own process; SIGTERM/SIGINT close it gracefully.
import { runUntilSignal } from '@rr/server-kit';
import { startEvents } from './main.js';

await runUntilSignal('events', () => startEvents({ seed: false }));
