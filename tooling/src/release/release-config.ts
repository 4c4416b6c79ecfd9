import type { RemoteId } from '@flowscope/shared-api/routing';

/** The mock-api stand-in's client id; a real deployment sets DISCORD_CLIENT_ID. */
const LOCAL_DISCORD_CLIENT_ID = '100000000000000001';

export interface ReleaseConfigInput {
  versions: Readonly<Record<RemoteId, string>>;
  hostVersion: string;
  /** The API base: a root path on the same origin (proxied by the edge) or an absolute URL. */
  apiBaseUrl: string;
  env: NodeJS.ProcessEnv;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * runtime-config.json of a static deployment: each remote at its versioned folder on the
 * same origin, as root paths the page resolves against its own origin, so one tree serves
 * under any name. Env overrides any field; secrets never go in (production mode).
 */
export function releaseRuntimeConfig({
  versions,
  hostVersion,
  apiBaseUrl,
  env,
}: ReleaseConfigInput) {
  const remote = (id: RemoteId, envName: string) =>
    nonEmpty(env[envName]) ?? `/remote-${id}/${versions[id]}/mf-manifest.json`;
  const avatarBucketUrl = nonEmpty(env.AVATAR_BUCKET_URL);
  return {
    mode: 'production' as const,
    version: hostVersion,
    apiBaseUrl,
    remotes: {
      cex: remote('cex', 'REMOTE_CEX_URL'),
      dex: remote('dex', 'REMOTE_DEX_URL'),
      account: remote('account', 'REMOTE_ACCOUNT_URL'),
    },
    discord: {
      clientId: nonEmpty(env.DISCORD_CLIENT_ID) ?? LOCAL_DISCORD_CLIENT_ID,
      redirectUri: nonEmpty(env.DISCORD_REDIRECT_URI) ?? '/auth/discord/callback',
      authorizeUrl:
        nonEmpty(env.DISCORD_AUTHORIZE_URL) ?? `${apiBaseUrl.replace(/\/$/, '')}/oauth2/authorize`,
    },
    ...(avatarBucketUrl ? { avatarBucketUrl } : {}),
  };
}
