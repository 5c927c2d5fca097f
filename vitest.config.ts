import { defineConfig } from 'vitest/config';

// Unit tests (next to the code) and server integration tests (apps/server/test).
// Browser journeys live in tests/e2e with their own config.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
