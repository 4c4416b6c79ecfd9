import type { ComponentProps } from 'react';
import { Button, PremiumLockCell, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  lock: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.xl,
    borderRadius: theme.radii.lg,
    border: `1px dashed ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  signIn: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
}));

/** A signed-out visitor's way in: a premium member only needs to sign in to see the feed. */
export interface FeedSignIn {
  start: () => void;
  /** A sign-in is under way. */
  busy: boolean;
}

export type FeedPremiumLockProps = ComponentProps<'div'> & {
  /** Present while signed out: the lock then also offers 'Sign in with Discord'. */
  signIn?: FeedSignIn | null;
};

/**
 * Stands in for a premium-only feed: the lock, 'Premium only' and a 'Buy Premium' link, and
 * for a signed-out visitor the sign-in too (they may already be premium).
 */
export function FeedPremiumLock({ signIn = null, className, ...props }: FeedPremiumLockProps) {
  const classes = useStaticClasses(styles);
  return (
    <div
      data-testid="feed-premium-lock"
      className={className === undefined ? classes.lock : `${classes.lock} ${className}`}
      {...props}
    >
      <PremiumLockCell />
      {signIn !== null && (
        <span className={classes.signIn}>
          Already premium?
          <Button variant="primary" size="sm" loading={signIn.busy} onClick={signIn.start}>
            Sign in with Discord
          </Button>
        </span>
      )}
    </div>
  );
}
