import { createBff, type BffApp } from '../src/app.js';
import type { BffConfig } from '../src/config.js';
import { listen } from './helpers.js';

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
