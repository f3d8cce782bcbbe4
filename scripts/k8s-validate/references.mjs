// What a pod refers to is in the manifests (its ServiceAccount, its ConfigMaps and their keys), and no Secret
// carries committed values.
import { idOf, podTemplateOf } from './objects.mjs';

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
export function checkWorkloads(objects, ctx, problems) {
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
export function checkSecrets(objects, problems) {
  for (const obj of objects) {
    if (obj.kind === 'Secret' && (Object.keys(obj.data ?? {}).length > 0 || Object.keys(obj.stringData ?? {}).length > 0)) {
      problems.push(`${idOf(obj)}: secret values are committed; create the Secret out of band (docs/operations.md, "Secrets")`);
    }
  }
}
