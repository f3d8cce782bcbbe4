// The Kubernetes manifests render offline, match the Kubernetes schemas and follow our policy
// (scripts/k8s-validate.mjs). The second half breaks a rendered copy on purpose to show that each
// policy check really catches what it is meant to catch.
import { describe, expect, it } from 'vitest';
import { policyProblems, schemaProblems, validateObjects } from '../scripts/k8s-validate.mjs';
import { brokenProduction as broken, container, find, rendered, type Obj } from './rendered-testing.js';

const bffConfig = (objects: Obj[]): Obj => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('bff-config'))!;

describe('every overlay', () => {
  it('includes staging and production', () => {
    expect([...rendered.keys()].sort()).toEqual(expect.arrayContaining(['production', 'staging']));
  });

  for (const [name, objects] of rendered) {
    describe(name, () => {
      it('renders one Deployment, Service and ServiceAccount per app, and a migration Job per service', () => {
        const apps = ['bff', 'identity', 'events', 'payouts', 'mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
        for (const app of apps) for (const kind of ['Deployment', 'Service', 'ServiceAccount']) expect(() => find(objects, kind, app)).not.toThrow();
        for (const svc of ['identity', 'events', 'payouts']) expect(find(objects, 'Job', `${svc}-migrate`).spec.template.spec.containers[0].args.join(' ')).toContain(`services/${svc}/dist/migrate.js`);
      });

      it('runs compiled JavaScript under plain node: no tsx, no TypeScript source', () => {
        const commands = objects
          .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
          .flatMap((o) => (o.spec.template.spec.containers as Array<{ command?: string[]; args?: string[] }>).map((c) => [...(c.command ?? []), ...(c.args ?? [])].join(' ')));
        expect(commands.length).toBeGreaterThan(0);
        for (const command of commands) {
          expect(command).not.toMatch(/tsx|\.ts\b/);
          expect(command).toMatch(/^node /);
        }
      });

      it('lets Prometheus scrape /metrics on each app’s own metrics port, which no Service or Ingress exposes', () => {
        const bffPorts = find(objects, 'Service', 'bff').spec.ports.map((p: Obj) => p.port);
        expect(bffPorts).not.toContain(9464);
        for (const app of ['bff', 'identity', 'events', 'payouts']) {
          const deployment = find(objects, 'Deployment', app);
          expect(deployment.spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464', 'prometheus.io/path': '/metrics' });
          expect(container(objects, app).ports).toContainEqual(expect.objectContaining({ name: 'metrics', containerPort: 9464 }));
          const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith(`${app}-config`))!;
          expect(config.data[`${app.toUpperCase()}_METRICS_PORT`]).toBe('9464');
          expect(find(objects, 'Service', app).spec.ports.map((p: Obj) => p.port)).not.toContain(9464);
        }
      });

      it('ships alert rules on metrics the apps export, each with a runbook in docs/operations.md', async () => {
        const { parse } = await import('yaml');
        const fs = await import('node:fs');
        const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('race-rewards-alerts'))!;
        const rules = (parse(config.data['race-rewards.rules.yaml']) as { groups: Array<{ rules: Array<{ alert: string; expr: string; annotations: { runbook: string } }> }> }).groups.flatMap((g) => g.rules);
        expect(rules.map((r) => r.alert).sort()).toEqual(['CircuitBreakerOpen', 'HighServerErrorRate', 'OutboxLagging', 'PaymentProviderErrors', 'QueueJobsFailing']);
        const exported = ['circuit_breaker_state', 'outbox_oldest_unpublished_seconds', 'payment_provider_errors_total', 'payment_provider_requests_total', 'http_server_requests_total', 'queue_job_failures_total'];
        const operations = fs.readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8').toLowerCase();
        for (const rule of rules) {
          const metrics = rule.expr.match(/[a-z_]+(?=\{|\[|\))/g)?.filter((name) => /_(total|state|seconds)$/.test(name)) ?? [];
          expect(metrics.length, rule.alert).toBeGreaterThan(0);
          for (const name of metrics) expect(exported, `${rule.alert}: ${name}`).toContain(name);
          expect(rule.annotations.runbook).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
          expect(operations, rule.alert).toContain(`### ${rule.alert.toLowerCase()}`);
        }
      });

      it('matches the Kubernetes schemas', async () => {
        expect(await schemaProblems(objects)).toEqual([]);
      });

      it('follows the security, probe, resource and network policy', () => {
        expect(policyProblems(objects)).toEqual([]);
      });

      it('points the BFF at the remotes of this environment', () => {
        const data = bffConfig(objects).data;
        const hosts = find(objects, 'Ingress', 'race-rewards').spec.rules.map((r: Obj) => r.host);
        for (const key of ['MF_REMOTE_PUBLIC', 'MF_REMOTE_RIDER', 'MF_REMOTE_DEALER', 'MF_REMOTE_PROMOTER', 'MF_REMOTE_ADMIN']) {
          expect(hosts).toContain(new URL(data[key]).hostname);
        }
        expect(data.MF_REMOTE_RIDER).not.toContain('example.invalid');
      });

      it('commits no secret values', () => {
        expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
      });
    });
  }
});

describe('the validator catches', () => {
  // Each admission policy (k8s/policies) names the object, the policy and the container.
  it('a container without a liveness probe', () => {
    expect(broken((o) => delete container(o, 'bff').livenessProbe)).toContain('Deployment/bff: race-rewards-probes: container bff has no livenessProbe');
  });

  it('a container without a readiness probe', () => {
    expect(broken((o) => delete container(o, 'mf-rider').readinessProbe)).toContain('Deployment/mf-rider: race-rewards-probes: container mf-rider has no readinessProbe');
  });

  it('a probe on a port the container does not declare', () => {
    expect(broken((o) => (container(o, 'events').livenessProbe.httpGet.port = 'admin'))).toContain(
      'Deployment/events: race-rewards-probes: container events probes port admin, which it does not declare',
    );
  });

  it('a container without limits, or without any resources', () => {
    const problems = broken((o) => {
      delete container(o, 'payouts').resources.limits;
      delete find(o, 'Job', 'payouts-migrate').spec.template.spec.containers[0].resources;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/payouts: race-rewards-resources: container payouts (limits.cpu, limits.memory): set CPU and memory requests and limits',
        'Job/payouts-migrate: race-rewards-resources: container migrate (requests.cpu, requests.memory, limits.cpu, limits.memory): set CPU and memory requests and limits',
      ]),
    );
  });

  it('a writable root filesystem, or no emptyDir at /tmp', () => {
    const problems = broken((o) => {
      container(o, 'identity').securityContext.readOnlyRootFilesystem = false;
      find(o, 'Deployment', 'mf-admin').spec.template.spec.volumes[0] = { name: 'tmp', hostPath: { path: '/tmp' } };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/identity: race-rewards-read-only-root-filesystem: container identity: readOnlyRootFilesystem is not true',
        'Deployment/mf-admin: race-rewards-read-only-root-filesystem: container mf-admin has no emptyDir mounted at /tmp',
      ]),
    );
  });

  it('privilege escalation, kept capabilities, no seccomp profile and host namespaces', () => {
    const problems = broken((o) => {
      const sc = container(o, 'identity').securityContext;
      sc.allowPrivilegeEscalation = true;
      sc.capabilities = { drop: ['NET_RAW'] };
      delete sc.seccompProfile;
      delete find(o, 'Deployment', 'identity').spec.template.spec.securityContext.seccompProfile;
      find(o, 'Deployment', 'identity').spec.template.spec.hostNetwork = true;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/identity: race-rewards-restricted: container identity: allowPrivilegeEscalation is not false',
        'Deployment/identity: race-rewards-restricted: container identity: capabilities must drop ALL and add none',
        'Deployment/identity: race-rewards-restricted: container identity: seccompProfile is not RuntimeDefault',
        'Deployment/identity: race-rewards-restricted: uses host namespaces (hostNetwork, hostPID or hostIPC)',
      ]),
    );
  });

  it('a pod that may run as root, or runs as user 0', () => {
    const problems = broken((o) => {
      delete find(o, 'Job', 'events-migrate').spec.template.spec.securityContext.runAsNonRoot;
      delete find(o, 'Job', 'events-migrate').spec.template.spec.containers[0].securityContext.runAsNonRoot;
      container(o, 'mf-public').securityContext.runAsUser = 0;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Job/events-migrate: race-rewards-non-root: container migrate: runAsNonRoot is not true',
        'Deployment/mf-public: race-rewards-non-root: container mf-public runs as user 0',
      ]),
    );
  });

  it('the default ServiceAccount, a mounted token, and a ServiceAccount that is not in the manifests', () => {
    const problems = broken((o) => {
      delete find(o, 'Deployment', 'bff').spec.template.spec.serviceAccountName;
      delete find(o, 'Deployment', 'events').spec.template.spec.automountServiceAccountToken;
      find(o, 'Deployment', 'payouts').spec.template.spec.serviceAccountName = 'ghost';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/bff: race-rewards-service-account: uses the default ServiceAccount (give it its own)',
        'Deployment/events: race-rewards-service-account: mounts a service account token (set automountServiceAccountToken false on the pod)',
        'Deployment/payouts: ServiceAccount ghost is not in the manifests',
      ]),
    );
  });

  it('a secret passed as a literal', () => {
    const problems = broken((o) => {
      container(o, 'bff').env.push({ name: 'IDENTITY_TOKEN_SECRET', value: 'hunter2' });
      bffConfig(o).data.SESSION_KEYS = 'a,b';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/bff: race-rewards-secret-env: container bff env IDENTITY_TOKEN_SECRET must come from a Secret (secretKeyRef)',
        expect.stringMatching(/^ConfigMap\/bff-config-[a-z0-9]+: race-rewards-secret-env: key SESSION_KEYS looks secret; keep it in the Secret$/),
      ]),
    );
  });

  it('a committed Secret', () => {
    const problems = broken((o) => o.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oops', namespace: 'race-rewards' }, stringData: { REDIS_URL: 'redis://x' } }));
    expect(problems).toContainEqual(expect.stringContaining('Secret/oops: secret values are committed'));
  });

  it('a missing deny-all policy', () => {
    const problems = broken((o) => o.splice(o.indexOf(find(o, 'NetworkPolicy', 'deny-all')), 1));
    expect(problems).toContainEqual(expect.stringContaining('no deny-all NetworkPolicy'));
  });

  it('a service without its network policy', () => {
    const problems = broken((o) => o.splice(o.indexOf(find(o, 'NetworkPolicy', 'events')), 1));
    // The trace-export policy (egress only) still selects its pods: nothing lets traffic in any more.
    expect(problems).toContainEqual(expect.stringContaining('Deployment/events: no NetworkPolicy allows traffic in'));
  });

  it('a service that accepts traffic from anywhere', () => {
    const problems = broken((o) => find(o, 'NetworkPolicy', 'payouts').spec.ingress.push({ ports: [{ port: 4103, protocol: 'TCP' }] }));
    expect(problems).toContainEqual(expect.stringContaining('NetworkPolicy/payouts (for Deployment/payouts): an ingress rule allows traffic from anywhere'));
  });

  it('a service that accepts traffic from another app than the BFF', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'identity').spec.ingress[0].from[0].podSelector.matchLabels = { 'app.kubernetes.io/name': 'mf-admin' };
    });
    expect(problems).toContainEqual(expect.stringContaining('a service may accept traffic only from the BFF, but the peer selects Deployment/mf-admin'));
  });

  it('a monitoring rule that reaches more than the metrics port', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'payouts').spec.ingress.push({ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }], ports: [{ port: 4103, protocol: 'TCP' }] });
    });
    expect(problems).toContainEqual(expect.stringContaining('a service may accept traffic only from the BFF'));
  });

  it('a service that accepts traffic from another namespace', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'identity').spec.ingress[0].from.push({ namespaceSelector: { matchLabels: { team: 'x' } } });
    });
    expect(problems).toContainEqual(expect.stringContaining('a service may accept traffic only from the BFF'));
  });

  it('a remote open to every namespace', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'mf-dealer').spec.ingress[0].from = [{ namespaceSelector: {} }];
    });
    expect(problems).toContain('NetworkPolicy/mf-dealer: race-rewards-network-policy-peers: ingress from every namespace (an empty namespaceSelector)');
  });

  it('a service open to an address range', () => {
    const problems = broken((o) => {
      find(o, 'NetworkPolicy', 'events').spec.ingress[0].from.push({ ipBlock: { cidr: '10.0.0.0/8' } });
    });
    expect(problems).toContain('NetworkPolicy/events: race-rewards-network-policy-peers: ingress from an ipBlock (10.0.0.0/8)');
  });

  it('an Ingress host without TLS', () => {
    const problems = broken((o) => {
      find(o, 'Ingress', 'race-rewards').spec.tls[0].hosts.shift();
    });
    expect(problems).toContainEqual(expect.stringMatching(/^Ingress\/race-rewards: race-rewards-ingress-tls: host [a-z.-]+ is not covered by TLS$/));
  });

  it('a BFF that may not reach a service', () => {
    const problems = broken((o) => {
      const egress = find(o, 'NetworkPolicy', 'bff').spec.egress;
      egress.splice(egress.findIndex((r: Obj) => r.ports?.[0]?.port === 4103), 1);
    });
    expect(problems).toContainEqual(expect.stringContaining('no egress rule lets the BFF reach Deployment/payouts'));
  });

  it('a remote manifest URL that is not one of the Ingress hosts', () => {
    const problems = broken((o) => {
      bffConfig(o).data.MF_REMOTE_DEALER = 'https://mf-dealer.elsewhere.example.com/mf-manifest.json';
    });
    expect(problems).toContainEqual(expect.stringContaining('MF_REMOTE_DEALER=https://mf-dealer.elsewhere.example.com/mf-manifest.json: host mf-dealer.elsewhere.example.com is not an Ingress host'));
  });

  it('a Service that targets a port its pods do not declare', () => {
    const problems = broken((o) => {
      find(o, 'Service', 'events').spec.ports[0].targetPort = 9999;
    });
    expect(problems).toContainEqual(expect.stringContaining('Service/events: port http targets 9999'));
  });

  it('an unpinned image: the tag latest, or no tag', () => {
    const problems = broken((o) => {
      container(o, 'mf-public').image = 'registry.example.com/race-rewards/mf-public:latest';
      find(o, 'Job', 'identity-migrate').spec.template.spec.containers[0].image = 'registry.example.com:5000/race-rewards/app';
      delete container(o, 'mf-rider').image;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/mf-public: race-rewards-pinned-images: container mf-public image registry.example.com/race-rewards/mf-public:latest uses the mutable tag latest',
        "Job/identity-migrate: race-rewards-pinned-images: container migrate image registry.example.com:5000/race-rewards/app has no tag (set one in the overlay's images:)",
        'Deployment/mf-rider: race-rewards-pinned-images: container mf-rider has no image',
      ]),
    );
  });

  it('two remotes on one image, and a remote running another app\'s image', () => {
    const problems = broken((o) => {
      container(o, 'mf-dealer').image = 'registry.example.com/race-rewards/mf-rider:0.1.0';
      container(o, 'mf-admin').image = 'registry.example.com/race-rewards/remotes:0.1.0';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'remotes mf-dealer, mf-rider share the image registry.example.com/race-rewards/mf-rider: each must be released alone',
        'Deployment/mf-dealer: runs registry.example.com/race-rewards/mf-rider:0.1.0, not an image of its own (expected …/mf-dealer)',
        'Deployment/mf-admin: runs registry.example.com/race-rewards/remotes:0.1.0, not an image of its own (expected …/mf-admin)',
      ]),
    );
  });

  it('a remotes entry that is not an https manifest, or names no remote', () => {
    const problems = broken((o) => {
      const remotes = find(o, 'ConfigMap', 'bff-remotes');
      remotes.data.mf_rider = 'http://mf-rider-v2.racerewards.example.com/mf-manifest.json';
      remotes.data.mf_shop = '';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ConfigMap/bff-remotes: mf_rider=http://mf-rider-v2.racerewards.example.com/mf-manifest.json is not an https mf-manifest.json',
        expect.stringContaining('ConfigMap/bff-remotes: mf_shop is not a remote'),
      ]),
    );
  });

  it('an object that does not match its schema', async () => {
    const copy = structuredClone(rendered.get('production')!);
    container(copy, 'bff').resources.limits.cpu = 'one core';
    expect(await validateObjects(copy)).toContainEqual(expect.stringContaining('Deployment/bff: schema:'));
  });
});
