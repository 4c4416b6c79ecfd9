import type { OAuthConfig } from './oauth-config.ts';
import { OAUTH_SCOPE } from '../contract/index.ts';
import { OAUTH_PROMPT, OAUTH_RESPONSE_TYPE } from './oauth-constants.ts';

/** The platform's authorisation address with the spec's parameters (spec §4 step 2). */
export function buildAuthorizeUrl(config: OAuthConfig, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId.trim());
  url.searchParams.set('redirect_uri', config.redirectUri.trim());
  url.searchParams.set('response_type', OAUTH_RESPONSE_TYPE);
  url.searchParams.set('scope', OAUTH_SCOPE);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', OAUTH_PROMPT);
  return url.toString();
}
