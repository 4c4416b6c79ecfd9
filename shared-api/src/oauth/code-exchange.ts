import { exchangeDiscordCode, type DiscordSignIn } from '../endpoints/auth/discord-token.ts';
import { mockSignIn, shouldUseMockSignIn } from '../auth/mock-sign-in.ts';
import { restoreSavedLogin } from '../session/saved-login.ts';
import { applySignIn } from '../session/session-actions.ts';
import { useSessionStore, type AuthUser } from '../session/session-store.ts';
import { requireOAuthConfig } from './oauth-config.ts';
import { OAUTH_ERRORS } from './oauth-constants.ts';
import { isExpectedState } from './oauth-state.ts';
import { readSuccessFlag, storeSuccessFlag } from './oauth-storage.ts';

let last: { code: string; result: Promise<AuthUser> } | null = null;

/** The code exchange, or the spec's mock user, token and guilds when the service is down. */
async function exchangeOrStandIn(
  input: Parameters<typeof exchangeDiscordCode>[0],
): Promise<DiscordSignIn> {
  try {
    return await exchangeDiscordCode(input);
  } catch (error) {
    if (!shouldUseMockSignIn(error)) throw error;
    console.warn(
      '[flowscope] auth service unavailable: signed in with the mock user (development / mock data)',
      error instanceof Error ? error.message : error,
    );
    return mockSignIn();
  }
}

async function exchange(code: string, state: string): Promise<AuthUser> {
  if (!isExpectedState(state)) throw new Error(OAUTH_ERRORS.invalidStateShort);
  if (!code) throw new Error(OAUTH_ERRORS.missingCode);
  const { redirectUri } = requireOAuthConfig();
  const signIn = await exchangeOrStandIn({ code, state, redirectUri });
  applySignIn(signIn);
  storeSuccessFlag(state);
  return signIn.user;
}

/**
 * Spec §4 step 3: checks the returned state against the stored one, exchanges the code
 * (POST /auth/discord/token), stores user, tokens and guilds and sets the success flag.
 * A code is single-use, so a second call with the same code (React's development double
 * effects, a duplicated message) shares the first call instead of failing at the server.
 */
export function completeDiscordSignIn(code: string, state: string): Promise<AuthUser> {
  if (last?.code !== code) last = { code, result: exchange(code, state) };
  return last.result;
}

/** Test-only: forgets the last exchanged code. */
export function forgetCodeExchanges(): void {
  last = null;
}

/**
 * Takes over a sign-in another window of this app completed: its success flag names our state
 * and its saved login is in the local storage we share.
 */
export function adoptCompletedSignIn(state: string): AuthUser | null {
  if (readSuccessFlag() !== state || !restoreSavedLogin()) return null;
  return useSessionStore.getState().user;
}
