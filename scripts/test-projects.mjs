// Which vitest project each test file belongs to (vitest.config.ts): `db` — it touches a database, Redis or a running
// service (directly, or through a helper it imports), so it runs on SQLite with the in-process queue and again on
// MariaDB + Redis; `ui` — the browser's code (the shell, the remotes and the browser libraries; a file that needs a
// DOM says `@vitest-environment happy-dom`, the others render to static markup); `node` — everything else (contracts,
// formatters, pure modules). `ui` and `node` mean the same on either database and run once. Read from the files themselves, so a new database
// test cannot be left out of the MariaDB pass by forgetting a tag; and `createTestDatabase` refuses to run outside the
// `db` project (libs/server-kit/src/testing.ts), which catches anything this reading misses.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'e2e', '.git', 'var', 'test-results']);
/** What a file that needs a database, Redis or a service says. */
const MARKERS = /\b(createTestDatabase|TEST_MYSQL_URL|REDIS_URL|startTestService|startStack|migrateUp|openPayoutsDatabase|openEventsDatabase|openIdentityDatabase)\b/;
const IMPORT = /(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function testFiles(dir = ROOT, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, found);
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The file a relative import names (`.js` written for a `.ts` source, or no extension). */
function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

const touches = new Map();
/**
 * Whether a file, or a test helper it imports (files of test folders and `*-helpers`, `*fixture*`, `stack`, `testing`
 * modules, followed to any depth), needs a database, Redis or a service. Production sources are not followed: a test
 * that only imports a domain module is a unit test of it.
 */
function needsDatabase(file, seen = new Set()) {
  if (touches.has(file)) return touches.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  let answer = MARKERS.test(text);
  if (!answer) {
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target) continue;
      const helper = /[\\/]test[\\/]|[\\/]testing[\\/.]|helpers?\.tsx?$|fixtures?\.tsx?$|stack\.tsx?$/.test(target);
      if (helper && needsDatabase(target, seen)) {
        answer = true;
        break;
      }
    }
  }
  touches.set(file, answer);
  return answer;
}

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Test files by project, paths relative to the repository's root. */
export function testProjects() {
  const projects = { db: [], ui: [], node: [] };
  for (const file of testFiles()) {
    const name = relative(file);
    if (needsDatabase(file)) projects.db.push(name);
    else if (name.endsWith('.tsx') || /^(shell|mf-[a-z]+)\//.test(name) || /^libs\/(ui|event-tools|api-client|session|router)\//.test(name)) projects.ui.push(name);
    else projects.node.push(name);
  }
  for (const list of Object.values(projects)) list.sort();
  return projects;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const projects = testProjects();
  for (const [name, files] of Object.entries(projects)) console.log(`${name}: ${files.length} files`);
  if (process.argv.includes('--list')) console.log(JSON.stringify(projects, null, 2));
}
