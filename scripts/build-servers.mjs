// Compiles the BFF and the three services (each service's all-in-one server, its web and its worker role), with the command-line tools production runs (migrations, the reporting
// rebuild, the outbox replay, the demo seeds), to plain JavaScript for `node` (docs/operations.md "Production builds"): one ES module
// bundle per entry in `<app>/dist/`, the workspace libraries (@rr/*, TypeScript sources) compiled in, every package
// from node_modules left to `node_modules` (native modules such as argon2 and sqlite3 among them), with source maps.
//
//   node scripts/build-servers.mjs            # all four apps
//   node scripts/build-servers.mjs bff        # one of them
//
// No tsx at run time: `node --enable-source-maps services/payouts/dist/server.js`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each app's entries (its folder's `src/…` → `dist/<name>.js`). */
export const SERVER_ENTRIES = {
  bff: { server: 'src/server.ts' },
  'services/identity': { server: 'src/server.ts', web: 'src/web.ts', worker: 'src/worker.ts', migrate: 'src/data-access/migrate.ts', seed: 'src/seed/seed.ts', 'outbox-replay': 'src/outbox-replay.ts' },
  'services/events': {
    server: 'src/server.ts',
    web: 'src/web.ts',
    worker: 'src/worker.ts',
    migrate: 'src/data-access/migrate.ts',
    seed: 'src/seed/seed.ts',
    'outbox-replay': 'src/outbox-replay.ts',
    // The upload sheet reader's worker thread, loaded by the web role's bundle from beside it.
    'read-file-worker': 'src/domain/imports/read-file-worker.ts',
  },
  'services/payouts': {
    server: 'src/server.ts',
    web: 'src/web.ts',
    worker: 'src/worker.ts',
    migrate: 'src/data-access/migrate.ts',
    seed: 'src/seed/seed.ts',
    'seed-activity': 'src/seed/seed-activity.ts',
    'reports-rebuild': 'src/reporting/rebuild.ts',
    'fake-provider': 'src/provider/fake-provider-main.ts',
    'outbox-replay': 'src/outbox-replay.ts',
    'ledger-reconcile': 'src/data-access/reconcile.ts',
  },
};

/** Bare imports: the workspace's own libraries are compiled in; any other package stays an import of node_modules. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rr/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(app) {
  const entries = SERVER_ENTRIES[app];
  if (!entries) throw new Error(`unknown app ${app}; one of ${Object.keys(SERVER_ENTRIES).join(', ')}`);
  const outdir = path.join(ROOT, app, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(app, source)])),
    outdir,
    bundle: true,
    // No shared chunks: each entry is one file, so `import.meta.url` is the file node was given.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    plugins: [packagesStayExternal],
    // A CommonJS package compiled in may still call require().
    banner: { js: "import { createRequire as __rrCreateRequire } from 'node:module'; const require = __rrCreateRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  return { app, entries: Object.keys(entries).length, kb: Math.round(bytes / 1024), ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const apps = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SERVER_ENTRIES);
  for (const app of apps) {
    const built = await buildServer(app);
    console.log(`${built.app}: ${built.entries} entr${built.entries === 1 ? 'y' : 'ies'}, ${built.kb} KB of JavaScript in ${built.ms} ms → ${built.app}/dist/`);
  }
}
