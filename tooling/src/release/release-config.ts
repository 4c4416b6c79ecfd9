import type { RouteManifest } from '@flowscope/shared-api/routing';
import { remoteNamesInEnv, remoteUrlEnv } from '../remotes.ts';

/** The mock-api stand-in's client id; a real deployment sets DISCORD_CLIENT_ID. */
const LOCAL_DISCORD_CLIENT_ID = '100000000000000001';

/** A remote of the release tree: its folder is `remote-<name>/<version>/`. */
export interface ReleasedRemote {
  /** Its name in the runtime configuration (`cex`). */
  name: string;
  version: string;
  /** Its route manifest, as its build published it. */
  routes: RouteManifest;
}

export interface ReleaseConfigInput {
  remotes: readonly ReleasedRemote[];
  hostVersion: string;
  /** The API base: a root path on the same origin (proxied by the edge) or an absolute URL. */
  apiBaseUrl: string;
  env: NodeJS.ProcessEnv;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A remote's entry in runtime-config.json: its manifest and, as a fallback, its routes. */
interface ConfiguredRemote {
  manifest: string;
  routes?: RouteManifest;
}

/**
 * runtime-config.json of a static deployment: each remote at its versioned folder on the
 * same origin, as root paths the page resolves against its own origin, so one tree serves
 * under any name, with the routes its build published as the fallback for when its own route
 * manifest cannot be fetched. `REMOTE_<NAME>_URL` moves a remote elsewhere or adds one that is
 * not in the tree; env overrides any other field; secrets never go in (production mode).
 */
export function releaseRuntimeConfig({
  remotes,
  hostVersion,
  apiBaseUrl,
  env,
}: ReleaseConfigInput) {
  const configured: Record<string, ConfiguredRemote> = {};
  for (const { name, version, routes } of remotes) {
    configured[name] = {
      manifest: nonEmpty(env[remoteUrlEnv(name)]) ?? `/remote-${name}/${version}/mf-manifest.json`,
      routes,
    };
  }
  for (const name of remoteNamesInEnv(env)) {
    configured[name] ??= { manifest: nonEmpty(env[remoteUrlEnv(name)]) ?? '' };
  }
  const avatarBucketUrl = nonEmpty(env.AVATAR_BUCKET_URL);
  return {
    mode: 'production' as const,
    version: hostVersion,
    apiBaseUrl,
    remotes: configured,
    discord: {
      clientId: nonEmpty(env.DISCORD_CLIENT_ID) ?? LOCAL_DISCORD_CLIENT_ID,
      redirectUri: nonEmpty(env.DISCORD_REDIRECT_URI) ?? '/auth/discord/callback',
      authorizeUrl:
        nonEmpty(env.DISCORD_AUTHORIZE_URL) ?? `${apiBaseUrl.replace(/\/$/, '')}/oauth2/authorize`,
    },
    ...(avatarBucketUrl ? { avatarBucketUrl } : {}),
  };
}
