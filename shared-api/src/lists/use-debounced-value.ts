import { useEffect, useState } from 'react';

/** Spec §9: filter and search debounce 500 ms. */
export const DEBOUNCE_MS = 500;

/** The value once it has stopped changing for `delayMs`; pass primitives or stable values. */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
