import { logoutRequest } from '../endpoints/auth/logout.ts';
import { notifySession, SESSION_NOTICES } from './notify.ts';
import { clearLocalSession } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

/**
 * POST /auth/logout, then the local logout. Local state is cleared even when the server call
 * fails (spec §4); that failure is only logged (spec §8).
 */
export async function signOut(): Promise<void> {
  const { tokens } = useSessionStore.getState();
  useSessionStore.setState({ status: 'loggingOut' });
  try {
    if (tokens) await logoutRequest();
  } catch (error) {
    console.warn('[flowscope] logout call failed; signed out locally', errorText(error));
  } finally {
    clearLocalSession();
    useSessionStore.setState({ status: 'idle' });
  }
  notifySession(SESSION_NOTICES.loggedOut());
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
