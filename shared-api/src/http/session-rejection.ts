/**
 * What the session does when the API answers 401 to a call that carried the trader's token:
 * renew it (one refresh) and resolve true when the call may be sent again, or sign out and
 * resolve false. The session module installs it; the HTTP layer only knows it exists.
 */
export type SessionRejectedHandler = () => Promise<boolean>;

let handler: SessionRejectedHandler | null = null;

/** Installs the handler; returns the function that removes it. */
export function onSessionRejected(next: SessionRejectedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function sessionRejectedHandler(): SessionRejectedHandler | null {
  return handler;
}
