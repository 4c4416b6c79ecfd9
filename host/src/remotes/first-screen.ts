import type { QueryClient } from '@tanstack/react-query';
import { screenAt, type ClaimedScreen, type ScreenPrefetch } from '@flowscope/shared-api';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

/** Where the page was opened. */
export interface FirstLocation {
  pathname: string;
  search: string;
}

/**
 * Starts the page's first screen before the shell draws it: its code, and the data its remote
 * names for it (RemoteScreensModule's prefetch), so the screen's answer travels while its code
 * arrives and starts, not after its first draw asks for it. The loads are the ones the route
 * would start; a failure is left to the screen, which shows it with its Retry.
 */
export function startFirstScreen(
  screens: readonly ClaimedScreen[],
  location: FirstLocation,
  queryClient: QueryClient,
): void {
  const claimed = screenAt(screens, location.pathname);
  if (!claimed) return;
  const { remote, screen } = claimed;
  loadScreen(remote, screen.id).catch(() => undefined);
  loadScreensModule(remote)
    .then((module) => {
      const prefetch: unknown = module.prefetch?.[screen.id];
      if (typeof prefetch !== 'function') return undefined;
      return (prefetch as ScreenPrefetch)({ queryClient, search: location.search });
    })
    .catch(() => undefined);
}
