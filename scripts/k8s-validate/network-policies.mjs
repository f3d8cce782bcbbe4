// Network policies: a deny-all, and every app let in only from its one peer (the domain services from the BFF on
// their port, the BFF and the remotes from the ingress controller), and the BFF let out to every service.
import { GATEWAY, LABEL_COMPONENT, LABEL_NAME, REMOTE, SERVICE, WORKER, idOf, isEmptySelector, isLongRunning, podTemplateOf, portMatches, selectorMatches } from './objects.mjs';

/**
 * The only service-to-service calls (docs/architecture.md "rider lookup"): the events service asks identity for
 * riders when it matches result lines (and for the promoter a Canada invoice names), the payouts service for the
 * riders' payout facts; the events service asks payouts what a Canada invoice's event paid. Any other peer of a
 * service but the BFF is a problem.
 */
const SERVICE_CALLERS = { identity: ['events', 'payouts'], payouts: ['events'], events: ['payouts'] };

/** An ingress rule that lets only the monitoring namespace in, and only to container ports named `metrics`. */
function isScrapeRule(rule, containerPorts) {
  const metricsPorts = containerPorts.filter((p) => p.name === 'metrics');
  const fromMonitoring = (rule.from ?? []).length > 0 && rule.from.every((peer) => !peer.ipBlock && !peer.podSelector && peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring');
  const toMetrics = (rule.ports ?? []).length > 0 && rule.ports.every((port) => metricsPorts.some((p) => p.containerPort === port.port || p.name === port.port));
  return fromMonitoring && toMetrics;
}

export function checkNetworkPolicies(objects, ctx, problems) {
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
