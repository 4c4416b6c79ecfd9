import { resolvePort } from '@flowscope/tooling/ports';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/config/runtime-config.ts';
import { productLinksFromEnv } from './product-links-env.ts';

/** Values the spec ships for local work: the mock-api stand-in's client id (17-19 digits). */
const LOCAL_DISCORD_CLIENT_ID = '100000000000000001';

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Builds the runtime config from env; throws a readable message when a value is wrong. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const hostOrigin = `http://localhost:${resolvePort('host', env)}`;
  const remote = (name: string, app: 'remote-cex' | 'remote-dex' | 'remote-account') =>
    nonEmpty(env[name]) ?? `http://localhost:${resolvePort(app, env)}/mf-manifest.json`;
  const mode = nonEmpty(env.APP_MODE) ?? 'development';
  const internalApiKey = nonEmpty(env.INTERNAL_API_KEY);
  return parseRuntimeConfig({
    mode,
    version: '1.0.0',
    apiBaseUrl: nonEmpty(env.API_BASE_URL) ?? `http://localhost:${resolvePort('mock-api', env)}`,
    remotes: {
      cex: remote('REMOTE_CEX_URL', 'remote-cex'),
      dex: remote('REMOTE_DEX_URL', 'remote-dex'),
      account: remote('REMOTE_ACCOUNT_URL', 'remote-account'),
    },
    discord: {
      clientId: nonEmpty(env.DISCORD_CLIENT_ID) ?? LOCAL_DISCORD_CLIENT_ID,
      redirectUri: nonEmpty(env.DISCORD_REDIRECT_URI) ?? `${hostOrigin}/auth/discord/callback`,
      authorizeUrl: nonEmpty(env.DISCORD_AUTHORIZE_URL) ?? `${hostOrigin}/api/oauth2/authorize`,
    },
    ...(nonEmpty(env.AVATAR_BUCKET_URL)
      ? { avatarBucketUrl: nonEmpty(env.AVATAR_BUCKET_URL) }
      : {}),
    // Spec §9 flags, passed as written: the page reads 'true' or '1' as on, anything else off.
    debug: env.APP_DEBUG,
    mockData: env.APP_MOCK_DATA,
    ...productLinksFromEnv(env),
    // A secret never leaves the server in production (ARCHITECTURE.md, runtime configuration).
    ...(mode === 'development' && internalApiKey ? { internalApiKey } : {}),
  });
}

/**
 * Whether the host's public address is HTTPS (TLS ended by this server's proxy in front): its
 * sign-in callback, the address Discord sends traders back to, says where the app lives.
 */
export function servedOverHttps(config: RuntimeConfig): boolean {
  try {
    return new URL(config.discord.redirectUri).protocol === 'https:';
  } catch {
    return false;
  }
}
