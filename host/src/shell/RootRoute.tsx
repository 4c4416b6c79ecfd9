import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { currentHandle, pageTitle } from '../app/route-handle.ts';

/** Keeps the document title at `<Name> - Flowscope` for whichever route is shown. */
export function RootRoute() {
  const handle = currentHandle(useMatches());
  useEffect(() => {
    if (handle) document.title = pageTitle(handle.title);
  }, [handle]);
  return <Outlet />;
}
