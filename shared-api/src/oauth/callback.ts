import { announceSignIn, announceSignInFailure } from '../session/sign-in-notices.ts';
import type { CallbackPhase } from './callback-plan.ts';
import { completeDiscordSignIn } from './code-exchange.ts';
import { OAUTH_ERRORS, providerErrorMessage } from './oauth-constants.ts';
import { OAUTH_MESSAGE_TYPES, postToOpener } from './oauth-messages.ts';
import { isExpectedState } from './oauth-state.ts';
import { readMode, readStoredState, storeOAuthError } from './oauth-storage.ts';

/** The query parameters the platform sends back to the callback route (spec §2). */
export interface OAuthCallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readCallbackParams(search: string | URLSearchParams): OAuthCallbackParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
    errorDescription: params.get('error_description'),
  };
}

/**
 * The window that opened this one, when it is another live window (we are its popup). A
 * full-page flow started in this tab finishes here even if the tab itself has an opener.
 */
export function findOpener(win: Window = window): Window | null {
  if (readMode() === 'redirect') return null;
  const opener: unknown = win.opener;
  if (!opener || opener === win) return null;
  const candidate = opener as Window;
  return candidate.closed ? null : candidate;
}

/** What is wrong with the returned parameters before any call, or null. */
function parameterError(params: OAuthCallbackParams): string | null {
  if (params.error) return providerErrorMessage(params.error, params.errorDescription);
  if (!params.code) return OAUTH_ERRORS.missingCodeParameter;
  return null;
}

/**
 * In a popup: relays the result to the opener, which owns the state and finishes the
 * sign-in (spec §4 step 6: the error is relayed and the popup closes).
 */
function relayToOpener(params: OAuthCallbackParams, opener: Window): CallbackPhase {
  let error = parameterError(params);
  // The opener checks the state too; this catches a tampered one before the code travels.
  if (!error && readStoredState() !== null && !isExpectedState(params.state)) {
    error = OAUTH_ERRORS.invalidState;
  }
  if (error) {
    postToOpener(opener, { type: OAUTH_MESSAGE_TYPES.error, error });
    return { status: 'error', message: error };
  }
  postToOpener(opener, {
    type: OAUTH_MESSAGE_TYPES.callback,
    code: params.code ?? '',
    state: params.state ?? '',
  });
  return { status: 'success' };
}

/** The callback page's own wording for an error of the sign-in it finishes. */
function callbackPageMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : OAUTH_ERRORS.unknown;
  return message === OAUTH_ERRORS.notConfigured ? OAUTH_ERRORS.notConfiguredCallback : message;
}

/** Full page: finishes the sign-in here; an error is stored in session storage (step 6). */
async function finishHere(params: OAuthCallbackParams): Promise<CallbackPhase> {
  try {
    const error = parameterError(params);
    if (error) throw new Error(error);
    if (!isExpectedState(params.state)) throw new Error(OAUTH_ERRORS.invalidState);
    const user = await completeDiscordSignIn(params.code ?? '', params.state ?? '');
    await announceSignIn(user);
    return { status: 'success' };
  } catch (error) {
    const message = callbackPageMessage(error);
    storeOAuthError(message);
    announceSignInFailure(message);
    return { status: 'error', message };
  }
}

let last: { key: string; result: Promise<CallbackPhase> } | null = null;

/**
 * Handles one return from the platform and resolves to the phase the page shows. The same
 * parameters are handled once per page, however often the page's effect runs.
 */
export function processOAuthCallback(
  params: OAuthCallbackParams,
  opener: Window | null = findOpener(),
): Promise<CallbackPhase> {
  const key = JSON.stringify([params, opener !== null]);
  if (last?.key !== key) {
    const result = opener ? Promise.resolve(relayToOpener(params, opener)) : finishHere(params);
    last = { key, result };
  }
  return last.result;
}

/** Test-only: forgets the callbacks already handled. */
export function forgetOAuthCallbacks(): void {
  last = null;
}
