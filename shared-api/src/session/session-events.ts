/** Why lists should reload their data. */
export type SessionSyncReason = 'reconnect';

export type SessionSyncListener = (reason: SessionSyncReason) => void;

const listeners = new Set<SessionSyncListener>();

/**
 * Lists subscribe here to refresh after a reconnect while signed in (spec §4 'Session
 * handling'). Returns the unsubscribe function.
 */
export function onSessionSync(listener: SessionSyncListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionSync(reason: SessionSyncReason): void {
  for (const listener of [...listeners]) {
    try {
      listener(reason);
    } catch (error) {
      // One list failing to refresh must not stop the others.
      console.warn('[flowscope] a session sync listener failed', error);
    }
  }
}
