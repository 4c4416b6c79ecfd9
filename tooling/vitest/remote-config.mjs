// Plain JavaScript: vitest loads its config with Node, which cannot import TypeScript from
// a workspace package.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The setup file that blanks the shared page before each test file and cleans up after each
 * test: for any package whose test files share one page (`isolate: false`).
 */
export const FRESH_PAGE_SETUP = join(import.meta.dirname, 'fresh-page.mjs');

/**
 * The vitest configuration of a remote: happy-dom, emotion's JSX runtime for the css prop
 * (as in the webpack builds), the package's version defined as the build defines it, test files
 * sharing one page, and a generous timeout because the first screen test builds mock-api's
 * market in process.
 *
 * @param {string} packageDir the remote's folder (holds its package.json)
 */
export function remoteVitestConfig(packageDir) {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
    define: { 'process.env.FLOWSCOPE_PACKAGE_VERSION': JSON.stringify(version) },
    test: {
      environment: 'happy-dom',
      restoreMocks: true,
      // One page for all test files (fast, and mock-api's market is built once); fresh-page
      // blanks it before each file and cleans up after each test.
      isolate: false,
      setupFiles: [FRESH_PAGE_SETUP],
      testTimeout: 20_000,
    },
  });
}
