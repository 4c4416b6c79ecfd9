import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { SimplePage } from './SimplePage.tsx';

const styles = staticStyles(() => ({
  text: { margin: 0 },
}));

/** Last line of defence for the shell itself: a readable message instead of a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const classes = useStaticClasses(styles);
  useEffect(() => {
    console.warn('[flowscope] route failed', error instanceof Error ? error.message : error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <SimplePage title="Something went wrong">
      <p role="alert" className={classes.text}>
        Error: An unexpected error occurred{detail ? ` (${detail})` : ''}.
      </p>
      <p className={classes.text}>
        <Link to="/">Go to the home page</Link> or{' '}
        <button type="button" onClick={() => window.location.reload()}>
          reload
        </button>
        .
      </p>
    </SimplePage>
  );
}
