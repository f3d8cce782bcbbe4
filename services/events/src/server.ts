// Runs the events service as its own process; SIGTERM/SIGINT close it gracefully.
import { startEvents } from './main.js';

const service = await startEvents({ seed: false });
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`events: ${signal}, shutting down\n`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await service.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
