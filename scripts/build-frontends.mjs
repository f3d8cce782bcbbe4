// Builds the shell and the five remotes when a build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './ensure-deps.mjs';

export const FRONTENDS = ['shell', 'mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const SHARED_SOURCES = ['libs/ui/src', 'libs/i18n/src', 'libs/session/src', 'libs/api-client/src', 'libs/contracts/src', 'libs/router/src', 'libs/event-tools/src', 'libs/build'];
/** An app's own inputs besides src/: its config, its package.json (dependencies, sideEffects) and the shell's HTML page. */
const APP_INPUTS = ['src', 'rspack.config.mjs', 'package.json', 'index.html'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The file whose time says when an app was last built. */
const builtMarker = (app) => path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

export function staleFrontends() {
  const shared = Math.max(...SHARED_SOURCES.map((p) => newestMtime(path.join(ROOT, p))));
  return FRONTENDS.filter((app) => {
    const dir = path.join(ROOT, app);
    const built = builtMarker(app);
    if (!fs.existsSync(built)) return true;
    const sources = Math.max(shared, ...APP_INPUTS.map((input) => newestMtime(path.join(dir, input))));
    return sources > fs.statSync(built).mtimeMs;
  });
}

export function buildFrontends(apps = staleFrontends()) {
  if (apps.length === 0) return 0;
  console.log(`Building ${apps.join(', ')}…`);
  for (const app of apps) {
    const code = run('npm', ['run', 'build', '--silent', '-w', app]);
    if (code !== 0) return code;
    // rspack leaves a file it would write unchanged untouched (compareBeforeEmit), so the marker's time is set here:
    // otherwise an unchanged manifest would keep the app stale and rebuilt on every start.
    const now = new Date();
    fs.utimesSync(builtMarker(app), now, now);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildFrontends(process.argv.includes('--all') ? FRONTENDS : undefined));
