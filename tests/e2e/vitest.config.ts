import { defineConfig } from 'vitest/config';

// Browser journeys in real Chromium against the built product (npm run build first: test:e2e does it).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One journey at a time: each starts its own server and browser, and these machines have two cores.
    fileParallelism: false,
    pool: 'forks',
  },
});
