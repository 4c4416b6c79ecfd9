import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESEARCH_ROUTES } from '../src/routing/test-route-tables.ts';
import { runtimeConfigFromEnv, servedOverHttps } from './host-env.ts';

function jsonFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'host-env-')), 'route-manifest.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('runtimeConfigFromEnv', () => {
  it('defaults to the embedded local setup', () => {
    const config = runtimeConfigFromEnv({});
    expect(config).toEqual({
      mode: 'development',
      version: '1.0.0',
      apiBaseUrl: 'http://localhost:4000',
      remotes: {
        cex: { manifest: 'http://localhost:3001/mf-manifest.json' },
        dex: { manifest: 'http://localhost:3002/mf-manifest.json' },
        account: { manifest: 'http://localhost:3003/mf-manifest.json' },
      },
      discord: {
        clientId: '100000000000000001',
        redirectUri: 'http://localhost:3000/auth/discord/callback',
        authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
      },
      debug: false,
      mockData: false,
    });
  });

  it("turns APP_DEBUG and APP_MOCK_DATA on only for 'true' or '1', never failing on others", () => {
    expect(runtimeConfigFromEnv({ APP_DEBUG: '1', APP_MOCK_DATA: 'true' })).toMatchObject({
      debug: true,
      mockData: true,
    });
    expect(runtimeConfigFromEnv({ APP_DEBUG: 'yes', APP_MOCK_DATA: 'on' })).toMatchObject({
      debug: false,
      mockData: false,
    });
  });

  it('takes every value from env, so a remote moves without a rebuild', () => {
    const config = runtimeConfigFromEnv({
      APP_MODE: 'production',
      REMOTE_CEX_URL: 'https://cex.example.com/v42/mf-manifest.json',
      API_BASE_URL: 'https://api.example.com',
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_REDIRECT_URI: 'https://app.example.com/auth/discord/callback',
      DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
    });
    expect(config.mode).toBe('production');
    expect(config.remotes.cex).toEqual({
      manifest: 'https://cex.example.com/v42/mf-manifest.json',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.discord.authorizeUrl).toBe('https://discord.com/oauth2/authorize');
  });

  it('configures remote-research, or any other remote, by its REMOTE_<NAME>_URL alone', () => {
    expect(runtimeConfigFromEnv({}).remotes).not.toHaveProperty('research');
    expect(runtimeConfigFromEnv({ REMOTE_RESEARCH_URL: ' ' }).remotes).not.toHaveProperty(
      'research',
    );
    const config = runtimeConfigFromEnv({
      REMOTE_RESEARCH_URL: 'http://localhost:3004/mf-manifest.json',
      REMOTE_ON_CHAIN_URL: 'https://chain.example.com/mf-manifest.json',
    });
    // The spec's three first, as they were; the others by name.
    expect(Object.keys(config.remotes)).toEqual(['cex', 'dex', 'account', 'on-chain', 'research']);
    expect(config.remotes.research).toEqual({ manifest: 'http://localhost:3004/mf-manifest.json' });
  });

  it("takes a remote's fallback routes from the file REMOTE_<NAME>_ROUTES names, validated", () => {
    const config = runtimeConfigFromEnv({
      REMOTE_RESEARCH_URL: 'http://localhost:3004/mf-manifest.json',
      REMOTE_RESEARCH_ROUTES: jsonFile(RESEARCH_ROUTES),
      // Routes of a remote that is not configured are no remote.
      REMOTE_GHOST_ROUTES: jsonFile(RESEARCH_ROUTES),
    });
    expect(config.remotes.research?.routes).toEqual(RESEARCH_ROUTES);
    expect(config.remotes).not.toHaveProperty('ghost');
    const broken = { ...RESEARCH_ROUTES, federationName: 'remote-research' };
    expect(() =>
      runtimeConfigFromEnv({
        REMOTE_RESEARCH_URL: 'http://localhost:3004/mf-manifest.json',
        REMOTE_RESEARCH_ROUTES: jsonFile(broken),
      }),
    ).toThrow(/^REMOTE_RESEARCH_ROUTES: .*route manifest is invalid: federationName/);
    expect(() => runtimeConfigFromEnv({ REMOTE_CEX_ROUTES: '/no/such/file.json' })).toThrow(
      'REMOTE_CEX_ROUTES: cannot read /no/such/file.json',
    );
    expect(() => runtimeConfigFromEnv({ REMOTE_CEX_ROUTES: jsonFile('{ not json') })).toThrow(
      /^REMOTE_CEX_ROUTES: /,
    );
  });

  it('never serves the internal key in production', () => {
    expect(
      runtimeConfigFromEnv({ APP_MODE: 'production', INTERNAL_API_KEY: 's3cret' }),
    ).not.toHaveProperty('internalApiKey');
    expect(
      runtimeConfigFromEnv({ APP_MODE: 'development', INTERNAL_API_KEY: 's3cret' }).internalApiKey,
    ).toBe('s3cret');
  });

  it('explains a wrong value', () => {
    expect(() => runtimeConfigFromEnv({ REMOTE_DEX_URL: 'not a url' })).toThrow(
      /runtime-config.json is invalid: remotes.dex.manifest must be an absolute http\(s\) URL or a path from the site root/,
    );
    expect(() => runtimeConfigFromEnv({ APP_MODE: 'staging' })).toThrow(/mode/);
  });
});

describe('servedOverHttps', () => {
  it('is true only when the sign-in callback, where the app lives, is HTTPS', () => {
    const config = runtimeConfigFromEnv({
      DISCORD_REDIRECT_URI: 'https://app.example.com/auth/discord/callback',
    });
    expect(servedOverHttps(config)).toBe(true);
    expect(servedOverHttps(runtimeConfigFromEnv({}))).toBe(false);
  });
});
