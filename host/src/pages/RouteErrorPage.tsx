import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SimplePage } from './SimplePage.tsx';

/** Last line of defence for the shell itself: a readable message instead of a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('[flowscope] route failed', error instanceof Error ? error.message : error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <SimplePage title="Something went wrong">
      <p role="alert" css={{ margin: 0 }}>
        Error: An unexpected error occurred{detail ? ` (${detail})` : ''}.
      </p>
      <p css={{ margin: 0 }}>
        <Link to="/">Go to the home page</Link> or{' '}
        <button type="button" onClick={() => window.location.reload()}>
          reload
        </button>
        .
      </p>
    </SimplePage>
  );
}
