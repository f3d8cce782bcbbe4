// Every namespaced object has its namespace, and a PodDisruptionBudget leaves a pod to drain.
import { idOf, selectorMatches } from './objects.mjs';

export function checkNamespacesAndBudgets(objects, ctx, problems) {
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
