import { heldWhileDrawing } from '@flowscope/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: feed headers count down from 15 seconds with a 1-second ticker. */
export const AUTO_REFRESH_SECONDS = 15;
const TICK_MS = 1000;

export interface AutoRefresh {
  secondsLeft: number;
  /** The Refresh button: refreshes now and restarts the countdown. */
  refresh: () => void;
}

/**
 * Counts down and calls onRefresh at 0, then starts again. While disabled (e.g. a call is
 * in flight) the count holds where it is and resumes from there. While a new answer draws in
 * the background the count goes on, on time, but what it shows holds until the answer has
 * landed: a render every second would start that pass over every second (core's
 * background-draws).
 */
export function useAutoRefresh(
  onRefresh: () => unknown,
  { seconds = AUTO_REFRESH_SECONDS, enabled = true }: { seconds?: number; enabled?: boolean } = {},
): AutoRefresh {
  const [secondsLeft, setSecondsLeft] = useState(seconds);
  // Bumped by a manual refresh so the ticker restarts on a whole second.
  const [cycle, setCycle] = useState(0);
  const left = useRef(seconds);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  });

  useEffect(() => {
    if (!enabled) return;
    const display = heldWhileDrawing(() => setSecondsLeft(left.current));
    const timer = setInterval(() => {
      left.current -= 1;
      if (left.current <= 0) {
        left.current = seconds;
        void latest.current();
      }
      display.tick();
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      display.stop();
    };
  }, [enabled, seconds, cycle]);

  const refresh = useCallback(() => {
    left.current = seconds;
    setSecondsLeft(seconds);
    setCycle((value) => value + 1);
    void latest.current();
  }, [seconds]);

  return { secondsLeft, refresh };
}
