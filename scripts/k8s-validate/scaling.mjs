// Scaling: every Deployment has a HorizontalPodAutoscaler its replicas do not fight, or says why not; workers scale on
// a queue metric, are probed on their metrics port, and no Service sends them traffic.
import { FIXED_REPLICAS, LABEL_COMPONENT, WORKER, idOf, podTemplateOf, selectorMatches } from './objects.mjs';

/** Each Deployment a HorizontalPodAutoscaler scales → that HPA. */
export function autoscalerTargets(objects) {
  const targets = new Map();
  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = objects.find((o) => o.kind === ref.kind && o.metadata?.name === ref.name && o.apiVersion === ref.apiVersion);
    if (target && !targets.has(target)) targets.set(target, hpa);
  }
  return targets;
}

/** Autoscaling and workers (docs/operations.md "Workers and scaling"). */
export function checkScalingAndWorkers(objects, ctx, problems) {
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
