import { getApiConfig } from '../config/api-config.ts';
import { buildApiUrl, currentPageLocation } from '../http/address.ts';
import { LiveConnection, type LiveEnvironment } from './live-connection.ts';
import {
  onStreamCredentialsChange,
  streamAccessToken,
  withStreamCredentials,
} from './stream-credentials.ts';

/** The stream's path on the API (mock-api: GET /stream). */
const LIVE_STREAM_PATH = '/stream';

/** The page's own EventSource, visibility and frames. */
function browserLiveEnvironment(): LiveEnvironment {
  return {
    openSource: (url) =>
      typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: false }),
    streamUrl: (lastEventId) => {
      const url = withStreamCredentials(
        buildApiUrl(LIVE_STREAM_PATH, getApiConfig(), currentPageLocation()),
        streamAccessToken(),
      );
      // A new EventSource cannot send Last-Event-ID itself, so the query carries it.
      return lastEventId === null
        ? url
        : `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
    },
    isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      if (typeof document === 'undefined') return () => undefined;
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    requestFrame: (callback) => {
      // A hidden tab runs no animation frames: events kept coming for notifications are
      // handed on by a timer instead.
      const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
      if (!hidden && typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() => callback());
      } else setTimeout(callback, 16);
    },
    random: Math.random,
  };
}

let shared: LiveConnection | null = null;

/**
 * The page's one live connection. shared-api is a federation singleton, so the host and
 * every remote that subscribes share this one EventSource.
 */
export function getLiveStream(): LiveConnection {
  if (shared === null) {
    const connection = new LiveConnection(browserLiveEnvironment());
    // What the stream carries depends on who watches (influencer trades for premium only).
    onStreamCredentialsChange(() => connection.reconnect());
    shared = connection;
  }
  return shared;
}

/** Tests: replaces the page's connection (null: the browser's again on next use). */
export function setLiveStreamForTests(connection: LiveConnection | null): void {
  shared = connection;
}
