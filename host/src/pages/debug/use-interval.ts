import { useEffect, useRef } from 'react';

/** Runs `tick` now and then every `intervalMs`; a new interval restarts the timer. */
export function useInterval(tick: () => void, intervalMs: number): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    latest.current();
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
