import { buildAuthorizeUrl } from './authorize-url.ts';
import { requireOAuthConfig } from './oauth-config.ts';
import { ensureOAuthState } from './oauth-state.ts';
import { clearSuccessFlag, storeMode, storeReturnPath } from './oauth-storage.ts';

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Full-page sign-in: remembers where the user was, then leaves for the authorisation page.
 * The callback page finishes the flow and returns the user to that path.
 */
export function startRedirectSignIn(
  returnPath: string = currentPath(),
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const config = requireOAuthConfig();
  const state = ensureOAuthState();
  storeMode('redirect');
  storeReturnPath(returnPath);
  clearSuccessFlag();
  go(buildAuthorizeUrl(config, state));
}
