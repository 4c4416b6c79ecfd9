import { resolvePort } from '@flowscope/tooling/ports';
import { hostCallback, normaliseRedirectUri } from './redirect-uris.ts';

/**
 * The registered redirect URIs, as the chat platform keeps them per application, from
 * configuration only: the host's `DISCORD_REDIRECT_URI` (by default the host's callback on
 * `PORT`, 3000 when unset, as the host itself defaults it) and every entry of
 * `OAUTH_REDIRECT_URIS` (comma-separated). Nothing else is accepted, so a deployment on
 * another host does not also send codes to localhost. `flowscope start` and the e2e run hand
 * the same env to the host and to mock-api, so the callback the host announces is registered.
 */
export function redirectUrisFromEnv(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.OAUTH_REDIRECT_URIS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const configured = env.DISCORD_REDIRECT_URI?.trim() || hostCallback(resolvePort('host', env));
  const uris = new Set<string>();
  for (const candidate of [configured, ...listed]) {
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
