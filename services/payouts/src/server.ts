// Runs the payouts service as its own process; SIGTERM/SIGINT close it gracefully.
import { runUntilSignal } from '@rr/server-kit';
import { startPayouts } from './main.js';

await runUntilSignal('payouts', () => startPayouts());
