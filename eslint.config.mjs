import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const REMOTES = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const APPS = ['shell', ...REMOTES, 'bff', 'services'];
const SERVICES = ['identity', 'events', 'payouts'];
/** Back-end packages by name: what the browser must never bundle. */
const BACKEND_PACKAGES = ['@rr/server-kit', '@rr/bff', ...SERVICES.map((s) => `@rr/${s}`)];
/** A package name and every subpath of it (`@rr/server-kit` and `@rr/server-kit/errors`). */
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);

/** The feature folders of each front-end app (`<app>/src/features/<feature>`), read from the tree so new ones are covered. */
const FEATURES = ['shell', ...REMOTES].flatMap((app) => {
  const dir = join(import.meta.dirname, app, 'src', 'features');
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return features.map((feature) => ({ app, feature, others: features.filter((other) => other !== feature) }));
});

// Import boundaries, one comment each.
const zones = [
  // A remote never imports another remote: each role app deploys on its own.
  ...REMOTES.map((target) => ({
    target: `./${target}`,
    from: REMOTES.filter((r) => r !== target).map((r) => `./${r}`),
    message: 'A remote never imports another remote; share through libs/.',
  })),
  // libs/ never imports an app or a service: libs are shared downwards only.
  { target: './libs', from: APPS.map((a) => `./${a}`), message: 'libs/ must not import an app or a service.' },
  // The shell only loads remotes at run time through the federation runtime, never by import.
  { target: './shell', from: REMOTES.map((r) => `./${r}`), message: 'The shell loads remotes at run time, never by import.' },
  // Services talk to each other only through the queue (outbox) or the BFF, never by import.
  ...['identity', 'events', 'payouts'].map((s) => ({
    target: `./services/${s}`,
    from: ['identity', 'events', 'payouts'].filter((o) => o !== s).map((o) => `./services/${o}`),
    message: 'A service never imports another service; use the outbox and queue.',
  })),
  // Front-end code never imports back-end code.
  { target: ['./shell', ...REMOTES.map((r) => `./${r}`)], from: ['./bff', './services', './libs/server-kit'], message: 'Front-end code must not import back-end code.' },
  // The BFF reaches services over HTTP only (proxy, internal endpoints), never by import: each deploys on its own and
  // enforces its own permissions. (bff/test/ starts the real services to test against them; that is a test harness.)
  { target: './bff/src', from: './services', message: 'The BFF calls services over HTTP, never by import.' },
  // A service's layers point one way: entry-points → domain → data-access. The domain tells the business story
  // without knowing HTTP or queues; data access knows neither the use-cases nor the routes that call them.
  ...SERVICES.flatMap((s) => [
    {
      target: `./services/${s}/src/domain`,
      from: `./services/${s}/src/entry-points`,
      message: 'domain/ never imports entry-points/ (layers: entry-points → domain → data-access).',
    },
    {
      target: `./services/${s}/src/data-access`,
      from: [`./services/${s}/src/domain`, `./services/${s}/src/entry-points`],
      message: 'data-access/ never imports domain/ or entry-points/ (layers: entry-points → domain → data-access).',
    },
  ]),
  // Inside an app, a feature uses another only through what it offers in its index.ts, so a feature can change its
  // insides without breaking its neighbours.
  ...FEATURES.filter(({ others }) => others.length > 0).map(({ app, feature, others }) => ({
    target: others.map((other) => `./${app}/src/features/${other}`),
    from: `./${app}/src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import the ${feature} feature through its index.ts ('features/${feature}'), not its internals.`,
  })),
];

// The same rules for imports by package name. One entry per group of files: a later entry for the same files would
// replace, not add to, the earlier one's list.
const packageBoundaries = [
  // A remote: no other remote, and no back-end package (server-kit, the BFF, a service) in the browser.
  ...REMOTES.map((r) => ({ files: [`${r}/**`], forbid: [...REMOTES.filter((o) => o !== r).map((o) => `@rr/${o}`), ...withSubpaths(BACKEND_PACKAGES)], browser: true })),
  // libs/: shared downwards only. libs/router is the one place that imports React Router.
  { files: ['libs/**'], ignores: ['libs/router/**'], forbid: ['@rr/shell', ...REMOTES.map((r) => `@rr/${r}`), '@rr/bff', ...SERVICES.map((s) => `@rr/${s}`)], browser: true },
  { files: ['libs/router/**'], forbid: ['@rr/*'] },
  // The shell: loads remotes at run time, and bundles no back-end package.
  { files: ['shell/**'], forbid: [...REMOTES.map((r) => `@rr/${r}`), ...withSubpaths(BACKEND_PACKAGES)], browser: true },
  // A service: never another service (outbox and queue), never the BFF.
  ...SERVICES.map((s) => ({ files: [`services/${s}/**`], forbid: withSubpaths(['@rr/bff', ...SERVICES.filter((o) => o !== s).map((o) => `@rr/${o}`)]) })),
  // The BFF's own code: services over HTTP only (bff/test/ starts them for real).
  { files: ['bff/src/**'], forbid: withSubpaths(SERVICES.map((s) => `@rr/${s}`)) },
];

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', 'e2e/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'libs/{ui,session,api-client}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...packageBoundaries.map(({ files, ignores, forbid, browser }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbid, message: 'Crosses an import boundary (see eslint.config.mjs).' },
            // Browser code routes through the shared façade: importing React Router itself would bundle a second,
            // unshared router (a context the shell's BrowserRouter does not reach) or the whole untreeshaken package.
            ...(browser ? [{ group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], message: 'Import routing from @rr/router (libs/router).' }] : []),
            // Likewise TanStack Query: its client and hooks come from the shared @rr/api-client.
            ...(browser && !files.includes('libs/**') ? [{ group: ['@tanstack/react-query'], message: 'Import TanStack Query from @rr/api-client.' }] : []),
          ],
        },
      ],
    },
  })),
);
