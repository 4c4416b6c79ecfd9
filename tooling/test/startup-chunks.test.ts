import { describe, expect, it } from 'vitest';
import { consumeDepths, startupFileOf } from '../src/webpack/startup-chunks-plugin.ts';

const consumes = (edges: Record<string, string[]>) => (chunk: string) => edges[chunk] ?? [];

describe('start-up chunk merging', () => {
  it('puts a chunk one deeper than the deepest chunk providing what it consumes', () => {
    const depths = consumeDepths(
      ['bootstrap', 'shared-ui', 'shared-api', 'react', 'zod'],
      consumes({
        bootstrap: ['shared-ui', 'shared-api', 'react'],
        'shared-ui': ['shared-api', 'react'],
        'shared-api': ['react'],
      }),
    );
    expect(Object.fromEntries(depths ?? [])).toEqual({
      bootstrap: 3,
      'shared-ui': 2,
      'shared-api': 1,
      react: 0,
      zod: 0,
    });
  });

  it('ignores a chunk that provides what it consumes itself, and gives no depths for a circle', () => {
    expect(consumeDepths(['a'], consumes({ a: ['a'] }))?.get('a')).toBe(0);
    expect(consumeDepths(['a', 'b', 'c'], consumes({ a: ['b'], b: ['c'], c: ['a'] }))).toBe(
      undefined,
    );
  });

  it('keeps React, the other libraries and the app’s own code in separate files', () => {
    const modules = (...names: string[]) => names.map((name) => `/app/node_modules/${name}`);
    expect(startupFileOf(modules('react/index.js', 'react-dom/client.js', 'scheduler/a.js'))).toBe(
      'react',
    );
    expect(startupFileOf(modules('react/index.js', 'zod/index.js'))).toBe('libraries');
    expect(startupFileOf(modules('react-router/dist/index.mjs'))).toBe('libraries');
    expect(startupFileOf([...modules('ky/index.js'), '/app/shared-ui/src/index.ts'])).toBe('app');
    expect(startupFileOf(modules('@flowscope/shared-api/src/index.ts'))).toBe('app');
    // Sharing glue alone (no module file) is neither React nor the app.
    expect(startupFileOf([])).toBe('libraries');
  });
});
