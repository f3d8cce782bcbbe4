import { describe, expect, it } from 'vitest';
import { InProcessQueue, createAppMetrics, createLogger } from '../src/index.js';

describe('queue failures in the metrics', () => {
  it('counts each failed attempt by topic and consumer group', async () => {
    const metrics = createAppMetrics('test', { processMetrics: false });
    const queue = new InProcessQueue({ logger: createLogger('test', 'silent'), backoffMs: 1, attempts: 3, onFailure: (topic, group) => metrics.jobFailures.inc({ topic, group }) });
    let calls = 0;
    await queue.subscribe('demo.topic', 'g1', async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
    });
    await queue.publish({ id: 'm1', topic: 'demo.topic', payload: {}, occurredAt: new Date().toISOString() });
    await queue.drain();

    expect(calls).toBe(3);
    expect(await metrics.registry.getSingleMetricAsString('queue_job_failures_total')).toContain('queue_job_failures_total{topic="demo.topic",group="g1",app="test"} 2');
    await queue.close();
  });
});
