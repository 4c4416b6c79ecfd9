import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from './host-env.ts';

describe("the runtime config's product links", () => {
  it('are absent by default: no affiliate code, the in-app docs, the fallback admin contact', () => {
    expect(runtimeConfigFromEnv({})).not.toHaveProperty('links');
    expect(runtimeConfigFromEnv({ BINANCE_AFFILIATE_CODE: ' ' })).not.toHaveProperty('links');
  });

  it('come from env, so a deployment sets them without a rebuild', () => {
    const config = runtimeConfigFromEnv({
      BINANCE_AFFILIATE_CODE: 'FLOWSCOPE7',
      DOCS_BASE_URL: 'https://docs.example.com',
      ADMIN_DISCORD_ID: '123456789012345678',
    });
    expect(config.links).toEqual({
      binanceAffiliateCode: 'FLOWSCOPE7',
      docsBaseUrl: 'https://docs.example.com',
      adminDiscordId: '123456789012345678',
    });
  });

  it('explain a wrong value with the field named', () => {
    expect(() => runtimeConfigFromEnv({ ADMIN_DISCORD_ID: 'admin' })).toThrow(
      /links.adminDiscordId must be a Discord user id/,
    );
    expect(() => runtimeConfigFromEnv({ DOCS_BASE_URL: 'javascript:alert(1)' })).toThrow(
      /links.docsBaseUrl must be an absolute http\(s\) URL/,
    );
    expect(() => runtimeConfigFromEnv({ BINANCE_AFFILIATE_CODE: 'a&b=c' })).toThrow(
      /links.binanceAffiliateCode/,
    );
  });
});
