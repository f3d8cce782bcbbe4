import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';

const REMOTES = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const APPS = ['shell', ...REMOTES, 'bff', 'services'];

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
];

// The same rules for imports by package name.
const packageBoundaries = [
  ...REMOTES.map((r) => ({ files: [`${r}/**`], forbid: REMOTES.filter((o) => o !== r).map((o) => `@rr/${o}`) })),
  { files: ['libs/**'], forbid: ['@rr/shell', ...REMOTES.map((r) => `@rr/${r}`), '@rr/bff', '@rr/identity', '@rr/events', '@rr/payouts'] },
  { files: ['shell/**'], forbid: REMOTES.map((r) => `@rr/${r}`) },
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
  ...packageBoundaries.map(({ files, forbid }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbid, message: 'Crosses an import boundary (see eslint.config.mjs).' }] }] },
  })),
);
