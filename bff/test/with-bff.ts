import { afterAll, beforeAll } from 'vitest';
import { createBff, type BffApp } from '../src/app.js';
import type { BffConfig } from '../src/config.js';
import { bffWithFakes, listen } from './helpers.js';

/** A BFF on `config` for one test: listening while `use` runs, closed after it, whatever it throws. */
export async function withBff<T>(config: BffConfig, use: (url: string, bff: BffApp) => Promise<T>): Promise<T> {
  const bff = createBff(config);
  const server = await listen(bff);
  try {
    return await use(server.url, bff);
  } finally {
    await server.close();
    await bff.dispose();
  }
}

/** The BFF and its fake services for one test file: started before its tests, closed after them; the object holds them once started. */
export function bffForFile(...options: Parameters<typeof bffWithFakes>): Awaited<ReturnType<typeof bffWithFakes>> {
  const stack = {} as Awaited<ReturnType<typeof bffWithFakes>>;
  beforeAll(async () => void Object.assign(stack, await bffWithFakes(...options)));
  afterAll(async () => stack.close?.());
  return stack;
}
