import { FRESH_PAGE_SETUP } from '@flowscope/tooling/vitest';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock (the Module Federation runtime): each needs a
 * module graph of its own. Every other file shares one page, which fresh-page blanks before
 * each file (half the run's time was each file importing React, the router and the shell anew).
 */
const MOCKS_A_MODULE = ['src/app/routes.test.tsx', 'src/remotes/remote-registry.test.ts'];

export default defineConfig({
  // The css prop needs emotion's JSX runtime, as in the webpack builds.
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    // Generous: on a busy 2-core machine the first import of a screen's module graph is slow.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'own-modules', include: MOCKS_A_MODULE } },
      {
        extends: true,
        test: {
          name: 'one-page',
          exclude: [...configDefaults.exclude, ...MOCKS_A_MODULE],
          isolate: false,
          setupFiles: [FRESH_PAGE_SETUP],
        },
      },
    ],
  },
});
