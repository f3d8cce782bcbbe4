#!/usr/bin/env node
// Offline validation of the Kubernetes manifests: renders every overlay with `kubectl kustomize`,
// validates each object against the Kubernetes OpenAPI schemas (kubernetes-models), then checks our
// policy (docs/operations.md, "Kubernetes"):
//   - each object, alone: the ValidatingAdmissionPolicies of k8s/policies (CEL; probes, requests and limits,
//     non-root, read-only root filesystem, restricted security context, pinned images, own ServiceAccount, no
//     secret literals), evaluated offline by scripts/k8s-policies.mjs as an API server would at admission;
//   - what one object alone cannot tell, here: every ServiceAccount and ConfigMap a pod names is in the
//     manifests, no Secret values are committed, every namespaced object has its namespace (k8s/policies
//     also covers Ingress TLS hosts and network-policy peers, one object at a time);
//   - network policies: a deny-all, and every app allowed in only from its one peer: the domain
//     services from the BFF on their port, the BFF and the remotes from the ingress controller;
//   - wiring: Services select a workload and target a declared port, Ingress backends exist, the BFF's
//     service URLs and MF_REMOTE_* manifests point at Services / Ingress hosts that exist;
//   - scaling: every Deployment has a HorizontalPodAutoscaler (whose target exists, and which the Deployment's own
//     replicas do not fight) or a race-rewards/fixed-replicas annotation saying why not; workers scale on a queue
//     metric, are probed on their metrics port and no Service sends them traffic; PDBs leave a pod to drain.
//
//   node scripts/k8s-validate.mjs [overlay-dir…]     (default: every dir under k8s/overlays)
//
// Exits 1 listing every problem. The same checks run in k8s/k8s.test.ts.
// One module per family of checks under scripts/k8s-validate/; this file is the command and their one import path.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { POLICIES_DIR } from './k8s-policies.mjs';
import { REPO_ROOT, listOverlays, parseManifests, renderOverlay } from './k8s-validate/manifests.mjs';
import { policyProblems } from './k8s-validate/policy.mjs';
import { schemaProblems } from './k8s-validate/schema.mjs';

export { OVERLAYS_DIR, REPO_ROOT, listOverlays, parseManifests, renderOverlay } from './k8s-validate/manifests.mjs';
export { selectorMatches } from './k8s-validate/objects.mjs';
export { policyProblems } from './k8s-validate/policy.mjs';
export { schemaProblems } from './k8s-validate/schema.mjs';

/** Every problem of a set of rendered objects: schema first, then policy. */
export async function validateObjects(objects) {
  return [...(await schemaProblems(objects)), ...policyProblems(objects)];
}

/** Renders, parses and validates one overlay directory. */
export async function validateOverlay(dir) {
  const objects = parseManifests(renderOverlay(dir));
  return { objects, problems: await validateObjects(objects) };
}

async function main() {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2).map((d) => path.resolve(d)) : listOverlays();
  let failed = false;
  for (const dir of dirs) {
    const name = path.relative(REPO_ROOT, dir) || dir;
    try {
      const { objects, problems } = await validateOverlay(dir);
      if (problems.length === 0) {
        console.log(`ok   ${name}: ${objects.length} objects valid`);
      } else {
        failed = true;
        console.error(`FAIL ${name}: ${problems.length} problem(s)`);
        for (const p of problems) console.error(`  - ${p}`);
      }
    } catch (err) {
      failed = true;
      console.error(`FAIL ${name}: ${err.message}`);
    }
  }
  // The admission policies themselves: they render, and match the Kubernetes schemas (a cluster admin applies them).
  try {
    const policies = parseManifests(renderOverlay(POLICIES_DIR));
    const problems = await schemaProblems(policies);
    if (problems.length > 0) throw new Error(problems.join('\n  - '));
    console.log(`ok   ${path.relative(REPO_ROOT, POLICIES_DIR)}: ${policies.length} admission policy objects valid`);
  } catch (err) {
    failed = true;
    console.error(`FAIL ${path.relative(REPO_ROOT, POLICIES_DIR)}: ${err.message}`);
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
