import { useEffect, useRef } from 'react';
import { type LiveEvent, useLiveEvents } from '@flowscope/shared-api';

/** Live reloads of one feed are at least this far apart, however busy the stream. */
export const LIVE_RELOAD_MIN_MS = 1_000;

export interface LiveReloadOptions {
  /** Which events concern the feed (a resync always does). */
  matches: (event: LiveEvent) => boolean;
  enabled: boolean;
  /** A load in flight: the reload waits for it. */
  loading: boolean;
}

/**
 * Reloads a feed when the live stream says it has something new: at most once per
 * LIVE_RELOAD_MIN_MS, never over a load in flight, and once for a whole burst.
 */
export function useLiveReload(reload: () => unknown, options: LiveReloadOptions): void {
  const { matches, enabled, loading } = options;
  const state = useRef({ dirty: false, lastAt: -Infinity, timer: null as null | number });
  const latest = useRef({ reload, matches, loading });
  useEffect(() => {
    latest.current = { reload, matches, loading };
  });

  const run = useRef(() => {
    const current = state.current;
    if (!current.dirty || latest.current.loading || current.timer !== null) return;
    const wait = current.lastAt + LIVE_RELOAD_MIN_MS - Date.now();
    if (wait > 0) {
      current.timer = window.setTimeout(() => {
        current.timer = null;
        run.current();
      }, wait);
      return;
    }
    current.dirty = false;
    current.lastAt = Date.now();
    void latest.current.reload();
  });

  useLiveEvents((events) => {
    const concerned = events.some(
      (event) => event.type === 'resync' || latest.current.matches(event),
    );
    if (!concerned) return;
    state.current.dirty = true;
    run.current();
  }, enabled);

  // A reload that waited for a load in flight goes once it ends.
  useEffect(() => {
    if (!loading) run.current();
  }, [loading]);

  useEffect(
    () => () => {
      const { timer } = state.current;
      if (timer !== null) window.clearTimeout(timer);
      state.current.timer = null;
    },
    [],
  );
}
