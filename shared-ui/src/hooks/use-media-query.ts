import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/tokens.ts';

/** Whether a CSS media query matches now; follows changes (rotation, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout of the theme's mobile breakpoint. */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
}
