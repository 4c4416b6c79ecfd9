import { useCallback } from 'react';
import { useRouteTable } from '../routing/route-table-context.tsx';
import { loadScreen } from './remote-registry.ts';

/** Handlers that start loading a link's screen. */
export interface PrefetchHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Starts loading the code of the screen a link opens when a pointer reaches the link or it
 * takes focus (a touch reaches it before the tap ends), so the screen is often there by the
 * time the link is followed. The load is the one the route would start: a failure shows on
 * the screen with its Retry, as it would have.
 */
export function useScreenPrefetch(to: string): PrefetchHandlers {
  const { screens } = useRouteTable();
  const prefetch = useCallback(() => {
    const claimed = screens.find(({ screen }) => screen.path === to);
    if (claimed) void loadScreen(claimed.remote, claimed.screen.id);
  }, [screens, to]);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
