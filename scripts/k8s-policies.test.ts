// The admission policies of k8s/policies and their offline evaluator (scripts/k8s-policies.mjs): the policies are
// well-formed objects a cluster can apply, each is bound, none ships in an overlay, they accept the kinds of
// workloads we run (a worker Deployment with no Service), and the evaluator fails closed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { admissionProblems, evaluatePolicy, loadPolicies, POLICIES_DIR } from './k8s-policies.mjs';
import { listOverlays, parseManifests, renderOverlay, schemaProblems } from './k8s-validate.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

const rendered: Obj[] = parseManifests(renderOverlay(POLICIES_DIR));
const policies: Obj[] = loadPolicies();
const production: Obj[] = parseManifests(renderOverlay(listOverlays().find((dir: string) => path.basename(dir) === 'production')));
/** A rendered production Deployment (a copy), with `spec` fields set over it (the BFF's replicas are its autoscaler's). */
const deployment = (name: string, spec: Obj = {}): Obj => {
  const copy = structuredClone(production.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!);
  Object.assign(copy.spec, spec);
  return copy;
};

describe('k8s/policies', () => {
  it('renders with kustomize into the policies the validator loads, each with its binding', () => {
    const vaps = rendered.filter((o) => o.kind === 'ValidatingAdmissionPolicy');
    expect(vaps.map((p) => p.metadata.name).sort()).toEqual(policies.map((p) => p.metadata.name).sort());
    expect(vaps.length).toBeGreaterThanOrEqual(8);
    const bindings = rendered.filter((o) => o.kind === 'ValidatingAdmissionPolicyBinding');
    for (const policy of vaps) {
      const binding = bindings.find((b) => b.spec.policyName === policy.metadata.name);
      expect(binding, policy.metadata.name).toBeDefined();
      expect(binding!.spec.validationActions).toEqual(['Deny']);
      expect(binding!.spec.matchResources.namespaceSelector.matchExpressions[0].values).toEqual(['race-rewards', 'race-rewards-staging']);
    }
    expect(bindings).toHaveLength(vaps.length);
  });

  it('match the Kubernetes schemas', async () => {
    expect(await schemaProblems(rendered)).toEqual([]);
  });

  it('each have a case in k8s/k8s.test.ts that breaks a manifest and expects the policy by name', () => {
    const cases = fs.readFileSync(path.join(POLICIES_DIR, '..', 'k8s.test.ts'), 'utf8');
    for (const p of policies) expect(cases, p.metadata.name).toContain(`: ${p.metadata.name}: `);
  });

  it('are not shipped by an overlay (cluster-scoped: a cluster admin applies them)', () => {
    for (const dir of listOverlays()) {
      expect(parseManifests(renderOverlay(dir)).filter((o) => o.kind.startsWith('ValidatingAdmissionPolicy'))).toEqual([]);
    }
  });
});

describe('the admission policies', () => {
  it('accept a worker: a long-running Deployment with no Service, probed on its metrics port', () => {
    const worker = deployment('events');
    worker.metadata.name = 'events-worker';
    const c = worker.spec.template.spec.containers[0];
    c.name = 'worker';
    c.ports = [{ name: 'metrics', containerPort: 9464, protocol: 'TCP' }];
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) c[probe].httpGet.port = 'metrics';
    expect(admissionProblems([worker])).toEqual([]);
    delete c.ports;
    expect(admissionProblems([worker])).toEqual([
      'Deployment/events-worker: race-rewards-probes: container worker probes port metrics, worker probes port metrics, worker probes port metrics, which it does not declare',
    ]);
  });

  it('require probes of long-running workloads only, not of Jobs', () => {
    const job = production.find((o) => o.kind === 'Job')!;
    expect(job.spec.template.spec.containers[0].livenessProbe).toBeUndefined();
    expect(admissionProblems([job])).toEqual([]);
  });

  it('check a bare Pod and a CronJob as they check a Deployment', () => {
    const template = deployment('bff').spec.template;
    template.spec.containers[0].image = 'registry.example.com/race-rewards/app:latest';
    const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'debug', namespace: 'race-rewards' }, spec: template.spec };
    const cron = { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'nightly', namespace: 'race-rewards' }, spec: { schedule: '0 3 * * *', jobTemplate: { spec: { template } } } };
    expect(admissionProblems([pod, cron])).toEqual([
      'Pod/debug: race-rewards-pinned-images: container bff image registry.example.com/race-rewards/app:latest uses the mutable tag latest',
      'CronJob/nightly: race-rewards-pinned-images: container bff image registry.example.com/race-rewards/app:latest uses the mutable tag latest',
    ]);
  });
});

describe('the offline evaluator', () => {
  const policy = (validation: Obj, extra: Obj = {}): Obj => ({
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicy',
    metadata: { name: 'test-policy' },
    spec: { matchConstraints: { resourceRules: [{ apiGroups: ['apps'], apiVersions: ['v1'], resources: ['deployments'], operations: ['CREATE'] }] }, validations: [validation], ...extra },
  });

  it('fails closed: an expression that errors is a problem, not a pass', () => {
    expect(evaluatePolicy(policy({ expression: 'object.spec.nothing.here == 1' }), deployment('bff'))).toEqual([expect.stringMatching(/^Deployment\/bff: test-policy: expression error in .*nothing/)]);
  });

  it('reads Kubernetes integers as CEL ints, and falls back to message when messageExpression fails', () => {
    const problems = evaluatePolicy(policy({ expression: "type(object.spec.replicas) == int && object.spec.replicas > 5", message: 'too few replicas', messageExpression: 'object.nope' }), deployment('bff', { replicas: 3 }));
    expect(problems).toEqual(['Deployment/bff: test-policy: too few replicas']);
  });

  it('honours matchConditions and variables', () => {
    const p = policy(
      { expression: 'variables.replicas > 100', messageExpression: "'has ' + string(variables.replicas) + ' replicas'" },
      { matchConditions: [{ name: 'gateway', expression: "object.metadata.labels['app.kubernetes.io/component'] == 'gateway'" }], variables: [{ name: 'replicas', expression: 'object.spec.replicas' }] },
    );
    expect(evaluatePolicy(p, deployment('bff', { replicas: 3 }))).toEqual(['Deployment/bff: test-policy: has 3 replicas']);
    expect(evaluatePolicy(p, deployment('events'))).toEqual([]);
    expect(admissionProblems([deployment('bff', { replicas: 3 }), production.find((o) => o.kind === 'Job')!], [p])).toHaveLength(1);
  });

  it('refuses what it cannot evaluate like a cluster: params and the authorizer', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-policies-'));
    try {
      fs.writeFileSync(path.join(dir, 'p.yaml'), JSON.stringify(policy({ expression: 'true' }, { paramKind: { apiVersion: 'v1', kind: 'ConfigMap' } })));
      expect(() => loadPolicies(dir)).toThrow('paramKind');
      fs.writeFileSync(path.join(dir, 'p.yaml'), JSON.stringify(policy({ expression: "authorizer.group('').resource('pods').check('get').allowed()" })));
      expect(() => loadPolicies(dir)).toThrow('authorizer');
      fs.writeFileSync(path.join(dir, 'p.yaml'), JSON.stringify(policy({ expression: 'object.spec.(' })));
      expect(() => loadPolicies(dir)).toThrow(/test-policy: cannot compile/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
