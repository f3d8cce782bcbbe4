import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue, TEST_IDENTITY_SECRET, createLogger, createTestDatabase, identityHeader, metricValue, type TestDatabase } from '@rr/server-kit';
import { startEvents, type RunningService } from '../src/main.js';

const sample = metricValue;

/** A service's /metrics: on its own port, by route template, with the database's and outbox's figures. */
describe('events service metrics', () => {
  let database: TestDatabase;
  let queue: InProcessQueue;
  let service: RunningService;
  const scrape = async () => (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();

  beforeAll(async () => {
    database = await createTestDatabase('events_metrics');
    queue = new InProcessQueue({ logger: createLogger('test', 'silent'), backoffMs: 5 });
    service = await startEvents({ queue, port: 0, env: { DATABASE_URL_EVENTS: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', EVENTS_METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await service.close();
    await queue.close();
    await database.drop();
  });

  it('counts and times requests under their route template, never their ids, and only on the metrics port', async () => {
    const [name, token] = await identityHeader({ sub: 'anonymous', typ: 'anonymous' });
    const base = `http://127.0.0.1:${service.port}`;
    await fetch(`${base}/api/events?limit=1`, { headers: { [name]: token } });
    await fetch(`${base}/api/event/evt-missing-1`, { headers: { [name]: token } });
    await fetch(`${base}/api/event/evt-missing-2`, { headers: { [name]: token } });

    expect(service.metricsPort).toBeGreaterThan(0);
    expect(service.metricsPort).not.toBe(service.port);
    // The public port has no /metrics (it answers 404 like any unknown path, counted as unmatched).
    expect((await fetch(`${base}/metrics`, { headers: { [name]: token } })).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_server_requests_total', 'method="GET",route="/api/events",status="2xx",app="events"')).toBe(1);
    expect(sample(text, 'http_server_requests_total', 'method="GET",route="/api/event/:eventId",status="4xx"')).toBe(2);
    expect(sample(text, 'http_server_request_duration_seconds_count', 'route="/api/event/:eventId"')).toBe(2);
    expect(text).not.toContain('evt-missing');
  });

  it("says the outbox's lag (the oldest unpublished message's age) and the connection pool", async () => {
    await service.close();
    // Closed: the relay no longer publishes; a message written an hour ago waits.
    const { createSequelize } = await import('@rr/server-kit');
    const sequelize = createSequelize(database.url);
    try {
      await sequelize.query(`INSERT INTO outbox_messages (id, topic, payload, occurred_at, attempts) VALUES ('lag-test', 'test.topic', '{}', :at, 0)`, {
        replacements: { at: new Date(Date.now() - 3_600_000) },
      });
    } finally {
      await sequelize.close();
    }
    service = await startEvents({ queue, port: 0, env: { DATABASE_URL_EVENTS: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', EVENTS_METRICS_PORT: '0' } });
    const text = await scrape();
    // The relay retries the unknown topic (no subscriber), so it stays unpublished and about an hour old.
    expect(sample(text, 'outbox_oldest_unpublished_seconds', 'app="events"')).toBeGreaterThan(3_500);
    expect(sample(text, 'db_pool_connections', 'state="open"')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('queue_job_failures_total');
  });
});
