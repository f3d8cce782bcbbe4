import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type BffConfig, loadConfig } from '../src/config.js';
import { PUBLIC_URL, SECRET, SESSION_KEY } from './constants.js';

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
// Every test file that imports these helpers removes the directories it made.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<BffConfig> = {}): BffConfig {
  const base = loadConfig({ SESSION_KEYS: SESSION_KEY, IDENTITY_TOKEN_SECRET: SECRET, LOG_LEVEL: 'silent' });
  return {
    ...base,
    // As behind one ingress: tests give each client its own address with X-Forwarded-For (nextAddress).
    trustedProxyHops: 1,
    publicUrl: PUBLIC_URL,
    staticDir: tempDir('bff-shell-'),
    remotesDir: tempDir('bff-remotes-'),
    ...overrides,
  };
}
