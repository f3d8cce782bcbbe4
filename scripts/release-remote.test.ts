// The pre-release check's second step (scripts/release-remote.mjs): a build the BFF would refuse at switch time fails
// the team's pipeline first, with the BFF's own words.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedProblems } from './release-remote.mjs';

const SHELL = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: '@rr/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];
const dir = mkdtempSync(join(tmpdir(), 'rr-release-check-'));
const shell = join(dir, 'shell.json');
writeFileSync(shell, JSON.stringify({ name: 'shell', shared: SHELL }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(name: string, shared: unknown[]): string {
  const out = mkdtempSync(join(dir, 'build-'));
  writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify({ name, shared }));
  return out;
}

describe('sharedProblems', () => {
  it('passes a build whose singletons fit the shell\'s', async () => {
    expect(await sharedProblems('mf-rider', build('mf_rider', SHELL), shell)).toEqual([]);
  });

  it('names a build on another React, and a build of another remote', async () => {
    const react18 = [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true }, SHELL[1]];
    expect(await sharedProblems('mf-rider', build('mf_rider', react18), shell)).toEqual([
      'react: the remote offers 18.3.1 and requires ^18.2.0, the shell provides 19.3.1 and requires ^19.0.0',
    ]);
    expect(await sharedProblems('mf-rider', build('mf_dealer', SHELL), shell)).toEqual(["the manifest is mf_dealer's, not mf_rider's"]);
  });
});
