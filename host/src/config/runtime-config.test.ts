import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, resolveRuntimeConfig } from './runtime-config.ts';

const RELEASED = {
  mode: 'production',
  version: '1.0.0',
  apiBaseUrl: '/api',
  remotes: {
    cex: '/remote-cex/1.0.0/mf-manifest.json',
    dex: 'https://cdn.example.com/remote-dex/1.2.0/mf-manifest.json',
    account: '/remote-account/1.0.0/mf-manifest.json',
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
      cex: 'https://flowscope.example/remote-cex/1.0.0/mf-manifest.json',
      dex: 'https://cdn.example.com/remote-dex/1.2.0/mf-manifest.json',
      account: 'https://flowscope.example/remote-account/1.0.0/mf-manifest.json',
    });
    expect(resolved.discord.redirectUri).toBe('https://flowscope.example/auth/discord/callback');
    expect(resolved.discord.authorizeUrl).toBe('https://flowscope.example/api/oauth2/authorize');
  });

  it('refuses protocol-relative and non-http values with the field named', () => {
    expect(() =>
      parseRuntimeConfig({
        ...RELEASED,
        remotes: { ...RELEASED.remotes, cex: '//evil.example/x' },
      }),
    ).toThrow(/remotes.cex/);
    expect(() => parseRuntimeConfig({ ...RELEASED, apiBaseUrl: 'javascript:alert(1)' })).toThrow(
      /apiBaseUrl/,
    );
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
