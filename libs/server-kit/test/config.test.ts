import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, portSchema } from '../src/config.js';

const schema = z.object({ PORT: portSchema, DATABASE_URL: z.string().startsWith('sqlite:'), NAME: z.string().min(1) });

describe('loadConfig', () => {
  it('returns typed values', () => {
    expect(loadConfig(schema, { PORT: '8080', DATABASE_URL: 'sqlite::memory:', NAME: 'x' })).toEqual({ PORT: 8080, DATABASE_URL: 'sqlite::memory:', NAME: 'x' });
  });

  it('names every problem in one error', () => {
    let message = '';
    try {
      loadConfig(schema, { PORT: 'abc', DATABASE_URL: 'postgres://x' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('NAME');
  });
});
