// What every family of checks reads off a rendered object: its name, labels, pod template, selectors and ports.

export const LABEL_COMPONENT = 'app.kubernetes.io/component';
export const LABEL_NAME = 'app.kubernetes.io/name';

/** Component label values: the gateway (BFF), the domain services, the static remotes. */
export const GATEWAY = 'gateway';
export const SERVICE = 'service';
export const REMOTE = 'remote';
/** A service's queue consumers, scheduled jobs and outbox relay (role worker): serves nothing but probes and metrics. */
export const WORKER = 'worker';
/** Annotation of a Deployment no HorizontalPodAutoscaler scales: why its replicas are fixed. */
export const FIXED_REPLICAS = 'race-rewards/fixed-replicas';

export const idOf = (obj) => `${obj?.kind ?? '?'}/${obj?.metadata?.name ?? '?'}`;

/** Pod spec of a workload, or undefined for other kinds. */
export function podTemplateOf(obj) {
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
export const isLongRunning = (obj) => !['Job', 'CronJob'].includes(obj.kind) && !(obj.kind === 'Pod' && obj.spec?.restartPolicy === 'Never');

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
export const isEmptySelector = (selector) =>
  !!selector && Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0;

export function portMatches(rulePort, containerPorts) {
  if (rulePort.port === undefined) return false; // a rule port without a number allows every port
  return containerPorts.some((p) => p.containerPort === rulePort.port || (p.name && p.name === rulePort.port));
}
