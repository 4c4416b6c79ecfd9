import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { PremiumLockCell } from '../components/lock-cell/PremiumLockCell.tsx';

/** Stands in for a premium-only feed: the lock, 'Premium only' and a 'Buy Premium' link. */
export function FeedPremiumLock(props: ComponentProps<'div'>) {
  return (
    <div
      data-testid="feed-premium-lock"
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: 'center',
        padding: theme.spacing.xl,
        borderRadius: theme.radii.lg,
        border: `1px dashed ${theme.colors.border}`,
        background: theme.colors.surface,
      })}
      {...props}
    >
      <PremiumLockCell />
    </div>
  );
}
