import { defineConfig } from 'vitest/config';

// For `npm test -w bff`; the root vitest.config.ts runs these same files in the whole-repo run.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
