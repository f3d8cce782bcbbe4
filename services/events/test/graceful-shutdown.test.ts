// SIGTERM during load: the events service runs as real child processes (its entries through tsx), as a pod runs it,
// while clients call its API and messages flow through its outbox, relay, queue and consumer; a SIGTERM mid-load must
// fail no request sent while the process was in the rotation, and lose no message and handle none twice.
//
// - Without REDIS_URL + TEST_MYSQL_URL: one all-in-one process (dist/server.js's role; in-process queue), stopped mid-load;
//   what its relay had not published yet waits in the outbox for the next process, which finishes it.
// - With both: a web process and two workers (BullMQ on Redis, MariaDB), as Kubernetes runs them; the web process and
//   one worker are stopped mid-load while messages keep coming, and the other worker takes the rest.
//
// The client behaves as Kubernetes' endpoints do: it sends to the process while its /readyz says 200 (looked at every
// 100 ms) and stops sending once it says 503. SHUTDOWN_DRAIN_SECONDS=1 keeps the process serving meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue, Outbox, TEST_IDENTITY_SECRET, createLogger, createTestDatabase, identityHeader, migrateUp, type TestDatabase } from '@rr/server-kit';
import { openEventsDatabase, type EventsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { PROMOTER_SEASON } from '../src/domain/messages.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redisUrl = process.env.REDIS_URL;
const split = Boolean(redisUrl && process.env.TEST_MYSQL_URL);
const CONSUMER = 'events.promoter-season';
const logger = createLogger('test', 'silent');

interface Started {
  child: ChildProcess;
  /** The API's port (web, all) or the health and metrics port (worker). */
  port: number;
  exited: Promise<number | null>;
  log: string[];
}

/** Starts `services/events/src/<entry>.ts` (the same entries dist/ compiles) under node + tsx and waits for the line saying it runs. */
async function startProcess(entry: 'server' | 'web' | 'worker', base: NodeJS.ProcessEnv): Promise<Started> {
  const env = { ...base, EVENTS_PORT: String(await freePort()) };
  const child = spawn(process.execPath, ['--import', 'tsx', `services/events/src/${entry}.ts`], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in 40 s:\n${log.join('\n')}`)), 40_000);
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as { msg?: string; port?: number; metricsPort?: number };
        if (parsed.msg === 'events listening' || parsed.msg === 'events worker running') {
          clearTimeout(timer);
          resolve({ child, port: (parsed.port ?? parsed.metricsPort)!, exited, log });
        }
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it ran:\n${log.join('\n')}`));
    });
  });
}

interface Answer {
  status: number | string;
  afterSigterm: boolean;
}

/**
 * Clients calling `GET /api/categories` on `port` from `concurrency` loops while the process is in the rotation: a
 * probe reads /readyz every 100 ms, and the loops stop sending once it answered anything but 200. One more call goes
 * out right after the SIGTERM, as from a load balancer that has not read the readiness yet: the loops alone sent none
 * after it when every one of them was waiting for an answer until the probe saw 503 (a busy machine), and the drain
 * went untested.
 */
function driveLoad(port: number, concurrency: number) {
  const answers: Answer[] = [];
  let inRotation = true;
  let sigtermAt = 0;
  let readinessSeen: number | string | undefined;
  const probe = (async () => {
    while (inRotation) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        await res.body?.cancel();
        if (res.status !== 200) {
          readinessSeen = res.status;
          inRotation = false;
        }
      } catch (err) {
        readinessSeen = (err as Error).message;
        inRotation = false;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const header = identityHeader({ sub: 'anonymous', typ: 'anonymous' });
  const call = async () => {
    const afterSigterm = sigtermAt > 0;
    const [name, value] = await header;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/categories`, { headers: { [name]: value } });
      await res.arrayBuffer();
      answers.push({ status: res.status, afterSigterm });
    } catch (err) {
      answers.push({ status: `${(err as Error).message} ${String((err as { cause?: { code?: string } }).cause?.code ?? '')}`, afterSigterm });
    }
  };
  const loops = Array.from({ length: concurrency }, async () => {
    while (inRotation) await call();
  });
  let late: Promise<void> = Promise.resolve();
  return {
    answers,
    sigterm(child: ChildProcess) {
      sigtermAt = Date.now();
      child.kill('SIGTERM');
      late = call();
    },
    /** Resolves once the probe took the process out of the rotation and every loop stopped. */
    async done() {
      await probe;
      await Promise.all([...loops, late]);
      return { readinessSeen, sigtermAt };
    },
  };
}

/** The `promoter.season` messages the test sends through the outbox: one season per message, so each leaves one row. */
async function addMessages(outbox: Outbox, db: EventsDb, from: number, count: number): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    for (let i = from; i < from + count; i += 1) {
      await outbox.add(transaction, PROMOTER_SEASON, { promoterId: `graceful-${i}`, seasonYear: 2030, status: 'approved', sanctioningBodies: ['AMA'], at: new Date().toISOString() });
    }
  });
}

async function counts(db: EventsDb) {
  const one = async (sql: string) => Number(((await db.sequelize.query(sql))[0] as Array<{ n: number | string }>)[0]!.n);
  return {
    processed: await one(`SELECT COUNT(*) AS n FROM processed_messages WHERE consumer = '${CONSUMER}'`),
    seasons: await one(`SELECT COUNT(DISTINCT promoter_id) AS n FROM promoter_seasons WHERE promoter_id LIKE 'graceful-%'`),
    rows: await one(`SELECT COUNT(*) AS n FROM promoter_seasons WHERE promoter_id LIKE 'graceful-%'`),
    unpublished: await one(`SELECT COUNT(*) AS n FROM outbox_messages WHERE published_at IS NULL`),
  };
}

/** A port free right now (the services' ports must be 1 or more; their metrics ports may be 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(split ? 'SIGTERM during load: web + two workers (BullMQ, MariaDB)' : 'SIGTERM during load: one all-in-one process (in-process queue)', () => {
  let database: TestDatabase;
  let db: EventsDb;
  let outbox: Outbox;
  const children: ChildProcess[] = [];
  const prefix = `rrtest-graceful-${randomUUID().slice(0, 8)}`;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    database = await createTestDatabase('events_graceful');
    db = openEventsDatabase(database.url, logger);
    // The migration Job's part: web and worker processes never migrate.
    await migrateUp(db.sequelize, migrations, logger);
    // Only Outbox.add here: this process relays nothing (a stopped relay ignores the pokes after each commit).
    outbox = new Outbox(db.sequelize, new InProcessQueue({ logger }), logger);
    await outbox.stop();
    const { REDIS_URL: _redis, TEST_MYSQL_URL: _mysql, ...inherited } = process.env;
    env = {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL_EVENTS: database.url,
      IDENTITY_TOKEN_SECRET: TEST_IDENTITY_SECRET,
      IDENTITY_URL: 'http://127.0.0.1:9',
      EVENTS_METRICS_PORT: '0',
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      ...(split ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {}),
    };
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await db?.sequelize.close();
    await database?.drop();
    if (split) {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it.skipIf(split)('fails no request and loses no message when the process is stopped mid-load', async () => {
    const total = 300;
    await addMessages(outbox, db, 0, total);
    const server = await startProcess('server', env);
    children.push(server.child);
    const load = driveLoad(server.port, 6);
    await new Promise((r) => setTimeout(r, 600));
    const atSigterm = await counts(db);
    load.sigterm(server.child);
    const code = await server.exited;
    const { readinessSeen, sigtermAt } = await load.done();
    const stoppedInMs = Date.now() - sigtermAt;

    expect(code, server.log.slice(-20).join('\n')).toBe(0);
    // Readiness said 503 while the process still answered: the client left before the listener closed.
    expect(readinessSeen).toBe(503);
    expect(load.answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(load.answers.filter((a) => a.afterSigterm).length).toBeGreaterThan(0);

    // What its relay had not published waits in the outbox for the next process, which finishes it.
    const afterFirst = await counts(db);
    const next = await startProcess('server', env);
    children.push(next.child);
    await until(async () => (await counts(db)).processed === total, 30_000, `${total} messages handled`);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);

    expect(await counts(db)).toEqual({ processed: total, seasons: total, rows: total, unpublished: 0 });
    console.info(
      `all-in-one: ${load.answers.length} requests (${load.answers.filter((a) => a.afterSigterm).length} after SIGTERM), all 200; ` +
        `messages handled at SIGTERM ${atSigterm.processed}/${total}, by the first process ${afterFirst.processed}, the rest by the next; stopped ${stoppedInMs} ms after SIGTERM`,
    );
  }, 60_000);

  it.skipIf(!split)('fails no request and loses no message when the web process and one worker are stopped mid-load', async () => {
    const total = 300;
    const began = Date.now();
    const [web, workerA, workerB] = await Promise.all([startProcess('web', env), startProcess('worker', env), startProcess('worker', env)]);
    children.push(web.child, workerA.child, workerB.child);

    const startedInMs = Date.now() - began;
    // A worker serves probes and metrics on its port, no API.
    expect((await fetch(`http://127.0.0.1:${workerA.port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${workerA.port}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${workerA.port}/api/categories`)).status).toBe(404);

    // Messages keep coming (the web process's commits would write them) while the API is under load.
    let sent = 0;
    const producing = (async () => {
      while (sent < total) {
        await addMessages(outbox, db, sent, 10);
        sent += 10;
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    const load = driveLoad(web.port, 6);
    await new Promise((r) => setTimeout(r, 700));
    const metrics = await (await fetch(`http://127.0.0.1:${workerA.port}/metrics`)).text();
    const atSigterm = await counts(db);
    load.sigterm(web.child);
    workerA.child.kill('SIGTERM');
    const [webCode, workerACode] = await Promise.all([web.exited, workerA.exited]);
    const { readinessSeen, sigtermAt } = await load.done();
    const stoppedInMs = Date.now() - sigtermAt;
    const byA = await counts(db);

    expect(webCode, web.log.slice(-20).join('\n')).toBe(0);
    expect(workerACode, workerA.log.slice(-20).join('\n')).toBe(0);
    expect(readinessSeen).toBe(503);
    expect(load.answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(load.answers.filter((a) => a.afterSigterm).length).toBeGreaterThan(0);
    expect(metrics).toMatch(/queue_jobs\{topic="promoter.season",group="events",state="waiting",app="events"\} \d+/);

    // The other worker takes whatever is left: every message handled once, nothing failed, nothing waiting.
    await producing;
    await until(async () => (await counts(db)).processed === total, 30_000, `${total} messages handled`);
    const finishedInMs = Date.now() - sigtermAt;
    workerB.child.kill('SIGTERM');
    expect(await workerB.exited).toBe(0);
    expect(await counts(db)).toEqual({ processed: total, seasons: total, rows: total, unpublished: 0 });
    const queue = new Queue(`rr.${PROMOTER_SEASON}.events`, { connection: { url: redisUrl }, prefix });
    const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    await queue.close();
    expect(jobs).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, completed: total });
    console.info(
      `web + 2 workers: ${load.answers.length} requests (${load.answers.filter((a) => a.afterSigterm).length} after SIGTERM), all 200; ` +
        `messages handled at SIGTERM ${atSigterm.processed}/${sent} sent, when web and worker A had stopped ${byA.processed}, the rest by worker B ` +
        `(all handled ${finishedInMs} ms after SIGTERM); processes started in ${startedInMs} ms, web and worker A stopped ${stoppedInMs} ms after SIGTERM`,
    );
  }, 60_000);
});
