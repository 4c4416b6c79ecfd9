import { describe, expect, it } from 'vitest';
import {
  parseRouteManifest,
  pathMatches,
  publishRouteManifest,
  routeManifestUrl,
  RouteManifestError,
  type RouteManifestSource,
} from './route-manifest.ts';
import { routeTo, SCREEN_ROUTES, type ScreenId } from './routes.ts';

const source = {
  remote: 'remote-research',
  federationName: 'remote_research',
  label: 'Research',
  screens: [
    {
      id: 'signalTrackRecord',
      ...SCREEN_ROUTES.signalTrackRecord,
      sidebar: { section: 'Research', label: 'Signal Track Record', order: 1 },
    },
    { id: 'walletProfile', ...SCREEN_ROUTES.walletProfile },
  ],
} satisfies RouteManifestSource;

const published = { schemaVersion: 1, version: '0.1.0', ...source };

function withScreen(change: Record<string, unknown>, index = 0) {
  return {
    ...published,
    screens: published.screens.map((screen, at) =>
      at === index ? { ...screen, ...change } : screen,
    ),
  };
}

/** The message a manifest is refused with. */
function refusal(input: unknown): string {
  try {
    parseRouteManifest(input);
  } catch (error) {
    expect(error).toBeInstanceOf(RouteManifestError);
    return (error as Error).message;
  }
  throw new Error('the manifest was accepted');
}

describe('route manifest schema', () => {
  it('accepts a published manifest and keeps what it declares', () => {
    expect(parseRouteManifest(published)).toEqual(published);
  });

  it('keeps a screen’s heading, optional, and refuses an empty one', () => {
    expect(parseRouteManifest(published).screens[0]?.heading).toBe('Signal Track Record');
    expect(parseRouteManifest(published).screens[1]).not.toHaveProperty('heading');
    expect(refusal(withScreen({ heading: ' ' }))).toContain('screens.0.heading must not be empty');
  });

  it('reads a newer manifest with fields it does not know, leaving them out', () => {
    const newer = {
      ...published,
      owner: 'research team',
      screens: [{ ...published.screens[0], icon: 'chart' }],
    };
    const read = parseRouteManifest(newer);
    expect(read).not.toHaveProperty('owner');
    expect(read.screens[0]).not.toHaveProperty('icon');
    expect(read.screens[0]?.sidebar?.section).toBe('Research');
  });

  it('publishes a source at its package version, validated', () => {
    expect(publishRouteManifest(source, '0.1.0')).toEqual(published);
    expect(() => publishRouteManifest({ ...source, screens: [] }, '0.1.0')).toThrow(
      /screens must list at least 1 screen/,
    );
  });

  it('names the field of each mistake', () => {
    expect(refusal({ ...published, schemaVersion: 2 })).toMatch(
      /^route manifest is invalid: schemaVersion/,
    );
    expect(refusal({ ...published, federationName: 'remote-research' })).toMatch(
      /federationName a federation name is a JavaScript identifier/,
    );
    expect(refusal({ ...published, remote: 'Remote Research' })).toMatch(
      /remote a remote is named/,
    );
    expect(refusal(withScreen({ title: '' }))).toMatch(/screens\.0\.title/);
    expect(refusal(withScreen({ id: 'Signal-track' }))).toMatch(/screens\.0\.id a screen id/);
    const { version: _version, ...unversioned } = published;
    expect(refusal(unversioned)).toMatch(/version/);
    expect(refusal(null)).toMatch(/\(root\)/);
  });

  it.each([
    'research/track-record',
    '/research/track-record/',
    '/Research',
    '/research//wallet',
    '/research/wallet/:',
    '/research?tab=1',
    '/',
  ])('refuses the path %s', (path) => {
    expect(refusal(withScreen({ path }))).toMatch(/screens\.0\.path a path starts with \//);
  });

  it('refuses a sidebar entry on a screen with a path parameter', () => {
    expect(
      refusal(withScreen({ sidebar: { section: 'Research', label: 'Wallet', order: 2 } }, 1)),
    ).toMatch(/screens\.1\.sidebar a screen with a path parameter cannot be a sidebar entry/);
  });

  it('refuses a repeated screen id, and a repeated path whatever its parameters are called', () => {
    expect(refusal(withScreen({ id: 'walletProfile' }, 0))).toMatch(
      /screens\.1\.id repeats a screen id/,
    );
    const twin = { ...published.screens[1], id: 'walletTwin', path: '/research/wallet/:wallet' };
    expect(refusal({ ...published, screens: [...published.screens, twin] })).toMatch(
      /screens\.2\.path repeats a path/,
    );
  });

  it('refuses a sidebar entry without its place', () => {
    expect(refusal(withScreen({ sidebar: { section: 'Research', label: 'Track' } }))).toMatch(
      /screens\.0\.sidebar\.order/,
    );
  });

  // The page loads no zod locale: a rule that did not word its refusal would say 'Invalid input'.
  it.each([
    ['schemaVersion must be 1', { ...published, schemaVersion: '1' }],
    ['version must be a string', { ...published, version: 3 }],
    ['label must not be empty', { ...published, label: ' ' }],
    ['label must be at most 32 characters', { ...published, label: 'x'.repeat(33) }],
    ['remote a remote is named like a package', { ...published, remote: 7 }],
    ['federationName a federation name is', { ...published, federationName: null }],
    ['screens must be a list of screens', { ...published, screens: 'all' }],
    ['screens.0 must be an object: id, path', { ...published, screens: [null] }],
    ['screens.0.id a screen id is a camelCase name', withScreen({ id: 1 })],
    ['screens.0.path a path starts with /', withScreen({ path: 1 })],
    ['screens.0.description must be a string', withScreen({ description: undefined })],
    ['screens.0.sidebar must be an object: section', withScreen({ sidebar: 'Research' })],
    [
      'screens.0.sidebar.order must be a whole number from 0 to 1000',
      withScreen({ sidebar: { section: 'Research', label: 'Track', order: 1.5 } }),
    ],
    [
      'screens.0.sidebar.order must be a whole number from 0 to 1000',
      withScreen({ sidebar: { section: 'Research', label: 'Track', order: 1001 } }),
    ],
    ['(root) must be an object: a route manifest', []],
  ])('refuses with its own words: %s', (message, input) => {
    const text = refusal(input);
    expect(text).toContain(message);
    expect(text).not.toContain('Invalid input');
  });
});

describe('the paths contract', () => {
  it('gives every screen a path a route manifest accepts', () => {
    const ids = Object.keys(SCREEN_ROUTES) as ScreenId[];
    const all = publishRouteManifest(
      { ...source, screens: ids.map((id) => ({ id, ...SCREEN_ROUTES[id] })) },
      '1.0.0',
    );
    expect(all.screens).toHaveLength(ids.length);
  });

  it('builds links that are pages of their screens, parameters encoded', () => {
    expect(routeTo.walletProfile('0xAbC/1')).toBe('/research/wallet/0xAbC%2F1');
    expect(pathMatches(SCREEN_ROUTES.walletProfile.path, routeTo.walletProfile('0xAbC/1'))).toBe(
      true,
    );
    expect(routeTo.influencerProfile('dex', 'whale alert')).toBe(
      '/research/influencer/dex/whale%20alert',
    );
    expect(
      pathMatches(SCREEN_ROUTES.influencerProfile.path, routeTo.influencerProfile('cex', 'trader')),
    ).toBe(true);
    expect(routeTo.screen('signalTrackRecord')).toBe('/research/track-record');
    expect(pathMatches(SCREEN_ROUTES.tokenDetail.path, routeTo.tokenDetail('ETH2.0'))).toBe(true);
  });
});

describe('route matching and addresses', () => {
  it('matches a page to its pattern by segments, parameters matching any one segment', () => {
    expect(pathMatches('/top-holdings-cex/:id', '/top-holdings-cex/ETH2.0')).toBe(true);
    expect(pathMatches('/top-holdings-cex/:id', '/top-holdings-cex')).toBe(false);
    expect(pathMatches('/top-holdings-cex/:id', '/top-holdings-cex/ETH/extra')).toBe(false);
    expect(pathMatches('/research/track-record', '/research/track-record/')).toBe(true);
    expect(pathMatches('/research/track-record', '/research/other')).toBe(false);
  });

  it('puts the route manifest beside the federation manifest, absolute or from the root', () => {
    expect(routeManifestUrl('http://localhost:3004/mf-manifest.json')).toBe(
      'http://localhost:3004/route-manifest.json',
    );
    expect(routeManifestUrl('https://cdn.example.com/remote-cex/1.4.0/mf-manifest.json?v=2')).toBe(
      'https://cdn.example.com/remote-cex/1.4.0/route-manifest.json',
    );
    expect(routeManifestUrl('/remote-research/0.1.0/mf-manifest.json')).toBe(
      '/remote-research/0.1.0/route-manifest.json',
    );
  });
});
