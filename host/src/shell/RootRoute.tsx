import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { currentHandle, pageTitle } from '../app/route-handle.ts';
import { setPageDescription } from './page-description.ts';

/**
 * Keeps the document title at `<Name> - Flowscope` and the meta description at the route's
 * own, for whichever route is shown.
 */
export function RootRoute() {
  const handle = currentHandle(useMatches());
  useEffect(() => {
    if (!handle) return;
    document.title = pageTitle(handle.title);
    setPageDescription(handle.description);
  }, [handle]);
  return <Outlet />;
}
