// Wiring: Services select one Deployment and target a declared port, Ingress backends exist, and the BFF's service
// URLs and MF_REMOTE_* manifests name Services and Ingress hosts that exist.
import { GATEWAY, LABEL_COMPONENT, idOf, portMatches, selectorMatches } from './objects.mjs';

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

export function checkServicesAndIngress(objects, ctx, problems) {
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

export function checkBffWiring(objects, ctx, problems) {
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
  // The URL a variable holds; a missing or malformed one is a problem, said once here for every variable.
  const urlOf = (key, value) => {
    if (!value) {
      problems.push(`${idOf(bff)}: ${key} is not set`);
      return null;
    }
    try {
      return new URL(value);
    } catch {
      problems.push(`${idOf(bff)}: ${key}=${value} is not a URL`);
      return null;
    }
  };
  for (const [key, serviceName] of Object.entries(SERVICE_URL_VARS)) {
    const value = env[key];
    const url = urlOf(key, value);
    if (!url) continue;
    const svc = ctx.services.get(url.hostname.split('.')[0]);
    if (!svc || url.hostname.split('.')[0] !== serviceName) problems.push(`${idOf(bff)}: ${key}=${value} does not name the ${serviceName} Service`);
    else if (!(svc.spec?.ports ?? []).some((p) => String(p.port) === (url.port || '80'))) problems.push(`${idOf(bff)}: ${key}=${value} uses a port the ${serviceName} Service does not expose`);
  }
  const hosts = ingressHosts(objects);
  for (const [key, remote] of Object.entries(REMOTE_VARS)) {
    const value = env[key];
    const url = urlOf(key, value);
    if (!url) continue;
    if (url.protocol !== 'https:') problems.push(`${idOf(bff)}: ${key}=${value} is not https`);
    if (!url.pathname.endsWith('/mf-manifest.json')) problems.push(`${idOf(bff)}: ${key}=${value} does not point at an mf-manifest.json`);
    const routed = hosts.get(url.hostname);
    if (routed !== remote) {
      problems.push(`${idOf(bff)}: ${key}=${value}: host ${url.hostname} ${routed ? `routes to ${routed}` : 'is not an Ingress host'}, expected ${remote}`);
    }
  }
}
