import { resolvePort } from '@flowscope/tooling/ports';
import { DEFAULT_REDIRECT_URIS, hostCallback, normaliseRedirectUri } from './redirect-uris.ts';

/**
 * The registered redirect URIs, as the chat platform keeps them per application: the host's
 * callback on the default port and on the port this app runs on (`PORT`), the host's
 * configured `DISCORD_REDIRECT_URI`, and every entry of `OAUTH_REDIRECT_URIS` (comma-separated).
 * `flowscope start` and the e2e run hand the same env to the host and to mock-api, so the
 * callback the host announces is always registered.
 */
export function redirectUrisFromEnv(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.OAUTH_REDIRECT_URIS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const configured = env.DISCORD_REDIRECT_URI?.trim();
  const candidates = [
    ...DEFAULT_REDIRECT_URIS,
    hostCallback(resolvePort('host', env)),
    ...(configured ? [configured] : []),
    ...listed,
  ];
  const uris = new Set<string>();
  for (const candidate of candidates) {
    const uri = normaliseRedirectUri(candidate);
    if (uri === null) {
      throw new Error(
        `OAUTH_REDIRECT_URIS: "${candidate}" is not an http(s) URL without a fragment`,
      );
    }
    uris.add(uri);
  }
  return [...uris];
}
