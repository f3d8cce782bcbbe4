// `npm run typecheck`: every TypeScript project, built with project references (`tsc -b` of the root tsconfig.json).
// Each project emits only declarations, into its own node_modules/.cache/tsc, so a project that imports a library
// checks its own files against the library's .d.ts instead of type-checking the library's sources once more: one
// program per workspace, two at a time, took about 150 s here (290 s of CPU); the referenced build about 57 s. Two
// `tsc -b` processes side by side were no faster: each parses @types/node, React and zod again, and one process
// keeps them. The build info beside the declarations makes a run on an unchanged tree take under a second.
//
// Before building, every workspace that has a tsconfig.json must be in the root's references, so a new workspace
// cannot go unchecked.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-deps.mjs';

const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const workspaces = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
);
const referenced = new Set(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).references.map((reference) => path.normalize(reference.path)),
);
const missing = workspaces.filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')) && !referenced.has(path.normalize(dir)));
if (missing.length > 0) {
  process.stderr.write(`tsconfig.json does not reference ${missing.join(', ')}: add them to its references, or they are never type-checked\n`);
  process.exit(1);
}

const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const started = Date.now();
const { status } = spawnSync(process.execPath, [tsc, '-b', 'tsconfig.json', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.stdout.write(`${status === 0 ? 'ok' : 'FAILED'}: ${referenced.size} projects (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
process.exit(status ?? 1);
