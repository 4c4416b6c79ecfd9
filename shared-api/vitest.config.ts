import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The css prop needs emotion's JSX runtime, as in the webpack builds.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  // Generous: on a busy 2-core machine the first import of a module graph is slow.
  test: { environment: 'happy-dom', restoreMocks: true, testTimeout: 20_000 },
});
