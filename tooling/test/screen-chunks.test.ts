import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, screensOf, type RemoteId } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { screenImports } from '../src/webpack/screen-chunks-plugin.ts';
import { SCREENS_MODULE } from '../src/webpack/remote-config.ts';

const root = join(import.meta.dirname, '..', '..');

describe('screen chunks', () => {
  it('pairs every screen of each remote’s screens module with the module it loads', () => {
    for (const remote of Object.keys(REMOTES) as RemoteId[]) {
      const source = readFileSync(join(root, REMOTES[remote].packageName, SCREENS_MODULE), 'utf8');
      const screens = [...screenImports(source).values()].sort();
      expect(screens, remote).toEqual([...screensOf(remote)].sort());
    }
  });

  it('reads loaders in either quote style and ignores anything else', () => {
    const imports = screenImports(
      `export const screens = {\n  a: () => import('../a/A.tsx'),\n  b: () => import("../b/B.tsx"),\n  c: load('../c.tsx'),\n};`,
    );
    expect([...imports]).toEqual([
      ['../a/A.tsx', 'a'],
      ['../b/B.tsx', 'b'],
    ]);
  });
});
