import { describe, expect, it } from 'vitest';
import { metricValue } from '@rr/server-kit';
import { createBff } from '../src/app.js';
import { startBff } from '../src/main.js';
import { fakeService, testConfig } from './helpers.js';

const sample = metricValue;

describe('BFF metrics', () => {
  it('serves /metrics on its own port only: requests by route template and status class, breaker states, process figures', async () => {
    const upstream = await fakeService('all');
    const bff = await startBff(testConfig({ port: 0, metricsPort: 0, upstreams: { identity: upstream.url, events: upstream.url, payouts: upstream.url } }));
    try {
      const base = `http://127.0.0.1:${bff.port}`;
      await fetch(`${base}/api/events`);
      await fetch(`${base}/api/event/evt-one`);
      await fetch(`${base}/api/event/evt-two`);

      // Not through the public port (the ingress routes only there).
      expect((await fetch(`${base}/metrics`)).headers.get('content-type')).not.toMatch(/openmetrics|text\/plain; version/);
      const res = await fetch(`http://127.0.0.1:${bff.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();

      expect(sample(text, 'http_server_requests_total', 'method="GET",route="/api/events",status="')).toBe(1);
      // One series per route, not one per event id.
      expect(sample(text, 'http_server_requests_total', 'method="GET",route="/api/event",status="')).toBe(2);
      expect(text).not.toContain('evt-one');
      expect(sample(text, 'http_server_request_duration_seconds_count', 'route="/api/event"')).toBe(2);
      for (const lane of ['identity', 'events', 'payouts']) expect(sample(text, 'circuit_breaker_state', `upstream="${lane}"`)).toBe(0);
      expect(text).toContain('app="bff"');
      expect(text).toMatch(/^process_cpu_user_seconds_total\{app="bff"\} /m);
      expect((await fetch(`http://127.0.0.1:${bff.metricsPort}/anything-else`)).status).toBe(404);
    } finally {
      await bff.close();
      await upstream.close();
    }
  });

  it('shows an upstream whose breaker opened as state 2 and counts the opening, 0 again once closed', async () => {
    const app = createBff(testConfig({ upstreams: { identity: 'http://127.0.0.1:1', events: 'http://127.0.0.1:1', payouts: 'http://127.0.0.1:1' } }));
    try {
      const text = () => app.metrics.registry.metrics();
      expect(sample(await text(), 'circuit_breaker_state', 'upstream="payouts"')).toBe(0);

      app.breakers.payouts.open();
      expect(sample(await text(), 'circuit_breaker_state', 'upstream="payouts"')).toBe(2);
      expect(sample(await text(), 'circuit_breaker_opened_total', 'upstream="payouts"')).toBe(1);
      expect(sample(await text(), 'circuit_breaker_state', 'upstream="events"')).toBe(0);

      app.breakers.payouts.close();
      expect(sample(await text(), 'circuit_breaker_state', 'upstream="payouts"')).toBe(0);
    } finally {
      await app.dispose();
    }
  });
});
