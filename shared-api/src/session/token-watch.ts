import { refreshOrExpire } from './token-refresh.ts';
import { useSessionStore } from './session-store.ts';
import { isTokenValid, needsRefresh, SESSION_REFRESH_INTERVAL_MS } from './token-validity.ts';

/** The 720-minute check: refresh when one is due and a refresh token exists. */
async function refreshIfDue(now = Date.now()): Promise<boolean> {
  const { user, tokens } = useSessionStore.getState();
  if (!user || !tokens?.refreshToken || !needsRefresh(tokens, now)) return false;
  return refreshOrExpire();
}

/** On focus or a visible tab: refresh when the token is no longer valid. */
export async function refreshIfInvalid(now = Date.now()): Promise<boolean> {
  const { user, tokens } = useSessionStore.getState();
  if (!user || isTokenValid(tokens, now)) return false;
  return refreshOrExpire();
}

/** Starts the session's token timers and listeners (spec §4); returns the function that stops them. */
export function watchTokens(target: Window = window): () => void {
  const interval = setInterval(() => void refreshIfDue(), SESSION_REFRESH_INTERVAL_MS);
  const onFocus = () => void refreshIfInvalid();
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') void refreshIfInvalid();
  };
  target.addEventListener('focus', onFocus);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(interval);
    target.removeEventListener('focus', onFocus);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
