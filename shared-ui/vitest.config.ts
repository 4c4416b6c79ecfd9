import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The css prop needs emotion's JSX runtime, as in the webpack builds.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    // One page for all test files (fast); fresh-page blanks it before each file and
    // cleans up after each test.
    isolate: false,
    setupFiles: ['../tooling/vitest/fresh-page.mjs'],
    // Generous: on a busy 2-core machine the first import of a module graph is slow.
    testTimeout: 20_000,
  },
});
