import { isCancellation, OAUTH_ERRORS } from '../oauth/oauth-constants.ts';
import { isAbortError, signInWithPopup } from '../oauth/popup-flow.ts';
import { startRedirectSignIn } from '../oauth/redirect-flow.ts';
import { announceSignIn, announceSignInFailure } from './sign-in-notices.ts';
import { useSessionStore } from './session-store.ts';

export type SignInMode = 'popup' | 'redirect';

export interface SignInOptions {
  /** Full-page flow only: where the user lands afterwards; the current path by default. */
  returnPath?: string;
  /**
   * The header button's sign-in: its failures are only logged (spec §8), never a 'Login
   * Failed' notice. A failure other than the trader's own cancel stays in the store's `error`.
   */
  onlyLogFailures?: boolean;
}

let running: AbortController | null = null;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : OAUTH_ERRORS.unknown;
}

/**
 * A sign-in action. Resolves true when signed in; never rejects: a failure raises 'Login
 * Failed' with its message, or, from the header (`onlyLogFailures`), is only logged.
 */
export async function signIn(
  mode: SignInMode = 'popup',
  options: SignInOptions = {},
): Promise<boolean> {
  if (useSessionStore.getState().status !== 'idle') return false;
  useSessionStore.setState({ status: 'connecting', error: null });
  const controller = new AbortController();
  running = controller;
  try {
    if (mode === 'redirect') {
      startRedirectSignIn(options.returnPath);
      // The page is leaving; 'Connecting...' stays until it has.
      return false;
    }
    const user = await signInWithPopup({ signal: controller.signal });
    useSessionStore.setState({ status: 'idle' });
    await announceSignIn(user);
    return true;
  } catch (error) {
    // An aborted flow was ended by Reset, which already cleared the status.
    if (!isAbortError(error)) {
      const message = messageOf(error);
      useSessionStore.setState({ status: 'idle' });
      console.warn('[flowscope] sign-in failed', message);
      if (!options.onlyLogFailures) announceSignInFailure(message);
      else if (!isCancellation(message)) useSessionStore.setState({ error: message });
    }
    return false;
  } finally {
    if (running === controller) running = null;
  }
}

/**
 * The development Reset: abandons a sign-in under way (its popup closes) and clears the
 * loading states, so a stuck control can be used again.
 */
export function resetSignInStatus(): void {
  running?.abort();
  running = null;
  useSessionStore.setState({ status: 'idle', error: null });
}
