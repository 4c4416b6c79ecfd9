import { afterEach, describe, expect, it } from 'vitest';
import {
  configureOAuth,
  OAUTH_CONFIG_MESSAGES,
  requireOAuthConfig,
  resetOAuthConfig,
  validateOAuthConfig,
} from './oauth-config.ts';

const valid = {
  clientId: '100000000000000001',
  redirectUri: 'http://localhost:3000/auth/discord/callback',
  authorizeUrl: 'https://discord.com/oauth2/authorize',
};

afterEach(() => resetOAuthConfig());

describe('OAuth configuration check (spec §5)', () => {
  it('accepts a 17-19 digit client id and an http(s) redirect', () => {
    expect(validateOAuthConfig(valid)).toEqual({ valid: true, errors: [] });
    expect(validateOAuthConfig({ ...valid, clientId: '12345678901234567' }).valid).toBe(true);
    expect(validateOAuthConfig({ ...valid, clientId: '1234567890123456789' }).valid).toBe(true);
    expect(validateOAuthConfig({ ...valid, redirectUri: 'https://app.example/cb' }).valid).toBe(
      true,
    );
  });

  it('uses the five messages of the spec', () => {
    expect(validateOAuthConfig({ ...valid, clientId: '' }).errors).toEqual([
      'Discord Client ID is missing',
    ]);
    expect(validateOAuthConfig({ ...valid, clientId: '1234567890123456' }).errors).toEqual([
      OAUTH_CONFIG_MESSAGES.clientIdLength,
    ]);
    expect(OAUTH_CONFIG_MESSAGES.clientIdLength).toContain(
      'has invalid length (17-19 digits expected)',
    );
    expect(validateOAuthConfig({ ...valid, clientId: '12345678901234567a' }).errors).toEqual([
      OAUTH_CONFIG_MESSAGES.clientIdCharacters,
    ]);
    expect(OAUTH_CONFIG_MESSAGES.clientIdCharacters).toContain(
      'contains invalid characters (digits only)',
    );
    expect(validateOAuthConfig({ ...valid, redirectUri: '' }).errors).toEqual([
      'Redirect URI is missing',
    ]);
    expect(validateOAuthConfig({ ...valid, redirectUri: 'ftp://x/cb' }).errors).toEqual([
      'Redirect URI is invalid (must start with http:// or https://)',
    ]);
  });

  it('reports both length and characters, and client id and redirect problems together', () => {
    expect(validateOAuthConfig({ clientId: 'abc', redirectUri: '' }).errors).toEqual([
      OAUTH_CONFIG_MESSAGES.clientIdLength,
      OAUTH_CONFIG_MESSAGES.clientIdCharacters,
      OAUTH_CONFIG_MESSAGES.redirectUriMissing,
    ]);
  });

  it('treats a placeholder client id as missing', () => {
    for (const clientId of [
      'YOUR_DISCORD_CLIENT_ID',
      'your_client_id_here',
      '000000000000000000',
    ]) {
      expect(validateOAuthConfig({ ...valid, clientId }).errors).toEqual([
        OAUTH_CONFIG_MESSAGES.clientIdMissing,
      ]);
    }
  });

  it("fails with the 'not configured' error until a valid config is set", () => {
    const notConfigured =
      'Discord OAuth is not configured. Please check DISCORD_CLIENT_ID and DISCORD_REDIRECT_URI environment variables.';
    expect(() => requireOAuthConfig()).toThrow(notConfigured);
    configureOAuth({ ...valid, clientId: '42' });
    expect(() => requireOAuthConfig()).toThrow(notConfigured);
    configureOAuth(valid);
    expect(requireOAuthConfig()).toEqual(valid);
  });
});
