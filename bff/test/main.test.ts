import { describe, expect, it } from 'vitest';
import { startBff } from '../src/main.js';
import { fakeService, testConfig } from './helpers.js';

describe('startBff', () => {
  it('listens on a free port when asked for port 0 and closes cleanly', async () => {
    const upstream = await fakeService('all');
    const bff = await startBff(testConfig({ port: 0, upstreams: { identity: upstream.url, events: upstream.url, payouts: upstream.url } }));
    try {
      expect(bff.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${bff.port}/readyz`);
      expect(res.status).toBe(200);
      const proxied = await fetch(`http://127.0.0.1:${bff.port}/api/events`);
      expect(await proxied.json()).toEqual({ service: 'all', path: '/api/events' });
    } finally {
      await bff.close();
      await upstream.close();
    }
    await expect(fetch(`http://127.0.0.1:${bff.port}/healthz`)).rejects.toThrow();
  });
});
