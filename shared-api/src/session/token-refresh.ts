import { refreshDiscordTokens, TOKEN_REFRESH_FAILED } from '../endpoints/auth/discord-refresh.ts';
import { notifySession, SESSION_NOTICES } from './notify.ts';
import { applyTokens, disconnectPlatform } from './session-actions.ts';
import { useSessionStore, type SessionTokens } from './session-store.ts';

const NO_REFRESH_TOKEN = 'No refresh token available';

let inFlight: Promise<SessionTokens> | null = null;

async function runRefresh(): Promise<SessionTokens> {
  const { user, tokens } = useSessionStore.getState();
  if (!user || !tokens?.refreshToken) throw new Error(NO_REFRESH_TOKEN);
  const fresh = await refreshDiscordTokens(tokens.refreshToken);
  // A logout during the call wins: do not bring the session back.
  if (useSessionStore.getState().user?.id !== user.id) throw new Error(TOKEN_REFRESH_FAILED);
  applyTokens(fresh);
  return fresh;
}

/**
 * Refreshes the tokens with the refresh token. The session lives as long as the answer's
 * `expires_in` says (720 hours, the spec's 30 days, when it says nothing).
 * Focus and visibility can fire together, so concurrent callers share one call.
 */
export function refreshSession(): Promise<SessionTokens> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Refreshes, or on failure disconnects with the 'Session Expired' warning (spec §4).
 * Resolves true when the session lives on.
 */
export async function refreshOrExpire(): Promise<boolean> {
  try {
    await refreshSession();
    return true;
  } catch (error) {
    console.warn(
      '[flowscope] token refresh failed',
      error instanceof Error ? error.message : error,
    );
    if (useSessionStore.getState().user) {
      disconnectPlatform();
      notifySession(SESSION_NOTICES.sessionExpired());
    }
    return false;
  }
}
