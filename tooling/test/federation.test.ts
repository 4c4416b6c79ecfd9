import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS, sharedSingletons } from '../src/webpack/federation.ts';

const root = join(import.meta.dirname, '..', '..');

describe('sharedSingletons', () => {
  it('shares every singleton with the required range from package.json and the installed version', async () => {
    const shared = sharedSingletons(join(root, 'remote-cex'));
    const pkg = (await import(join(root, 'remote-cex', 'package.json'), {
      with: { type: 'json' },
    })) as {
      default: { dependencies: Record<string, string> };
    };
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]).toMatchObject({
        singleton: true,
        requiredVersion: pkg.default.dependencies[name],
      });
      expect(shared[name]?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('shares the JSX runtimes and react-dom/client as well, or they are bundled twice', () => {
    const shared = sharedSingletons(join(root, 'host'));
    for (const subpath of [
      'react/jsx-runtime',
      'react-dom/client',
      '@emotion/react/jsx-runtime',
      '@emotion/react/jsx-dev-runtime',
    ]) {
      expect(shared[subpath]?.singleton).toBe(true);
    }
  });

  it('refuses a package that does not depend on a singleton', () => {
    expect(() => sharedSingletons(join(root, 'tooling'))).toThrow(/must depend on react/);
  });
});
