// The manifests as the k8s tests read them: every overlay rendered offline (scripts/k8s-validate.mjs), and a way to
// break a copy of production's on purpose to show that a policy check catches it. Tests only.
import path from 'node:path';
import { listOverlays, parseManifests, policyProblems, renderOverlay } from '../scripts/k8s-validate.mjs';

// Rendered manifests are untyped YAML; the tests reach deep into them to break things on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>;

/** Each overlay's objects, by the overlay's folder name. */
export const rendered = new Map<string, Obj[]>(listOverlays().map((dir: string) => [path.basename(dir), parseManifests(renderOverlay(dir))]));

export const find = (objects: Obj[], kind: string, name: string): Obj => {
  const found = objects.find((o) => o.kind === kind && o.metadata?.name === name);
  if (!found) throw new Error(`${kind}/${name} not rendered`);
  return found;
};
export const container = (objects: Obj[], deployment: string): Obj => find(objects, 'Deployment', deployment).spec.template.spec.containers[0];

/** The policy problems of a copy of production's objects once `mutate` has broken it. */
export function brokenProduction(mutate: (objects: Obj[]) => void): string[] {
  const copy = structuredClone(rendered.get('production')!);
  mutate(copy);
  return policyProblems(copy);
}
