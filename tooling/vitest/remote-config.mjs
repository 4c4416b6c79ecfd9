// Plain JavaScript: vitest loads its config with Node, which cannot import TypeScript from
// a workspace package.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration of a remote: happy-dom, emotion's JSX runtime for the css prop
 * (as in the webpack builds), the package's version defined as the build defines it, test files
 * sharing one page, and a generous timeout because the first screen test builds mock-api's
 * market in process.
 *
 * @param {string} packageDir the remote's folder (holds package.json and src/test/setup.ts)
 */
export function remoteVitestConfig(packageDir) {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const setup = join(packageDir, 'src', 'test', 'setup.ts');
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
    define: { 'process.env.FLOWSCOPE_PACKAGE_VERSION': JSON.stringify(version) },
    test: {
      environment: 'happy-dom',
      restoreMocks: true,
      // One page for all test files (fast, and mock-api's market is built once); fresh-page
      // blanks it before each file.
      isolate: false,
      setupFiles: [
        join(import.meta.dirname, 'fresh-page.mjs'),
        ...(existsSync(setup) ? [setup] : []),
      ],
      testTimeout: 20_000,
    },
  });
}
