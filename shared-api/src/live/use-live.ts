import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-connection.ts';
import type { LiveEvent } from './live-events.ts';
import { getLiveStream } from './live-stream.ts';

/** Only the live stream's status: re-renders when it changes, not on every heartbeat. */
export function useLiveStatus(): LiveStatus {
  const stream = getLiveStream();
  const status = () => stream.getState().status;
  return useSyncExternalStore(stream.subscribeState, status, status);
}

/**
 * Calls `onEvents` with each batch of live events (at most once per animation frame) while
 * `enabled`; subscribing keeps the page's connection open.
 */
export function useLiveEvents(
  onEvents: (events: readonly LiveEvent[]) => void,
  enabled = true,
): void {
  const latest = useRef(onEvents);
  useEffect(() => {
    latest.current = onEvents;
  });
  useEffect(() => {
    if (!enabled) return;
    return getLiveStream().subscribe((events) => latest.current(events));
  }, [enabled]);
}
