import { useEffect } from 'react';
import { emitSessionSync, useSessionStore } from '@flowscope/shared-api';

/**
 * Back online, the page shows fresh data: a page that opened offline (its shell and answers
 * from the service worker's cache) loads again; one that lost the network on the way asks its
 * lists to reload (a signed-in trader's are synced by the session's reconnect handling).
 */
export function useRefreshWhenBackOnline(win: Window = window): void {
  useEffect(() => {
    const openedOffline = !win.navigator.onLine;
    const refresh = () => {
      if (openedOffline) win.location.reload();
      else if (useSessionStore.getState().user === null) emitSessionSync('reconnect');
    };
    win.addEventListener('online', refresh);
    return () => win.removeEventListener('online', refresh);
  }, [win]);
}
