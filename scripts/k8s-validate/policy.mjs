// Every policy check of one rendered environment: the admission policies per object, then the cross-object families.
import { admissionProblems } from '../k8s-policies.mjs';
import { checkNamespacesAndBudgets } from './namespaces-and-budgets.mjs';
import { checkNetworkPolicies } from './network-policies.mjs';
import { checkSecrets, checkWorkloads } from './references.mjs';
import { checkRemoteImages } from './remote-images.mjs';
import { autoscalerTargets, checkScalingAndWorkers } from './scaling.mjs';
import { checkBffWiring, checkServicesAndIngress } from './wiring.mjs';

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
  checkRemoteImages(objects, ctx, problems);
  checkNetworkPolicies(objects, ctx, problems);
  checkNamespacesAndBudgets(objects, ctx, problems);
  checkScalingAndWorkers(objects, ctx, problems);
  return problems;
}
