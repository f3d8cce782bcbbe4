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
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';
import { admissionProblems, POLICIES_DIR } from './k8s-policies.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OVERLAYS_DIR = path.join(REPO_ROOT, 'k8s', 'overlays');

const LABEL_COMPONENT = 'app.kubernetes.io/component';
const LABEL_NAME = 'app.kubernetes.io/name';
/**
 * The only service-to-service calls (docs/architecture.md "rider lookup"): the events service asks identity for
 * riders when it matches result lines (and for the promoter a Canada invoice names), the payouts service for the
 * riders' payout facts; the events service asks payouts what a Canada invoice's event paid. Any other peer of a
 * service but the BFF is a problem.
 */
const SERVICE_CALLERS = { identity: ['events', 'payouts'], payouts: ['events'], events: ['payouts'] };
/** Component label values: the gateway (BFF), the domain services, the static remotes. */
const GATEWAY = 'gateway';
const SERVICE = 'service';
const REMOTE = 'remote';
/** A service's queue consumers, scheduled jobs and outbox relay (role worker): serves nothing but probes and metrics. */
const WORKER = 'worker';
/** Annotation of a Deployment no HorizontalPodAutoscaler scales: why its replicas are fixed. */
const FIXED_REPLICAS = 'race-rewards/fixed-replicas';

/** MF_REMOTE_* variable → remote app (Deployment / Service name). */
const REMOTE_VARS = {
  MF_REMOTE_PUBLIC: 'mf-public',
  MF_REMOTE_RIDER: 'mf-rider',
  MF_REMOTE_DEALER: 'mf-dealer',
  MF_REMOTE_PROMOTER: 'mf-promoter',
  MF_REMOTE_ADMIN: 'mf-admin',
};
/** BFF → service URL variables. */
const SERVICE_URL_VARS = { IDENTITY_URL: 'identity', EVENTS_URL: 'events', PAYOUTS_URL: 'payouts' };

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

const idOf = (obj) => `${obj?.kind ?? '?'}/${obj?.metadata?.name ?? '?'}`;

/** Loads the kubernetes-models class for an object's apiVersion and kind, or undefined. */
async function modelFor(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !/^[a-z0-9.]+(\/[a-z0-9]+)?$/.test(apiVersion)) return undefined;
  try {
    const mod = await import(/* @vite-ignore */ `kubernetes-models/${apiVersion}`);
    return typeof mod[kind] === 'function' ? mod[kind] : undefined;
  } catch {
    return undefined;
  }
}

/** Schema problems: each object validated against the Kubernetes OpenAPI schema of its kind. */
export async function schemaProblems(objects) {
  const problems = [];
  for (const obj of objects) {
    const Model = await modelFor(obj.apiVersion, obj.kind);
    if (!Model) {
      problems.push(`${idOf(obj)}: no schema for apiVersion ${obj.apiVersion} kind ${obj.kind}`);
      continue;
    }
    try {
      new Model(structuredClone(obj)).validate();
    } catch (err) {
      problems.push(`${idOf(obj)}: schema: ${err.message}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Policy

/** Pod spec of a workload, or undefined for other kinds. */
function podTemplateOf(obj) {
  switch (obj.kind) {
    case 'Deployment':
    case 'StatefulSet':
    case 'DaemonSet':
    case 'ReplicaSet':
    case 'Job':
      return obj.spec?.template;
    case 'CronJob':
      return obj.spec?.jobTemplate?.spec?.template;
    case 'Pod':
      return { metadata: obj.metadata, spec: obj.spec };
    default:
      return undefined;
  }
}
const isLongRunning = (obj) => !['Job', 'CronJob'].includes(obj.kind) && !(obj.kind === 'Pod' && obj.spec?.restartPolicy === 'Never');

/** Does a label selector ({ matchLabels, matchExpressions }) select these labels? */
export function selectorMatches(selector, labels = {}) {
  if (!selector) return false;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, key);
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}
const isEmptySelector = (selector) =>
  !!selector && Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0;

/** An ingress rule that lets only the monitoring namespace in, and only to container ports named `metrics`. */
function isScrapeRule(rule, containerPorts) {
  const metricsPorts = containerPorts.filter((p) => p.name === 'metrics');
  const fromMonitoring = (rule.from ?? []).length > 0 && rule.from.every((peer) => !peer.ipBlock && !peer.podSelector && peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring');
  const toMetrics = (rule.ports ?? []).length > 0 && rule.ports.every((port) => metricsPorts.some((p) => p.containerPort === port.port || p.name === port.port));
  return fromMonitoring && toMetrics;
}

function portMatches(rulePort, containerPorts) {
  if (rulePort.port === undefined) return false; // a rule port without a number allows every port
  return containerPorts.some((p) => p.containerPort === rulePort.port || (p.name && p.name === rulePort.port));
}

/** A container's ConfigMap references (envFrom, configMapKeyRef) name ConfigMaps and keys in the manifests. */
function checkConfigMapRefs({ where, container: c, configMaps, problems }) {
  const at = `${where} container ${c.name}`;
  for (const source of c.envFrom ?? []) {
    const name = source.configMapRef?.name;
    if (name && !source.configMapRef.optional && !configMaps.has(name)) problems.push(`${at}: envFrom ConfigMap ${name} is not in the manifests`);
  }
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.configMapKeyRef;
    if (ref && !ref.optional) {
      const cm = configMaps.get(ref.name);
      if (!cm) problems.push(`${at}: env ${e.name} refers to ConfigMap ${ref.name}, which is not in the manifests`);
      else if (!Object.hasOwn(cm.data ?? {}, ref.key)) problems.push(`${at}: env ${e.name} refers to missing key ${ref.key} of ConfigMap ${ref.name}`);
    }
  }
}

/** What a workload refers to is in the manifests: its ServiceAccount, its ConfigMaps (k8s/policies checks the rest). */
function checkWorkloads(objects, ctx, problems) {
  for (const obj of objects) {
    const spec = podTemplateOf(obj)?.spec;
    if (!spec) continue;
    const where = idOf(obj);
    const saName = spec.serviceAccountName;
    if (saName && saName !== 'default' && !ctx.serviceAccounts.has(saName)) problems.push(`${where}: ServiceAccount ${saName} is not in the manifests`);
    for (const container of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) checkConfigMapRefs({ where, container, configMaps: ctx.configMaps, problems });
  }
}

/** Secrets are created out of band (a cluster creates them with values, so this is no admission policy). */
function checkSecrets(objects, problems) {
  for (const obj of objects) {
    if (obj.kind === 'Secret' && (Object.keys(obj.data ?? {}).length > 0 || Object.keys(obj.stringData ?? {}).length > 0)) {
      problems.push(`${idOf(obj)}: secret values are committed; create the Secret out of band (docs/operations.md, "Secrets")`);
    }
  }
}

function checkServicesAndIngress(objects, ctx, problems) {
  for (const svc of ctx.services.values()) {
    const selector = svc.spec?.selector;
    if (!selector || Object.keys(selector).length === 0) {
      problems.push(`${idOf(svc)}: no selector`);
      continue;
    }
    const backing = ctx.deployments.filter((d) => selectorMatches({ matchLabels: selector }, d.spec?.template?.metadata?.labels));
    if (backing.length !== 1) {
      problems.push(`${idOf(svc)}: selector matches ${backing.length} Deployments (expected 1)`);
      continue;
    }
    const ports = (backing[0].spec.template.spec.containers ?? []).flatMap((c) => c.ports ?? []);
    for (const p of svc.spec.ports ?? []) {
      const target = p.targetPort ?? p.port;
      if (!portMatches({ port: target }, ports)) problems.push(`${idOf(svc)}: port ${p.name ?? p.port} targets ${target}, which ${idOf(backing[0])} does not declare`);
    }
  }

  for (const ing of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const svc = backend && ctx.services.get(backend.name);
        if (!svc) {
          problems.push(`${idOf(ing)}: ${rule.host}${p.path} routes to Service ${backend?.name}, which is not in the manifests`);
          continue;
        }
        const ok = (svc.spec?.ports ?? []).some((sp) => sp.name === backend.port?.name || sp.port === backend.port?.number);
        if (!ok) problems.push(`${idOf(ing)}: ${rule.host}${p.path} routes to a port Service ${backend.name} does not expose`);
      }
    }
  }
}

/** Which app each Ingress host routes `/` to: host → Service name. */
function ingressHosts(objects) {
  const hosts = new Map();
  for (const ing of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      const root = (rule.http?.paths ?? []).find((p) => p.path === '/' || p.path === undefined);
      if (rule.host && root?.backend?.service?.name) hosts.set(rule.host, root.backend.service.name);
    }
  }
  return hosts;
}

function checkBffWiring(objects, ctx, problems) {
  const bff = ctx.deployments.find((d) => d.spec?.template?.metadata?.labels?.[LABEL_COMPONENT] === GATEWAY);
  if (!bff) {
    problems.push(`no Deployment labelled ${LABEL_COMPONENT}=${GATEWAY} (the BFF)`);
    return;
  }
  const env = {};
  for (const c of bff.spec.template.spec.containers ?? []) {
    for (const src of c.envFrom ?? []) Object.assign(env, ctx.configMaps.get(src.configMapRef?.name)?.data ?? {});
    for (const e of c.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
  }
  for (const [key, serviceName] of Object.entries(SERVICE_URL_VARS)) {
    const value = env[key];
    if (!value) {
      problems.push(`${idOf(bff)}: ${key} is not set`);
      continue;
    }
    let url;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${idOf(bff)}: ${key}=${value} is not a URL`);
      continue;
    }
    const svc = ctx.services.get(url.hostname.split('.')[0]);
    if (!svc || url.hostname.split('.')[0] !== serviceName) problems.push(`${idOf(bff)}: ${key}=${value} does not name the ${serviceName} Service`);
    else if (!(svc.spec?.ports ?? []).some((p) => String(p.port) === (url.port || '80'))) problems.push(`${idOf(bff)}: ${key}=${value} uses a port the ${serviceName} Service does not expose`);
  }
  const hosts = ingressHosts(objects);
  for (const [key, remote] of Object.entries(REMOTE_VARS)) {
    const value = env[key];
    if (!value) {
      problems.push(`${idOf(bff)}: ${key} is not set`);
      continue;
    }
    let url;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${idOf(bff)}: ${key}=${value} is not a URL`);
      continue;
    }
    if (url.protocol !== 'https:') problems.push(`${idOf(bff)}: ${key}=${value} is not https`);
    if (!url.pathname.endsWith('/mf-manifest.json')) problems.push(`${idOf(bff)}: ${key}=${value} does not point at an mf-manifest.json`);
    const routed = hosts.get(url.hostname);
    if (routed !== remote) {
      problems.push(`${idOf(bff)}: ${key}=${value}: host ${url.hostname} ${routed ? `routes to ${routed}` : 'is not an Ingress host'}, expected ${remote}`);
    }
  }
}

function checkNetworkPolicies(objects, ctx, problems) {
  const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  const denyAll = policies.find(
    (p) =>
      isEmptySelector(p.spec?.podSelector) &&
      (p.spec?.policyTypes ?? []).includes('Ingress') &&
      (p.spec?.policyTypes ?? []).includes('Egress') &&
      (p.spec?.ingress ?? []).length === 0 &&
      (p.spec?.egress ?? []).length === 0,
  );
  if (!denyAll) problems.push('no deny-all NetworkPolicy (podSelector {}, policyTypes Ingress and Egress, no rules)');

  const workloads = objects.filter((o) => podTemplateOf(o));
  const labelsOf = (o) => podTemplateOf(o)?.metadata?.labels ?? {};
  const gateway = ctx.deployments.find((d) => labelsOf(d)[LABEL_COMPONENT] === GATEWAY);

  for (const workload of workloads) {
    const labels = labelsOf(workload);
    const selecting = policies.filter((p) => p !== denyAll && selectorMatches(p.spec?.podSelector, labels));
    if (selecting.length === 0) {
      problems.push(`${idOf(workload)}: no NetworkPolicy besides deny-all selects its pods`);
      continue;
    }
    if (!isLongRunning(workload)) {
      for (const p of selecting) if ((p.spec?.ingress ?? []).length > 0) problems.push(`${idOf(p)}: allows ingress to ${idOf(workload)}, which serves nothing`);
      continue;
    }
    const component = labels[LABEL_COMPONENT];
    const containerPorts = (podTemplateOf(workload).spec?.containers ?? []).flatMap((c) => c.ports ?? []);
    const rules = selecting.filter((p) => (p.spec?.policyTypes ?? ['Ingress']).includes('Ingress')).flatMap((p) => (p.spec?.ingress ?? []).map((rule) => ({ policy: p, rule })));
    if (rules.length === 0) problems.push(`${idOf(workload)}: no NetworkPolicy allows traffic in`);

    for (const { policy, rule } of rules) {
      const at = `${idOf(policy)} (for ${idOf(workload)})`;
      if (!rule.from || rule.from.length === 0) problems.push(`${at}: an ingress rule allows traffic from anywhere`);
      if (!rule.ports || rule.ports.length === 0) problems.push(`${at}: an ingress rule allows every port`);
      for (const port of rule.ports ?? []) {
        if (!portMatches(port, containerPorts)) problems.push(`${at}: allows port ${port.port ?? '(any)'}, which the app does not serve`);
      }
      // Prometheus scraping: the monitoring namespace, to the metrics port alone (a port the container names `metrics`).
      if (isScrapeRule(rule, containerPorts)) continue;
      for (const peer of rule.from ?? []) {
        if (component === SERVICE) {
          // Domain services: from the BFF's pods in this namespace, nothing else.
          if (peer.namespaceSelector || peer.ipBlock || !peer.podSelector) {
            problems.push(`${at}: a service may accept traffic only from the BFF's pods, not ${JSON.stringify(peer)}`);
            continue;
          }
          const matched = workloads.filter((w) => isLongRunning(w) && selectorMatches(peer.podSelector, labelsOf(w)));
          const caller = matched.length === 1 ? labelsOf(matched[0])[LABEL_NAME] : undefined;
          // A calling service's web pods or its worker (payouts' worker asks identity for riders' payout facts).
          const allowedCaller = caller !== undefined && (SERVICE_CALLERS[labels[LABEL_NAME]] ?? []).includes(caller) && [SERVICE, WORKER].includes(labelsOf(matched[0])[LABEL_COMPONENT]);
          if (!allowedCaller && (!gateway || matched.length !== 1 || matched[0] !== gateway)) {
            problems.push(`${at}: a service may accept traffic only from the BFF, but the peer selects ${matched.map(idOf).join(', ') || 'no workload'}`);
          }
        } else if (component === WORKER) {
          problems.push(`${at}: a worker serves nothing: only the monitoring namespace's scrape of its metrics port may come in, not ${JSON.stringify(peer)}`);
        } else if (component === GATEWAY || component === REMOTE) {
          // The BFF and the remotes: from the ingress controller's namespace only.
          if (!peer.namespaceSelector || isEmptySelector(peer.namespaceSelector) || peer.ipBlock) {
            problems.push(`${at}: may accept traffic only from the ingress controller's namespace, not ${JSON.stringify(peer)}`);
          }
        } else {
          problems.push(`${idOf(workload)}: has no ${LABEL_COMPONENT} label among ${GATEWAY}, ${SERVICE}, ${REMOTE}, ${WORKER}`);
        }
      }
    }
  }

  // The BFF must be allowed out to every domain service on its port, or the app is broken.
  if (gateway) {
    const egress = policies
      .filter((p) => p !== denyAll && selectorMatches(p.spec?.podSelector, labelsOf(gateway)) && (p.spec?.policyTypes ?? []).includes('Egress'))
      .flatMap((p) => p.spec?.egress ?? []);
    for (const svc of ctx.deployments.filter((d) => labelsOf(d)[LABEL_COMPONENT] === SERVICE)) {
      const ports = (svc.spec.template.spec.containers ?? []).flatMap((c) => c.ports ?? []);
      const allowed = egress.some(
        (rule) =>
          (!rule.to || rule.to.length === 0 || rule.to.some((peer) => peer.podSelector && !peer.namespaceSelector && selectorMatches(peer.podSelector, labelsOf(svc)))) &&
          (!rule.ports || rule.ports.length === 0 || rule.ports.some((p) => portMatches(p, ports))),
      );
      if (!allowed) problems.push(`${idOf(gateway)}: no egress rule lets the BFF reach ${idOf(svc)}`);
    }
  }
}

function checkNamespacesAndBudgets(objects, ctx, problems) {
  const clusterScoped = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass', 'PriorityClass']);
  for (const obj of objects) {
    if (!clusterScoped.has(obj.kind) && !obj.metadata?.namespace) problems.push(`${idOf(obj)}: no namespace (set namespace: in the overlay)`);
  }
  for (const pdb of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
    const targets = ctx.deployments.filter((d) => selectorMatches(pdb.spec?.selector, d.spec?.template?.metadata?.labels));
    if (targets.length !== 1) {
      problems.push(`${idOf(pdb)}: selects ${targets.length} Deployments (expected 1)`);
      continue;
    }
    // An autoscaled Deployment has no replicas of its own: its HPA's floor is what a drain can count on.
    const replicas = targets[0].spec.replicas ?? ctx.autoscalers.get(targets[0])?.spec?.minReplicas ?? 1;
    const min = pdb.spec?.minAvailable;
    if (typeof min === 'number' && min >= replicas) problems.push(`${idOf(pdb)}: minAvailable ${min} with ${replicas} replica(s) blocks every node drain`);
  }
}

/** Each Deployment a HorizontalPodAutoscaler scales → that HPA. */
function autoscalerTargets(objects) {
  const targets = new Map();
  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = objects.find((o) => o.kind === ref.kind && o.metadata?.name === ref.name && o.apiVersion === ref.apiVersion);
    if (target && !targets.has(target)) targets.set(target, hpa);
  }
  return targets;
}

/** Autoscaling and workers (docs/operations.md "Workers and scaling"). */
function checkScalingAndWorkers(objects, ctx, problems) {
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  const seen = new Map();
  for (const hpa of hpas) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = objects.find((o) => o.kind === ref.kind && o.metadata?.name === ref.name && o.apiVersion === ref.apiVersion);
    if (!target) {
      problems.push(`${idOf(hpa)}: scales ${ref.apiVersion}/${ref.kind}/${ref.name}, which is not in the manifests`);
      continue;
    }
    if (seen.has(target)) problems.push(`${idOf(target)}: scaled by two HorizontalPodAutoscalers, ${idOf(seen.get(target))} and ${idOf(hpa)}`);
    seen.set(target, hpa);
    const min = hpa.spec?.minReplicas ?? 1;
    if (!(hpa.spec?.maxReplicas >= min)) problems.push(`${idOf(hpa)}: maxReplicas ${hpa.spec?.maxReplicas} is below minReplicas ${min}`);
    const metrics = hpa.spec?.metrics ?? [];
    if (metrics.length === 0) problems.push(`${idOf(hpa)}: no metrics to scale on`);
    // Utilisation is measured against the containers' requests: without one there is nothing to compare with.
    for (const m of metrics.filter((x) => x.type === 'Resource')) {
      for (const c of podTemplateOf(target)?.spec?.containers ?? []) {
        if (c.resources?.requests?.[m.resource?.name] === undefined) problems.push(`${idOf(hpa)}: scales on ${m.resource?.name} but container ${c.name} of ${idOf(target)} requests none`);
      }
    }
    if (target.spec?.replicas !== undefined) {
      problems.push(`${idOf(target)}: sets replicas (${target.spec.replicas}) while ${idOf(hpa)} scales it: every apply would reset the autoscaler's count (leave replicas out)`);
    }
    if (podTemplateOf(target)?.metadata?.labels?.[LABEL_COMPONENT] === WORKER && !metrics.some((m) => m.type === 'External' || m.type === 'Pods')) {
      problems.push(`${idOf(hpa)}: a worker scales on its queue backlog (an External or Pods metric), not on CPU alone`);
    }
  }
  for (const d of ctx.deployments) {
    if (ctx.autoscalers.has(d)) continue;
    if (!String(d.metadata?.annotations?.[FIXED_REPLICAS] ?? '').trim()) {
      problems.push(`${idOf(d)}: no HorizontalPodAutoscaler scales it and no ${FIXED_REPLICAS} annotation says why its replicas are fixed`);
    }
  }
  for (const worker of ctx.deployments.filter((d) => podTemplateOf(d)?.metadata?.labels?.[LABEL_COMPONENT] === WORKER)) {
    for (const c of podTemplateOf(worker).spec?.containers ?? []) {
      for (const [kind, path] of [['livenessProbe', '/healthz'], ['readinessProbe', '/readyz']]) {
        const probe = c[kind]?.httpGet;
        const port = (c.ports ?? []).find((p) => p.name === probe?.port || p.containerPort === probe?.port);
        if (!probe || probe.path !== path || port?.name !== 'metrics') problems.push(`${idOf(worker)} container ${c.name}: a worker's ${kind} is GET ${path} on its metrics port`);
      }
    }
    for (const svc of ctx.services.values()) {
      if (selectorMatches({ matchLabels: svc.spec?.selector ?? {} }, podTemplateOf(worker).metadata?.labels) && Object.keys(svc.spec?.selector ?? {}).length > 0) {
        problems.push(`${idOf(svc)}: selects ${idOf(worker)}, which serves no API`);
      }
    }
  }
}

/** Policy problems of one rendered environment. */
export function policyProblems(objects) {
  const problems = admissionProblems(objects);
  const ctx = {
    configMaps: new Map(objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata?.name, o])),
    serviceAccounts: new Map(objects.filter((o) => o.kind === 'ServiceAccount').map((o) => [o.metadata?.name, o])),
    services: new Map(objects.filter((o) => o.kind === 'Service').map((o) => [o.metadata?.name, o])),
    deployments: objects.filter((o) => o.kind === 'Deployment'),
    autoscalers: autoscalerTargets(objects),
  };
  checkWorkloads(objects, ctx, problems);
  checkSecrets(objects, problems);
  checkServicesAndIngress(objects, ctx, problems);
  checkBffWiring(objects, ctx, problems);
  checkNetworkPolicies(objects, ctx, problems);
  checkNamespacesAndBudgets(objects, ctx, problems);
  checkScalingAndWorkers(objects, ctx, problems);
  return problems;
}

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
