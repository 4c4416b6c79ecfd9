import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOAuthCallback } from '@flowscope/shared-api';
import { Spinner, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { SimplePage } from './SimplePage.tsx';

const styles = staticStyles((theme) => ({
  processing: { display: 'flex', gap: theme.spacing.sm, alignItems: 'center' },
  text: { margin: 0 },
}));

/**
 * Where Discord sends the user back. In the sign-in popup it relays the result to the opener
 * and closes; in a full-page flow it finishes the sign-in and returns to where the user was.
 */
export function OAuthCallbackPage() {
  const { search } = useLocation();
  const navigateTo = useNavigate();
  const navigate = useCallback(
    (to: string) => void navigateTo(to, { replace: true }),
    [navigateTo],
  );
  const phase = useOAuthCallback(search, navigate);
  const classes = useStaticClasses(styles);

  return (
    <SimplePage title="Discord sign-in">
      {phase.status === 'processing' && (
        <div className={classes.processing}>
          <Spinner size="sm" label="Signing in" />
          <p className={classes.text}>Completing Discord sign-in…</p>
        </div>
      )}
      {phase.status === 'success' && (
        <p role="status" className={classes.text}>
          You are signed in. Taking you back…
        </p>
      )}
      {phase.status === 'error' && (
        <p role="alert" className={classes.text}>
          Sign-in failed: {phase.message}
        </p>
      )}
    </SimplePage>
  );
}
