import { describe, expect, it } from 'vitest';
import { claimScreens, screenAt, type ConfiguredRoutes } from './screen-claims.ts';
import type { ManifestScreen, RouteManifest } from './route-manifest.ts';

function manifest(remote: string, screens: Partial<ManifestScreen>[]): RouteManifest {
  return {
    schemaVersion: 1,
    remote: `remote-${remote}`,
    federationName: `remote_${remote}`,
    label: remote.toUpperCase(),
    version: '1.0.0',
    screens: screens.map((screen, index) => ({
      id: `${remote}Screen${index}`,
      path: `/${remote}-${index}`,
      title: `${remote} ${index}`,
      crumb: `${remote} ${index}`,
      description: 'A screen.',
      ...screen,
    })),
  };
}

const ids = (screens: readonly { screen: ManifestScreen }[]) => screens.map((s) => s.screen.id);

describe('screen claims', () => {
  it('gives a path to the first configured remote that claims it, whatever its parameters are named', () => {
    const remotes: ConfiguredRoutes[] = [
      { name: 'cex', manifest: manifest('cex', [{ id: 'token', path: '/token/:id' }]) },
      {
        name: 'dex',
        manifest: manifest('dex', [{ id: 'tokenToo', path: '/token/:symbol' }, { id: 'pools' }]),
      },
    ];
    const { claimed, refused } = claimScreens(remotes);
    expect(ids(claimed)).toEqual(['token', 'pools']);
    expect(refused).toEqual([
      expect.objectContaining({ remote: 'dex', reason: 'remote cex serves this path' }),
    ]);
    // The other order, the other owner: configuration decides, not the remote.
    expect(ids(claimScreens([...remotes].reverse()).claimed)).toEqual(['tokenToo', 'pools']);
  });

  it("never lets a remote take one of the shell's own paths", () => {
    const { claimed, refused } = claimScreens([
      {
        name: 'rogue',
        manifest: manifest('rogue', [
          { id: 'about', path: '/about' },
          { id: 'docs', path: '/docs/:page' },
          { id: 'callback', path: '/auth/discord/callback' },
          { id: 'fine', path: '/rogue-page' },
        ]),
      },
    ]);
    expect(ids(claimed)).toEqual(['fine']);
    expect(refused.map((entry) => entry.reason)).toEqual(
      Array(3).fill('the shell serves this path'),
    );
  });

  it('finds the screen of a page, fixed segments ranking before parameters', () => {
    const { claimed } = claimScreens([
      {
        name: 'cex',
        manifest: manifest('cex', [
          { id: 'feed', path: '/influencer-feed-cex' },
          { id: 'feedItem', path: '/influencer-feed-cex/:id' },
        ]),
      },
      {
        name: 'account',
        manifest: manifest('account', [
          { id: 'manage', path: '/influencer-feed-cex/manage-following-influencers' },
        ]),
      },
    ]);
    expect(screenAt(claimed, '/influencer-feed-cex/manage-following-influencers')?.screen.id).toBe(
      'manage',
    );
    expect(screenAt(claimed, '/influencer-feed-cex/42')).toMatchObject({
      remote: 'cex',
      screen: { id: 'feedItem' },
    });
    expect(screenAt(claimed, '/influencer-feed-cex')?.screen.id).toBe('feed');
    expect(screenAt(claimed, '/nowhere')).toBeUndefined();
  });
});
