import { useState } from 'react';
import { deepEqual } from './deep-equal.ts';

/**
 * The same reference for as long as the value is deeply equal, so a filter object built
 * afresh on every render only triggers a reload when its content really changes.
 */
export function useDeepStable<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !deepEqual(stable, value)) {
    // Adjusting state while rendering: React re-renders at once, before any effect runs.
    setStable(value);
    return value;
  }
  return stable;
}
