import { useSessionStore } from '../session/session-store.ts';

/** The signed-in trader's access token, or null for an anonymous visitor. */
export function streamAccessToken(): string | null {
  return useSessionStore.getState().tokens?.accessToken ?? null;
}

/**
 * The stream's address for the current viewer: an EventSource cannot send an Authorization
 * header, so a signed-in trader's access token goes in the query (RFC 6750 §2.3), which the
 * API answers with `Cache-Control: no-store`. Without it the stream carries what an
 * anonymous visitor may see.
 */
export function withStreamCredentials(url: string, accessToken: string | null): string {
  if (accessToken === null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(accessToken)}`;
}

/** Calls `reconnect` whenever the access token changes (sign-in, refresh, sign-out). */
export function onStreamCredentialsChange(reconnect: () => void): () => void {
  let current = streamAccessToken();
  return useSessionStore.subscribe((state) => {
    const next = state.tokens?.accessToken ?? null;
    if (next === current) return;
    current = next;
    reconnect();
  });
}
