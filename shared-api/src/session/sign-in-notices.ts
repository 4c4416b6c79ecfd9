import { loadPreferences } from '../preferences/preferences-sync.ts';
import { notifySession, SESSION_NOTICES } from './notify.ts';
import { useSessionStore, type AuthUser } from './session-store.ts';

/** After a sign-in: the welcome notice, then the user's preferences (spec §4, §8). */
export async function announceSignIn(user: AuthUser): Promise<void> {
  notifySession(SESSION_NOTICES.loginSuccess(user.username));
  await loadPreferences();
}

/** A failed sign-in: kept on the store for the shell and raised as 'Login Failed'. */
export function announceSignInFailure(message: string): void {
  useSessionStore.setState({ error: message });
  notifySession(SESSION_NOTICES.loginFailed(message));
}
