// Releasing one remote (docs/operations.md "Releasing one remote"): each role app has its own image name, and a
// team's release is a change to its own release file in an overlay. Rendered before and after, the change reaches
// exactly that remote's Deployment (its image) or, for a new origin, exactly its entry in the BFF's remotes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, parseManifests, renderOverlay } from '../scripts/k8s-validate.mjs';
import { container, rendered, type Obj } from './rendered-testing.js';

const REMOTES = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const OVERLAYS = ['production', 'staging'];

/** A scratch copy of k8s/ whose one release file `change` edits, rendered. */
const scratch: string[] = [];
function renderWith(overlay: string, remote: string, change: (text: string) => string): Obj[] {
  const root = mkdtempSync(path.join(tmpdir(), 'rr-k8s-release-'));
  scratch.push(root);
  cpSync(path.join(REPO_ROOT, 'k8s'), path.join(root, 'k8s'), { recursive: true });
  const file = path.join(root, 'k8s/overlays', overlay, 'releases', remote, 'kustomization.yaml');
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  return parseManifests(renderOverlay(path.join(root, 'k8s/overlays', overlay)));
}
afterAll(() => {
  for (const root of scratch) rmSync(root, { recursive: true, force: true });
});

const key = (o: Obj) => `${o.kind}/${o.metadata.name}`;
/** The objects that differ between two renders, by kind/name (an added or removed one counts). */
function changed(before: Obj[], after: Obj[]): string[] {
  const was = new Map(before.map((o) => [key(o), JSON.stringify(o)]));
  const now = new Map(after.map((o) => [key(o), JSON.stringify(o)]));
  return [...new Set([...was.keys(), ...now.keys()])].filter((k) => was.get(k) !== now.get(k)).sort();
}

describe('one image per remote', () => {
  for (const overlay of OVERLAYS) {
    it(`${overlay}: five remote Deployments run five distinct image names, each its own`, () => {
      const images = REMOTES.map((remote) => container(rendered.get(overlay)!, remote).image as string);
      expect(images).toEqual(REMOTES.map((remote) => `registry.example.com/race-rewards/${remote}:0.1.0`));
      expect(new Set(images.map((image) => image.split(':')[0])).size).toBe(REMOTES.length);
    });
  }
});

describe('a release is one team\'s file', () => {
  for (const remote of REMOTES) {
    it(`a new ${remote} tag in production changes its Deployment's image and nothing else`, () => {
      const before = rendered.get('production')!;
      const after = renderWith('production', remote, (text) => text.replace('newTag: 0.1.0', 'newTag: 1.4.1'));
      expect(changed(before, after)).toEqual([`Deployment/${remote}`]);
      const was = structuredClone(before.find((o) => key(o) === `Deployment/${remote}`)!);
      was.spec.template.spec.containers[0].image = `registry.example.com/race-rewards/${remote}:1.4.1`;
      expect(after.find((o) => key(o) === `Deployment/${remote}`)).toEqual(was);
    });
  }

  it('a new origin for one remote changes its entry in the BFF\'s remotes and nothing else; reverting it renders the same as before', () => {
    const before = rendered.get('staging')!;
    const url = 'https://mf-rider-v141.staging.racerewards.example.com/mf-manifest.json';
    const withOrigin = (text: string) =>
      `${text}patches:\n  - patch: |-\n      apiVersion: v1\n      kind: ConfigMap\n      metadata:\n        name: bff-remotes\n      data:\n        mf_rider: ${url}\n`;
    const after = renderWith('staging', 'mf-rider', withOrigin);
    expect(changed(before, after)).toEqual(['ConfigMap/bff-remotes']);
    const remotes = after.find((o) => key(o) === 'ConfigMap/bff-remotes')!;
    expect(remotes.data).toEqual({ mf_public: '', mf_rider: url, mf_dealer: '', mf_promoter: '', mf_admin: '' });
    expect(changed(before, renderWith('staging', 'mf-rider', (text) => text))).toEqual([]);
  });
});
