import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';
import { FeedPremiumLock } from '@flowscope/shared-ui/feed';

const styles = staticStyles((theme) => ({
  lock: { display: 'grid', gap: theme.spacing.md },
}));

/**
 * Stands in for a premium profile: what it would show, the lock with 'Buy Premium', and for a
 * signed-out visitor the sign-in (a premium member may simply not be signed in yet).
 */
export function ResearchPremiumLock({ offers }: { offers: string }) {
  const classes = useStaticClasses(styles);
  const session = useSignIn();
  return (
    <div className={classes.lock}>
      <Typography tone="muted">{offers}</Typography>
      <FeedPremiumLock
        signIn={
          session.isAuthenticated
            ? null
            : { start: () => void session.signIn(preferredSignInMode()), busy: session.busy }
        }
      />
    </div>
  );
}
