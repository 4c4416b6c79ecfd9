import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteManifestSource } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '../src/remotes.ts';
import { screenImports } from '../src/webpack/screen-chunks-plugin.ts';
import { ROUTE_MANIFEST_MODULE, SCREENS_MODULE } from '../src/webpack/remote-config.ts';

const root = join(import.meta.dirname, '..', '..');

describe('screen chunks', () => {
  it('pairs every screen of each remote’s route manifest with the module its loader imports', async () => {
    for (const app of REMOTE_APPS) {
      const { routeManifest } = (await import(
        pathToFileURL(join(root, app, ROUTE_MANIFEST_MODULE)).href
      )) as { routeManifest: RouteManifestSource };
      const source = readFileSync(join(root, app, SCREENS_MODULE), 'utf8');
      const screens = [...new Set(screenImports(source).values())].sort();
      expect(screens, app).toEqual(routeManifest.screens.map((screen) => screen.id).sort());
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

  it('reads a screen’s prefetch, whose import its page needs too', () => {
    const imports = screenImports(
      `export const prefetch = {\n  a: (context) =>\n    import('../a/a-query.ts').then(({ prefetchA }) => prefetchA(context)),\n};`,
    );
    expect([...imports]).toEqual([['../a/a-query.ts', 'a']]);
  });
});
