import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The css prop needs emotion's JSX runtime, as in the webpack builds.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    setupFiles: ['./src/test/setup.ts'],
    // The first test builds mock-api's simulated market in process.
    testTimeout: 20_000,
  },
});
