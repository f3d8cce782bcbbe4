// Workers and scaling (docs/operations.md "Workers and scaling"): each service's consumers, jobs and outbox relay run as
// their own Deployment of the same image, web Deployments scale on CPU and workers on the queue backlog, and every
// pod's grace period covers its drain. The second half breaks a rendered copy to show the validator's scaling checks.
import { describe, expect, it } from 'vitest';
import { brokenProduction as broken, container, find, rendered, type Obj } from './rendered-testing.js';

const SERVICES = ['identity', 'events', 'payouts'];
const WEB = ['bff', ...SERVICES];

const configOf = (objects: Obj[], app: string): Record<string, string> => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith(`${app}-config`))!.data;
/** The value a container gets for `name`: its own env first, then its ConfigMaps. */
const envOf = (objects: Obj[], deployment: string, name: string, app: string): string | undefined =>
  (container(objects, deployment).env as Obj[] | undefined)?.find((e) => e.name === name)?.value ?? configOf(objects, app)[name];

for (const [overlay, objects] of rendered) {
  describe(`${overlay}: workers and scaling`, () => {
    it('runs each service’s worker as its own Deployment of the same image, with the worker command, no API port and no Service', () => {
      for (const svc of SERVICES) {
        const web = container(objects, svc);
        const worker = container(objects, `${svc}-worker`);
        expect(worker.image).toBe(web.image);
        expect(web.args).toEqual(['node', '--enable-source-maps', `services/${svc}/dist/web.js`]);
        expect(worker.args).toEqual(['node', '--enable-source-maps', `services/${svc}/dist/worker.js`]);
        expect(worker.ports.map((p: Obj) => p.name)).toEqual(['metrics']);
        expect(find(objects, 'Deployment', `${svc}-worker`).spec.template.metadata.labels['app.kubernetes.io/component']).toBe('worker');
        // Same hardening as the web pods.
        expect(worker.securityContext).toEqual(web.securityContext);
        expect(find(objects, 'Deployment', `${svc}-worker`).spec.template.spec.securityContext).toEqual(find(objects, 'Deployment', svc).spec.template.spec.securityContext);
        for (const service of objects.filter((o) => o.kind === 'Service')) expect(service.spec.selector['app.kubernetes.io/component']).not.toBe('worker');
      }
    });

    it('probes workers on their metrics port, where they answer /healthz and /readyz', () => {
      for (const svc of SERVICES) {
        const worker = container(objects, `${svc}-worker`);
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) expect(worker[probe].httpGet.port).toBe('metrics');
        expect(worker.livenessProbe.httpGet.path).toBe('/healthz');
        expect(worker.readinessProbe.httpGet.path).toBe('/readyz');
        expect(find(objects, 'Deployment', `${svc}-worker`).spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464' });
      }
    });

    it('lets nothing into a worker but Prometheus on the metrics port', () => {
      for (const svc of SERVICES) {
        const policy = find(objects, 'NetworkPolicy', `${svc}-worker`);
        expect(policy.spec.ingress).toEqual([{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }], ports: [{ port: 9464, protocol: 'TCP' }] }]);
        const egressPorts = (policy.spec.egress as Obj[]).flatMap((r) => (r.ports ?? []).map((p: Obj) => p.port));
        expect(egressPorts).toEqual(expect.arrayContaining([3306, 6379, 53]));
      }
      // payouts' worker asks identity for the riders' payout facts; identity lets it in.
      expect(find(objects, 'NetworkPolicy', 'identity').spec.ingress[0].from).toContainEqual({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'payouts', 'app.kubernetes.io/component': 'worker' } } });
    });

    it('autoscales the web Deployments on CPU and the workers on the queue backlog, and no autoscaled Deployment sets replicas', () => {
      for (const app of WEB) {
        const hpa = find(objects, 'HorizontalPodAutoscaler', app);
        expect(hpa.apiVersion).toBe('autoscaling/v2');
        expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
        expect(hpa.spec.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }]);
        expect(find(objects, 'Deployment', app).spec.replicas).toBeUndefined();
      }
      for (const svc of SERVICES) {
        const hpa = find(objects, 'HorizontalPodAutoscaler', `${svc}-worker`);
        expect(hpa.spec.scaleTargetRef.name).toBe(`${svc}-worker`);
        expect(hpa.spec.metrics).toEqual([
          { type: 'External', external: { metric: { name: 'rr_queue_backlog', selector: { matchLabels: { app: svc } } }, target: { type: 'AverageValue', averageValue: '20' } } },
        ]);
        expect(find(objects, 'Deployment', `${svc}-worker`).spec.replicas).toBeUndefined();
      }
      const floor = overlay === 'production' ? 2 : 1;
      for (const svc of SERVICES) for (const name of [svc, `${svc}-worker`]) expect(find(objects, 'HorizontalPodAutoscaler', name).spec.minReplicas).toBe(floor);
    });

    it('gives each pod longer to stop than its drain and its close take (SIGTERM → exit)', () => {
      for (const app of WEB) {
        const grace = find(objects, 'Deployment', app).spec.template.spec.terminationGracePeriodSeconds;
        const drain = Number(envOf(objects, app, 'SHUTDOWN_DRAIN_SECONDS', app));
        const timeout = Number(envOf(objects, app, 'SHUTDOWN_TIMEOUT_SECONDS', app));
        expect(drain).toBeGreaterThan(0);
        // The process exits by itself 2 s after drain + timeout at the latest; the kubelet kills it at the grace period.
        expect(drain + timeout + 2).toBeLessThan(grace);
      }
      for (const svc of SERVICES) {
        const grace = find(objects, 'Deployment', `${svc}-worker`).spec.template.spec.terminationGracePeriodSeconds;
        const timeout = Number(envOf(objects, `${svc}-worker`, 'SHUTDOWN_TIMEOUT_SECONDS', svc));
        expect(timeout + 2).toBeLessThan(grace);
      }
    });
  });
}

describe('the validator catches (scaling and workers)', () => {
  it('a Deployment with neither an autoscaler nor a reason for fixed replicas', () => {
    expect(broken((o) => o.splice(o.indexOf(find(o, 'HorizontalPodAutoscaler', 'events')), 1))).toContainEqual(
      expect.stringContaining('Deployment/events: no HorizontalPodAutoscaler scales it and no race-rewards/fixed-replicas annotation'),
    );
    expect(broken((o) => delete find(o, 'Deployment', 'mf-admin').metadata.annotations['race-rewards/fixed-replicas'])).toContainEqual(expect.stringContaining('Deployment/mf-admin: no HorizontalPodAutoscaler'));
  });

  it('an autoscaler whose target does not exist', () => {
    expect(broken((o) => (find(o, 'HorizontalPodAutoscaler', 'payouts-worker').spec.scaleTargetRef.name = 'payouts-workers'))).toContainEqual(
      expect.stringContaining('HorizontalPodAutoscaler/payouts-worker: scales apps/v1/Deployment/payouts-workers, which is not in the manifests'),
    );
  });

  it('an autoscaled Deployment that sets its own replicas', () => {
    expect(broken((o) => (find(o, 'Deployment', 'bff').spec.replicas = 3))).toContainEqual(expect.stringContaining('Deployment/bff: sets replicas (3) while HorizontalPodAutoscaler/bff scales it'));
  });

  it('a worker scaled on CPU alone', () => {
    const problems = broken((o) => {
      find(o, 'HorizontalPodAutoscaler', 'identity-worker').spec.metrics = [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }];
    });
    expect(problems).toContainEqual(expect.stringContaining('HorizontalPodAutoscaler/identity-worker: a worker scales on its queue backlog'));
  });

  it('a worker without its probes on the metrics port', () => {
    const problems = broken((o) => {
      delete container(o, 'events-worker').readinessProbe;
      container(o, 'payouts-worker').livenessProbe.httpGet.path = '/metrics';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Deployment/events-worker container events-worker: a worker's readinessProbe is GET /readyz on its metrics port"),
        expect.stringContaining("Deployment/payouts-worker container payouts-worker: a worker's livenessProbe is GET /healthz on its metrics port"),
      ]),
    );
  });

  it('a worker that accepts traffic, or a Service that sends it some', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'events-worker').spec.ingress.push({ from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bff', 'app.kubernetes.io/component': 'gateway' } } }], ports: [{ port: 9464, protocol: 'TCP' }] });
      find(o, 'Service', 'payouts').spec.selector['app.kubernetes.io/component'] = 'worker';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('NetworkPolicy/events-worker (for Deployment/events-worker): a worker serves nothing'),
        expect.stringContaining('Service/payouts: selects Deployment/payouts-worker, which serves no API'),
      ]),
    );
  });

  it('a disruption budget the autoscaler’s floor cannot satisfy during a drain', () => {
    expect(broken((o) => (find(o, 'HorizontalPodAutoscaler', 'events-worker').spec.minReplicas = 1))).toContainEqual(
      expect.stringContaining('PodDisruptionBudget/events-worker: minAvailable 1 with 1 replica(s) blocks every node drain'),
    );
  });
});
