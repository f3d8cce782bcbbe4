import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const REMOTES = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const APPS = ['shell', ...REMOTES, 'bff', 'services'];
const SERVICES = ['identity', 'events', 'payouts'];
/** The libraries the browser bundles: everything in libs/ but the back end's kit and the build helpers. */
const BROWSER_LIBS = ['api-client', 'contracts', 'event-tools', 'i18n', 'router', 'session', 'ui'];
/** The apps that may use the event workbench. */
const EVENT_APPS = ['mf-promoter', 'mf-admin'];
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
  // Nor does a remote reach into the shell: it is mounted by whichever shell version is deployed, and gets what it
  // needs from the shell through the shared libs (session, router, api-client), never by import.
  { target: REMOTES.map((r) => `./${r}`), from: './shell', message: 'A remote never imports the shell; share through libs/.' },
  // What the browser bundles never pulls in the back end's kit (secrets, database, Node built-ins).
  { target: BROWSER_LIBS.map((l) => `./libs/${l}`), from: './libs/server-kit', message: 'A browser library must not import @rr/server-kit.' },
  // Services talk to each other only through the queue (outbox) or the BFF, never by import.
  ...['identity', 'events', 'payouts'].map((s) => ({
    target: `./services/${s}`,
    from: ['identity', 'events', 'payouts'].filter((o) => o !== s).map((o) => `./services/${o}`),
    message: 'A service never imports another service; use the outbox and queue.',
  })),
  // Front-end code never imports back-end code.
  { target: ['./shell', ...REMOTES.map((r) => `./${r}`)], from: ['./bff', './services', './libs/server-kit'], message: 'Front-end code must not import back-end code.' },
  // The BFF reaches services over HTTP only (proxy, internal endpoints), never by import: each deploys on its own and
  // enforces its own permissions. Its tests use fakes; the tests that start the real services behind it live in
  // their own workspace, integration/, which may import both.
  { target: './bff', from: './services', message: 'The BFF calls services over HTTP, never by import (tests against the real services belong in integration/).' },
  // A service's layers point one way: entry-points → domain → data-access. The domain tells the business story
  // without knowing HTTP or queues; data access knows neither the use-cases nor the routes that call them.
  ...SERVICES.flatMap((s) => [
    {
      target: `./services/${s}/src/domain`,
      from: `./services/${s}/src/entry-points`,
      message: 'domain/ never imports entry-points/ (layers: entry-points → domain → data-access).',
    },
    // The modules beside the layers that use data access (payouts' reports read model and its payment provider)
    // are above it too: the ledger hands its postings to the reports through a registered feed, not an import.
    {
      target: `./services/${s}/src/data-access`,
      from: [`./services/${s}/src/domain`, `./services/${s}/src/entry-points`, `./services/${s}/src/reporting`, `./services/${s}/src/provider`],
      message: 'data-access/ never imports domain/, entry-points/, reporting/ or provider/ (layers: entry-points → domain → data-access).',
    },
    // Demo data (seed/) sits beside the layers and may use the domain to build its records; the running service never
    // depends on it, so a production image could leave it out.
    {
      target: [`./services/${s}/src/domain`, `./services/${s}/src/data-access`, `./services/${s}/src/entry-points`],
      from: `./services/${s}/src/seed`,
      message: 'The layers never import seed/ (demo data uses the service, not the other way round).',
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
  // The event workbench (@rr/event-tools) is a feature package of the two apps that run events, promoters' and staff's.
  ...REMOTES.map((r) => ({
    files: [`${r}/**`],
    forbid: [
      ...REMOTES.filter((o) => o !== r).map((o) => `@rr/${o}`),
      ...withSubpaths(['@rr/shell', ...BACKEND_PACKAGES, ...(EVENT_APPS.includes(r) ? [] : ['@rr/event-tools'])]),
    ],
    browser: true,
  })),
  // libs/: shared downwards only, and the browser's libs never bundle the back end's kit. libs/router is the one
  // place that imports React Router.
  {
    files: BROWSER_LIBS.filter((l) => l !== 'router').map((l) => `libs/${l}/**`),
    ignores: ['libs/event-tools/**'],
    forbid: ['@rr/shell', ...REMOTES.map((r) => `@rr/${r}`), ...withSubpaths([...BACKEND_PACKAGES, '@rr/event-tools'])],
    browser: true,
  },
  {
    files: ['libs/event-tools/**'],
    forbid: ['@rr/shell', ...REMOTES.map((r) => `@rr/${r}`), ...withSubpaths(BACKEND_PACKAGES)],
    browser: true,
  },
  { files: ['libs/server-kit/**', 'libs/build/**'], forbid: ['@rr/shell', ...REMOTES.map((r) => `@rr/${r}`), '@rr/bff', ...SERVICES.map((s) => `@rr/${s}`)] },
  { files: ['libs/router/**'], forbid: ['@rr/*'] },
  // The shell: loads remotes at run time, and bundles no back-end package.
  { files: ['shell/**'], forbid: [...REMOTES.map((r) => `@rr/${r}`), ...withSubpaths([...BACKEND_PACKAGES, '@rr/event-tools'])], browser: true },
  // A service: never another service (outbox and queue), never the BFF.
  ...SERVICES.map((s) => ({ files: [`services/${s}/**`], forbid: withSubpaths(['@rr/bff', ...SERVICES.filter((o) => o !== s).map((o) => `@rr/${o}`)]) })),
  // The BFF, its tests included: services over HTTP only (integration/ starts them for real).
  { files: ['bff/**'], forbid: withSubpaths(SERVICES.map((s) => `@rr/${s}`)) },
];

/** Every workspace (package.json "workspaces", expanded): each declares what it imports. */
const WORKSPACES = ['libs', 'services'].flatMap((group) =>
  readdirSync(join(import.meta.dirname, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, group, entry.name, 'package.json')))
    .map((entry) => `${group}/${entry.name}`),
).concat(['bff', 'integration', 'shell', ...REMOTES, 'e2e', 'bench']);

/** Files that only run in tests, builds and tooling: they may use development dependencies. */
// read-file-worker.source.mjs loads the sheet reader through tsx only when a service runs from its sources.
const DEV_FILES = [
  '**/*.test.{ts,tsx,mjs}',
  '**/test/**',
  '**/testing/**',
  '**/*-testing.{ts,tsx}',
  '**/*.config.{ts,mjs,js}',
  '**/vitest.setup.ts',
  '**/read-file-worker.source.mjs',
  'e2e/**',
  'integration/**',
  'bench/**',
  'scripts/**',
  'security/**',
];

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', 'e2e/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // TypeScript's resolution: the back end writes `./x.js` for `./x.ts` (Node's ESM rule), which a plain node
    // resolver cannot find, and no-restricted-paths skips what it cannot resolve, so its layer rules would check
    // nothing. Package names resolve through each workspace's `exports` to the file behind them, so a zone also holds
    // for `@rr/x/y` imports. The node resolver stays for the plain .mjs scripts.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: 'tsconfig.json' }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Beside the layer rules above: identity's use-cases reach their data only through its repositories
  // (data-access/*-repository.ts, named in the domain's words), never through the models or raw SQL, so the business
  // story does not depend on Sequelize's API. The domain may still open a transaction and hand it to a repository.
  {
    files: ['services/identity/src/domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='models']", message: "Reach identity's data through a repository in data-access/, not the models." },
        {
          selector: "CallExpression[callee.property.name='query'][callee.object.property.name='sequelize']",
          message: "Put the SQL in a repository in identity's data-access/, not in a use-case.",
        },
      ],
    },
  },
  // Payouts' use-cases, its reports read model and its payment provider reach the money's tables only through
  // data-access/ (the journal's writer and the *-repository.ts modules, named in the domain's words), never through
  // the models or raw SQL: every lock and statement order of the ledger lives in one place. They may still open a
  // transaction and hand it to a repository. Tests set their fixtures up as they need.
  {
    files: ['services/payouts/src/{domain,reporting,provider}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='models']", message: "Reach payouts' data through a repository in data-access/, not the models." },
        {
          selector: "CallExpression[callee.property.name='query'][callee.object.property.name='sequelize']",
          message: "Put the SQL in a repository in payouts' data-access/, not in a use-case.",
        },
      ],
    },
  },
  // The same for the events service's use-cases: their data through data-access/*-repository.ts, never the models or
  // raw SQL.
  {
    files: ['services/events/src/domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='models']", message: "Reach the events data through a repository in data-access/, not the models." },
        {
          selector: "CallExpression[callee.property.name='query'][callee.object.property.name='sequelize']",
          message: "Put the SQL in a repository in the events service's data-access/, not in a use-case.",
        },
      ],
    },
  },
  {
    // Every browser package, the shared event workbench included: a hook called conditionally breaks at run time.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', `libs/{${BROWSER_LIBS.join(',')}}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // A workspace imports only what its package.json declares (or the root's tooling): an undeclared package works
  // here by hoisting and breaks the day the workspace is installed or built on its own (one image per app).
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [join(import.meta.dirname, workspace), import.meta.dirname], devDependencies: DEV_FILES, includeTypes: true },
      ],
    },
  })),
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
            ...(browser && !files.some((f) => f.startsWith('libs/')) ? [{ group: ['@tanstack/react-query'], message: 'Import TanStack Query from @rr/api-client.' }] : []),
          ],
          // The shell starts with @rr/contracts/routes provided at once and the package's main entry (the schemas)
          // shared lazily: apiPath from the main entry put every schema into the public pages' first load, and in the
          // shell's boot code it stopped the page (the federation runtime cannot hand a lazy module synchronously).
          ...(browser
            ? { paths: [{ name: '@rr/contracts', importNames: ['apiPath', 'isApiPath'], message: 'Import apiPath and isApiPath from @rr/contracts/routes, which every first load has already.' }] }
            : {}),
        },
      ],
    },
  })),
  // Browser code takes every `/api` path from `apiPath()` (@rr/contracts), whose template the compiler checks against
  // the route registry: a path spelled out in a string or a template literal is not checked, so a route renamed on
  // the server would leave it calling the old one. The registry itself and tests may spell paths, and so may the
  // operation catalog (OpenAPI templates, server and documentation code only, held to the registry by its drift test).
  // (esquery's regular expressions cannot hold a slash, hence `\u002F`.)
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', `libs/{${BROWSER_LIBS.join(',')}}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/*-testing.{ts,tsx}', 'libs/contracts/src/routes/**', 'libs/contracts/src/operations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\u002Fapi\\u002F/]:not(CallExpression[callee.name="apiPath"] > Literal)', 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]'].map((selector) => ({
          selector,
          message: 'Build /api paths with apiPath() from @rr/contracts, which checks them against the route registry.',
        })),
      ],
    },
  },
);
