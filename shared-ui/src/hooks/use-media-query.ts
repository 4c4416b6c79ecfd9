import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/tokens.ts';

/** Whether a CSS media query matches now; follows changes (rotation, a resized window). */
function useMediaQuery(query: string): boolean {
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

/** Below 640 px tables show their rows as cards (theme breakpoints.rowCards). */
export const ROW_CARDS_QUERY = `(max-width: ${breakpoints.rowCards - 0.02}px)`;

/** Whether tables show their rows as cards now (a phone held upright). */
export function useRowCards(): boolean {
  return useMediaQuery(ROW_CARDS_QUERY);
}
