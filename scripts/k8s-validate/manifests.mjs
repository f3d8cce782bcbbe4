// Finding, rendering and parsing the manifests: every overlay under k8s/overlays, rendered offline by kubectl.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OVERLAYS_DIR = path.join(REPO_ROOT, 'k8s', 'overlays');

/** Overlay directories under k8s/overlays. */
export function listOverlays() {
  return fs
    .readdirSync(OVERLAYS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(OVERLAYS_DIR, d.name, 'kustomization.yaml')))
    .map((d) => path.join(OVERLAYS_DIR, d.name));
}

/** Renders a kustomization directory with `kubectl kustomize` (offline). */
export function renderOverlay(dir) {
  try {
    return execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    if (err.code === 'ENOENT') {
      throw new Error('kubectl was not found on PATH. Install kubectl (it bundles kustomize; rendering needs no cluster) and run again.', { cause: err });
    }
    throw new Error(`kubectl kustomize ${path.relative(REPO_ROOT, dir) || dir} failed:\n${String(err.stderr || err.message).trim()}`, { cause: err });
  }
}

/** Parses a multi-document YAML stream into plain objects (empty documents dropped). */
export function parseManifests(text) {
  const objects = [];
  for (const doc of YAML.parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`YAML error: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJSON();
    if (value && typeof value === 'object') objects.push(value);
  }
  return objects;
}
