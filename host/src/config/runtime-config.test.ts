import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, resolveRuntimeConfig } from './runtime-config.ts';

const RELEASED = {
  mode: 'production',
  version: '1.0.0',
  apiBaseUrl: '/api',
  remotes: {
    cex: { manifest: '/remote-cex/1.0.0/mf-manifest.json' },
    dex: { manifest: 'https://cdn.example.com/remote-dex/1.2.0/mf-manifest.json' },
    account: { manifest: '/remote-account/1.0.0/mf-manifest.json' },
  },
  discord: {
    clientId: '100000000000000001',
    redirectUri: '/auth/discord/callback',
    authorizeUrl: '/api/oauth2/authorize',
  },
};

describe('runtime config', () => {
  it('takes root paths as written by a release and resolves them against the page', () => {
    const resolved = resolveRuntimeConfig(
      parseRuntimeConfig(RELEASED),
      'https://flowscope.example',
    );
    expect(resolved.apiBaseUrl).toBe('https://flowscope.example/api');
    expect(resolved.remotes).toEqual({
      cex: { manifest: 'https://flowscope.example/remote-cex/1.0.0/mf-manifest.json' },
      dex: { manifest: 'https://cdn.example.com/remote-dex/1.2.0/mf-manifest.json' },
      account: { manifest: 'https://flowscope.example/remote-account/1.0.0/mf-manifest.json' },
    });
    expect(resolved.discord.redirectUri).toBe('https://flowscope.example/auth/discord/callback');
    expect(resolved.discord.authorizeUrl).toBe('https://flowscope.example/api/oauth2/authorize');
  });

  it('refuses protocol-relative and non-http values with the field named', () => {
    expect(() =>
      parseRuntimeConfig({
        ...RELEASED,
        remotes: { ...RELEASED.remotes, cex: { manifest: '//evil.example/x' } },
      }),
    ).toThrow(/remotes.cex.manifest/);
    expect(() => parseRuntimeConfig({ ...RELEASED, apiBaseUrl: 'javascript:alert(1)' })).toThrow(
      /apiBaseUrl/,
    );
  });
});

describe('runtime config remotes', () => {
  const research = {
    schemaVersion: 1,
    remote: 'remote-research',
    federationName: 'remote_research',
    label: 'Research',
    version: '0.1.0',
    screens: [
      {
        id: 'signalTrackRecord',
        path: '/research/track-record',
        title: 'Signal Track Record',
        crumb: 'Signal Track Record',
        description: 'How past signals turned out.',
      },
    ],
  };

  it('lists any remote by name, in the order written, with its routes as a fallback', () => {
    const config = parseRuntimeConfig({
      ...RELEASED,
      remotes: {
        research: { manifest: 'http://localhost:3004/mf-manifest.json', routes: research },
        ...RELEASED.remotes,
      },
    });
    expect(Object.keys(config.remotes)).toEqual(['research', 'cex', 'dex', 'account']);
    expect(config.remotes.research?.routes).toEqual(research);
    // No remote at all is a shell of its own pages.
    expect(parseRuntimeConfig({ ...RELEASED, remotes: {} }).remotes).toEqual({});
  });

  it('refuses a remote name env could not spell, or a remote without its manifest', () => {
    expect(() =>
      parseRuntimeConfig({ ...RELEASED, remotes: { Research: RELEASED.remotes.cex } }),
    ).toThrow(/remotes.Research a remote name is lower-case words/);
    expect(() =>
      parseRuntimeConfig({ ...RELEASED, remotes: { research: { routes: research } } }),
    ).toThrow(/remotes.research.manifest/);
    expect(() =>
      parseRuntimeConfig({ ...RELEASED, remotes: { cex: '/remote-cex/1.0.0/mf-manifest.json' } }),
    ).toThrow(/remotes.cex/);
  });
});

describe('runtime config flags', () => {
  it("reads debug and mock data as true only for 'true' or '1'", () => {
    const read = (value: unknown) => parseRuntimeConfig({ ...RELEASED, debug: value }).debug;
    expect(read('true')).toBe(true);
    expect(read('1')).toBe(true);
    expect(read(true)).toBe(true);
    for (const value of ['yes', 'TRUE', 'on', '0', 'false', '', undefined, null, { on: true }]) {
      expect(read(value)).toBe(false);
    }
    expect(parseRuntimeConfig(RELEASED).mockData).toBe(false);
    expect(parseRuntimeConfig({ ...RELEASED, mockData: '1' }).mockData).toBe(true);
  });
});

describe('runtime config refusals', () => {
  /** The message the start-up failure screen shows for a config. */
  function refusal(input: unknown): string {
    try {
      parseRuntimeConfig(input);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the config was accepted');
  }

  // The page loads no zod locale: a rule that did not word its refusal would say 'Invalid input'.
  it.each([
    ['mode must be production or development', { ...RELEASED, mode: 'staging' }],
    ['version must be a string', { ...RELEASED, version: 1 }],
    ['remotes must be an object of remotes by name', { ...RELEASED, remotes: ['cex'] }],
    ['remotes.cex must be an object: { manifest, routes? }', { ...RELEASED, remotes: { cex: 1 } }],
    ['discord must be an object', { ...RELEASED, discord: 'x' }],
    [
      'discord.clientId must be a string',
      { ...RELEASED, discord: { ...RELEASED.discord, clientId: 1 } },
    ],
    ['internalApiKey must be a string', { ...RELEASED, internalApiKey: 1 }],
    ['links must be an object', { ...RELEASED, links: 'x' }],
    [
      'links.adminDiscordId must be a Discord user id',
      { ...RELEASED, links: { adminDiscordId: 1 } },
    ],
    [
      'links.binanceAffiliateCode must be letters',
      { ...RELEASED, links: { binanceAffiliateCode: 1 } },
    ],
    ['(root) must be a JSON object', null],
  ])('refuses with its own words: %s', (message, input) => {
    const text = refusal(input);
    expect(text).toContain(message);
    expect(text).not.toContain('Invalid input');
  });
});
