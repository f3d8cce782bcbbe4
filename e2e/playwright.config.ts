import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's chromium (never a downloaded browser): its headless shell where installed (Debian's
// chromium-headless-shell, which CI installs), the full browser otherwise. The shell is Chromium without the desktop
// browser around the page: the same Blink, V8 and layout, about an eighth less time over these tests on two cores.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
// Against E2E_BASE_URL when given (CI's production-like stack), else against `npm start` on port 8080 (started here if
// not running).
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8080';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // No retries, in CI either: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Locally a failure keeps its trace. CI records none: recording every test's trace (with its screencast) cost about
    // an eighth of the e2e time on two cores, and nobody can open a trace left in CI's throw-away clone; its failures
    // are read from the printed error and the page's text.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : // No map tiles from the internet in tests: the maps show their pins on a plain background.
      { command: 'node ../scripts/start.mjs', url: `${baseURL}/readyz`, reuseExistingServer: true, timeout: 300_000, cwd: '..', env: { MAP_TILE_URL: 'off' } },
});
