import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // One worker without isolation: the simulated market (a few seconds to build) is
    // built once and shared by every test file through the in-process market cache.
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
