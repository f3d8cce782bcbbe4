import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_IDENTITY_TOKEN_SECRET,
  InProcessQueue,
  TEST_IDENTITY_SECRET,
  createLogger,
  createSequelize,
  createTestDatabase,
  identityHeader,
  type TestDatabase,
} from '@rr/server-kit';
import { loadEventsConfig } from '../src/config.js';
import { startEvents, type RunningService } from '../src/main.js';
import { aMessage } from './helpers.js';

describe('startEvents', () => {
  let database: TestDatabase;
  let queue: InProcessQueue;
  let service: RunningService;

  beforeAll(async () => {
    database = await createTestDatabase('events_main');
    queue = new InProcessQueue({ logger: createLogger('test', 'silent'), backoffMs: 5 });
    service = await startEvents({
      queue,
      port: 0,
      seed: true,
      env: { DATABASE_URL_EVENTS: database.url, IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await service.close();
    await queue.close();
    await database.drop();
  });

  const base = () => `http://127.0.0.1:${service.port}`;

  it('is healthy and ready once migrated, with the demo programme seeded', async () => {
    const [name, token] = await identityHeader({ sub: 'anonymous', typ: 'anonymous' });

    expect(await (await fetch(`${base()}/healthz`)).json()).toEqual({ status: 'ok', service: 'events' });
    expect(await (await fetch(`${base()}/readyz`)).json()).toEqual({ status: 'ready', service: 'events' });
    const events = await (await fetch(`${base()}/api/events?limit=1`, { headers: { [name]: token } })).json();
    expect(events.pagination.total).toBe(61);
  });

  it("moves the demo rider's results when identity's riders.merged arrives on the shared queue", async () => {
    await queue.publish(aMessage('riders.merged', { keptRiderId: 'rider-kept', removedRiderId: 'rider-demo' }));
    await queue.drain();

    const sequelize = createSequelize(database.url);
    try {
      const [rows] = await sequelize.query("SELECT COUNT(*) AS n FROM results WHERE rider_id = 'rider-kept'");
      expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(3);
    } finally {
      await sequelize.close();
    }
  });
});

describe('events configuration', () => {
  it('has the documented defaults', () => {
    const config = loadEventsConfig({});

    expect(config.port).toBe(4102);
    expect(config.databaseUrl).toMatch(/^sqlite:.*var\/db\/events\.sqlite$/);
    expect(config.identitySecret).toBe(DEV_IDENTITY_TOKEN_SECRET);
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('names every problem at once', () => {
    expect(() => loadEventsConfig({ EVENTS_PORT: 'x', DATABASE_URL_EVENTS: 'postgres://db', LOG_LEVEL: 'loud' })).toThrow(
      /EVENTS_PORT[\s\S]*DATABASE_URL_EVENTS[\s\S]*LOG_LEVEL/,
    );
  });

  it('refuses the development secret in production', () => {
    expect(() => loadEventsConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadEventsConfig({ NODE_ENV: 'production' })).toThrow(/IDENTITY_TOKEN_SECRET/);
    expect(loadEventsConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://rewards.example.com' }).identitySecret).toBe('x'.repeat(40));
  });

  it('needs the site address in production (the links in results reminders), defaults it elsewhere', () => {
    expect(() => loadEventsConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    expect(loadEventsConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadEventsConfig({ RESULTS_REMINDER_INTERVAL_MINUTES: '15' }).reminderIntervalMs).toBe(15 * 60_000);
    expect(() => loadEventsConfig({ RESULTS_REMINDER_INTERVAL_MINUTES: '0' })).toThrow(/RESULTS_REMINDER_INTERVAL_MINUTES/);
  });

  it('reads the programme makes as a comma list (default the demo make Apex), each once, and refuses an empty list', () => {
    expect(loadEventsConfig({}).programmeMakes).toEqual(['Apex']);
    expect(loadEventsConfig({ PROGRAMME_MAKES: ' Apex , Harley-Davidson,,apex ' }).programmeMakes).toEqual(['Apex', 'Harley-Davidson']);
    expect(() => loadEventsConfig({ PROGRAMME_MAKES: ' , ' })).toThrow(/PROGRAMME_MAKES/);
  });
});
