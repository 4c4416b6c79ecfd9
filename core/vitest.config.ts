import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Plain functions: no DOM needed.
    environment: 'node',
    restoreMocks: true,
    // Generous: on a busy 2-core machine the first import of a module graph is slow.
    testTimeout: 20_000,
  },
});
