import { getApiConfig, resetApiConfig } from '../config/api-config.ts';
import { buildApiUrl, currentPageLocation } from '../http/address.ts';
import { setApiFetch } from '../http/transport.ts';
import { setUserIdHeader } from '../http/user-id-header.ts';
import {
  resetBrowserNotifications,
  setBrowserNotificationEnvironment,
} from '../alerts/browser-notifications.ts';
import { resetNotificationStore } from '../notifications/notification-store.ts';
import { resetSessionStore } from '../session/session-store.ts';

/**
 * Answers one API call in process. `path` is relative to the API root, with its query
 * (e.g. `/cex_top_accumulations` or `/health?_t=1750000000000`), so mock-api's
 * `(path, init) => createApp().request(path, init)` fits as it is.
 */
export type InProcessApiHandler = (path: string, init: RequestInit) => Response | Promise<Response>;

function apiRoot(): string {
  return buildApiUrl('/', getApiConfig(), currentPageLocation()).replace(/\/$/, '');
}

/** The request's address relative to the API root the client builds for this page. */
function relativePath(url: string): string {
  const root = apiRoot();
  if (url.startsWith(`${root}/`)) return url.slice(root.length);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Routes every client call to `handler` instead of the network; returns a function that
 * restores the network. Requests keep their method, headers (Bearer, X-User-ID...) and body.
 */
export function routeApiTo(handler: InProcessApiHandler): () => void {
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    return handler(relativePath(request.url), {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
  });
  return () => setApiFetch(null);
}

/**
 * Puts shared-api back as a fresh page has it: network, config, session, notifications (the
 * in-app ones, and the browser's opt-in and stand-in).
 */
export function resetSharedApiState(): void {
  setApiFetch(null);
  setUserIdHeader(null);
  resetApiConfig();
  resetSessionStore();
  resetNotificationStore();
  setBrowserNotificationEnvironment(null);
  resetBrowserNotifications();
}
