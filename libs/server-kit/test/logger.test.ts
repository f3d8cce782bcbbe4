import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, currentRequestId, isRequestId, memoryDestination, outsideRequest, withRequestId } from '../src/logger.js';

const saved = process.env.LOG_LEVEL;
afterEach(() => {
  if (saved === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = saved;
});

describe('createLogger', () => {
  it('writes one JSON object per line with level, ISO time, name and msg after the fields', () => {
    const out = memoryDestination();
    createLogger('identity', 'info', out).info({ userId: 'u1' }, 'rider registered');
    expect(out.lines).toEqual([{ level: 'info', time: expect.any(String), pid: process.pid, name: 'identity', userId: 'u1', msg: 'rider registered' }]);
  });

  it('takes its threshold from LOG_LEVEL by default, info for an unknown level, nothing when silent', () => {
    process.env.LOG_LEVEL = 'warn';
    const warnOnly = memoryDestination();
    const logger = createLogger('bff', undefined, warnOnly);
    logger.info('not shown');
    logger.warn('shown');
    expect(warnOnly.lines.map((line) => line.msg)).toEqual(['shown']);

    const unknown = memoryDestination();
    createLogger('bff', 'loud', unknown).debug('not shown');
    expect(unknown.lines).toEqual([]);

    const silent = memoryDestination();
    createLogger('bff', 'silent', silent).error('not shown');
    expect(silent.lines).toEqual([]);
  });

  it('adds the request id to every line logged within the request, by any logger, and none outside it', async () => {
    const out = memoryDestination();
    const a = createLogger('a', 'info', out);
    const b = createLogger('b', 'info', out);
    await withRequestId('req-7', async () => {
      a.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      b.info('after an await');
      expect(currentRequestId()).toBe('req-7');
      outsideRequest(() => a.info('background work'));
    });
    a.info('later');
    expect(out.lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['first', 'req-7'],
      ['after an await', 'req-7'],
      ['background work', undefined],
      ['later', undefined],
    ]);
  });

  it('accepts request ids of 1–128 letters, digits and ._:- only', () => {
    expect(['0b5c1f9e-3a4d-4c2b-9f00-123456789abc', 'a', 'x.y:z_1-2', 'a'.repeat(128)].every(isRequestId)).toBe(true);
    expect(['', 'a'.repeat(129), 'has space', 'new\nline', 'é', undefined, 42].some(isRequestId)).toBe(false);
  });
});
