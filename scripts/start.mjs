// `npm start`: install if needed, build what is stale, then run the whole app with the embedded
// defaults (SQLite files under var/, in-process queue, signed-cookie sessions) in one process.
import { spawn } from 'node:child_process';
import { ensureDependencies, ROOT } from './ensure-deps.mjs';

ensureDependencies();
const { buildFrontends } = await import('./build-frontends.mjs');
const code = buildFrontends();
if (code !== 0) process.exit(code);

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
