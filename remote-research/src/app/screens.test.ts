import { publishRouteManifest, SCREEN_ROUTES } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { routeManifest } from './route-manifest.ts';
import { build, screens } from './screens.ts';

describe('remote-research public face', () => {
  it('exposes a loader for exactly the screens of its route manifest', () => {
    expect(Object.keys(screens).sort()).toEqual(routeManifest.screens.map((s) => s.id).sort());
  });

  it("publishes the spec's paths, titles, crumbs and descriptions of its screens unchanged", () => {
    const published = publishRouteManifest(routeManifest, '1.0.0');
    for (const screen of published.screens) {
      const { id, sidebar: _sidebar, ...route } = screen;
      expect(route, id).toEqual(SCREEN_ROUTES[id as keyof typeof SCREEN_ROUTES]);
    }
  });

  it('loads every screen as a component', async () => {
    for (const load of Object.values(screens)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('names its build', () => {
    expect(build).toMatchObject({ remote: routeManifest.remote, version: '0.1.0' });
  });
});
