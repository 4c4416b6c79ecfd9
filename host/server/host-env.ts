import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRouteManifest, type RouteManifest } from '@flowscope/shared-api/routing';
import { resolvePort, type AppName } from '@flowscope/tooling/ports';
import { remoteNamesInEnv, remoteRoutesEnv, remoteUrlEnv } from '@flowscope/tooling/remotes';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/config/runtime-config.ts';
import { productLinksFromEnv } from './product-links-env.ts';

/** Values the spec ships for local work: the mock-api stand-in's client id (17-19 digits). */
const LOCAL_DISCORD_CLIENT_ID = '100000000000000001';

/**
 * The spec's three remotes, configured on their local ports unless env says otherwise; any
 * other remote (remote-research, …) is configured only by its REMOTE_<NAME>_URL.
 */
const LOCAL_REMOTES: Readonly<Record<string, AppName>> = {
  cex: 'remote-cex',
  dex: 'remote-dex',
  account: 'remote-account',
};

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The routes in the file REMOTE_<NAME>_ROUTES names: a route manifest, validated. */
function routesFromFile(envName: string, file: string): RouteManifest {
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`${envName}: cannot read ${file}`, { cause: error });
  }
  try {
    return parseRouteManifest(JSON.parse(text));
  } catch (error) {
    throw new Error(`${envName}: ${file}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}

/**
 * The remotes of the runtime config: the spec's three (on their local ports by default), then
 * every other REMOTE_<NAME>_URL by name. REMOTE_<NAME>_ROUTES names a route-manifest.json to
 * use when the remote's own cannot be fetched (`npm start` points it at the remote's build).
 */
function remotesFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const remotes: Record<string, unknown> = {};
  const names = [...new Set([...Object.keys(LOCAL_REMOTES), ...remoteNamesInEnv(env)])];
  for (const name of names) {
    const localApp = LOCAL_REMOTES[name];
    const manifest =
      nonEmpty(env[remoteUrlEnv(name)]) ??
      (localApp ? `http://localhost:${resolvePort(localApp, env)}/mf-manifest.json` : undefined);
    if (manifest === undefined) continue;
    const routesFile = nonEmpty(env[remoteRoutesEnv(name)]);
    remotes[name] = {
      manifest,
      ...(routesFile ? { routes: routesFromFile(remoteRoutesEnv(name), routesFile) } : {}),
    };
  }
  return remotes;
}

/** Builds the runtime config from env; throws a readable message when a value is wrong. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const hostOrigin = `http://localhost:${resolvePort('host', env)}`;
  const mode = nonEmpty(env.APP_MODE) ?? 'development';
  const internalApiKey = nonEmpty(env.INTERNAL_API_KEY);
  return parseRuntimeConfig({
    mode,
    version: '1.0.0',
    apiBaseUrl: nonEmpty(env.API_BASE_URL) ?? `http://localhost:${resolvePort('mock-api', env)}`,
    remotes: remotesFromEnv(env),
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
