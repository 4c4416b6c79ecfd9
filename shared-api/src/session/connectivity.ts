import { isApiAvailable } from '../endpoints/auth/health.ts';
import { loadPreferences } from '../preferences/preferences-sync.ts';
import { emitSessionSync } from './session-events.ts';
import { useSessionStore } from './session-store.ts';

export interface ReconnectResult {
  healthy: boolean;
  synced: boolean;
}

/** Signed-in data sync: preferences reload and lists are told to refresh. */
async function syncSession(): Promise<void> {
  await loadPreferences();
  emitSessionSync('reconnect');
}

/**
 * Back online (spec §4): a health check, then, when signed in and the API answers, a sync.
 * An unreachable API is not synced against, so nothing is reloaded into an error.
 */
export async function handleReconnect(): Promise<ReconnectResult> {
  const healthy = await isApiAvailable();
  const synced = healthy && useSessionStore.getState().user !== null;
  if (synced) await syncSession();
  return { healthy, synced };
}

/**
 * Tracks going offline and online on the session store. Returns the function that stops it.
 * `onReconnect` reports each reconnect's outcome (the service manager records it).
 */
export function trackConnectivity(
  onReconnect: (result: ReconnectResult) => void = () => {},
  target: Window = window,
): () => void {
  useSessionStore.setState({ isOnline: target.navigator.onLine });
  const goOffline = () => useSessionStore.setState({ isOnline: false });
  const goOnline = () => {
    useSessionStore.setState({ isOnline: true });
    void handleReconnect().then(onReconnect, (error: unknown) => {
      console.warn('[flowscope] reconnect handling failed', error);
    });
  };
  target.addEventListener('offline', goOffline);
  target.addEventListener('online', goOnline);
  return () => {
    target.removeEventListener('offline', goOffline);
    target.removeEventListener('online', goOnline);
  };
}
