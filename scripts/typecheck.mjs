// `npm run typecheck`: `tsc -p` of every workspace that has a typecheck script, two at a time (tsc is single-threaded;
// one after another took about 4 minutes of CI on two cores). Prints each failing workspace's errors; exits 1 if any.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './ensure-deps.mjs';

const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const workspaces = rootPackage.workspaces
  .flatMap((pattern) => (pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern]))
  .filter((dir) => {
    const file = path.join(ROOT, dir, 'package.json');
    return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.typecheck;
  });

const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const check = (dir) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: path.join(ROOT, dir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ dir, ok: code === 0, output, ms: Date.now() - started }));
  });

const queue = [...workspaces];
const results = [];
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (queue.length > 0) {
      const result = await check(queue.shift());
      process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} ${result.dir} (${(result.ms / 1000).toFixed(1)} s)\n`);
      results.push(result);
    }
  }),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) process.stdout.write(`\n── ${result.dir}\n${result.output}`);
process.exit(failed.length > 0 ? 1 : 0);
