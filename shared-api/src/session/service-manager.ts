import { isMockSession } from '../auth/mock-sign-in.ts';
import { onSessionRejected } from '../http/session-rejection.ts';
import { loadPreferences } from '../preferences/preferences-sync.ts';
import { trackConnectivity, type ReconnectResult } from './connectivity.ts';
import { restoreSavedLogin } from './saved-login.ts';
import { clearLocalSession } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';
import { refreshOrExpire } from './token-refresh.ts';
import { refreshIfInvalid, watchTokens } from './token-watch.ts';

/** Spec §4: the service manager's state is polled every second. */
export const SERVICE_STATE_POLL_MS = 1_000;

type ServiceStatus = 'idle' | 'initializing' | 'ready' | 'failed';

export interface ServiceManagerState {
  status: ServiceStatus;
  initializedAt: number | null;
  error: string | null;
  isOnline: boolean;
  signedIn: boolean;
  lastReconnect: (ReconnectResult & { at: number }) | null;
}

interface Internal {
  status: ServiceStatus;
  initializedAt: number | null;
  error: string | null;
  lastReconnect: ServiceManagerState['lastReconnect'];
}

const INITIAL_INTERNAL: Internal = {
  status: 'idle',
  initializedAt: null,
  error: null,
  lastReconnect: null,
};

let internal: Internal = INITIAL_INTERNAL;
let starting: Promise<void> | null = null;
let stops: Array<() => void> = [];

/**
 * A 401 to a signed-in call: one refresh, or sign out. The mock stand-in's session has no
 * server behind it to renew, so a refusal of it is just that call's answer.
 */
function renewRejectedSession(): Promise<boolean> {
  if (isMockSession(useSessionStore.getState().tokens)) return Promise.resolve(false);
  return refreshOrExpire();
}

/** At start the saved login is restored; if that fails the user is logged out silently. */
function restoreSession(): void {
  try {
    restoreSavedLogin();
  } catch {
    clearLocalSession();
  }
}

async function start(): Promise<void> {
  internal = { ...internal, status: 'initializing', error: null };
  try {
    // Everything before the first await runs synchronously in the caller's turn, so the saved
    // login is back in the store before the host renders its first frame.
    restoreSession();
    stops = [
      // A call the API refuses with 401 renews the token once; a failed renewal signs out.
      onSessionRejected(renewRejectedSession),
      watchTokens(),
      trackConnectivity((result) => {
        internal = { ...internal, lastReconnect: { ...result, at: Date.now() } };
      }),
    ];
    // A token restored close to its end is refreshed now rather than on the next focus.
    await refreshIfInvalid();
    if (useSessionStore.getState().user) await loadPreferences();
    internal = { ...internal, status: 'ready', initializedAt: Date.now() };
  } catch (error) {
    internal = {
      ...internal,
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    };
    throw error;
  }
}

/**
 * Starts the session services once per page: restore, preferences, token refresh, connectivity.
 * Concurrent and later callers wait on the same promise.
 */
export function initializeSessionServices(): Promise<void> {
  starting ??= start().catch((error: unknown) => {
    // A failed start may be retried by a later call; its listeners are removed first.
    for (const stop of stops) stop();
    stops = [];
    starting = null;
    throw error;
  });
  return starting;
}

/** A snapshot for the shell and debug pages; poll it every SERVICE_STATE_POLL_MS. */
export function getServiceManagerState(): ServiceManagerState {
  const { isOnline, user } = useSessionStore.getState();
  return { ...internal, isOnline, signedIn: user !== null };
}

/**
 * Calls `listener` with the state now, then checks every second and calls it again when the
 * state changed. Returns the function that stops polling.
 */
export function pollServiceManagerState(
  listener: (state: ServiceManagerState) => void,
  intervalMs = SERVICE_STATE_POLL_MS,
): () => void {
  let previous = JSON.stringify(getServiceManagerState());
  listener(getServiceManagerState());
  const timer = setInterval(() => {
    const next = getServiceManagerState();
    const serialized = JSON.stringify(next);
    if (serialized === previous) return;
    previous = serialized;
    listener(next);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Stops every timer and listener and forgets the start, for tests and hot reloads. */
export function stopSessionServices(): void {
  for (const stop of stops) stop();
  stops = [];
  starting = null;
  internal = INITIAL_INTERNAL;
}
