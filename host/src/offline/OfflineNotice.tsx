import type { Theme } from '@emotion/react';
import { useSessionStore } from '@flowscope/shared-api';
import { MOBILE_BAR_HEIGHT } from '../shell/layout-sizes.ts';
import { useRefreshWhenBackOnline } from './use-refresh-when-back-online.ts';

export const OFFLINE_NOTICE =
  "You're offline: showing the last data loaded. It refreshes when you're back online.";

/** Floats over the page (never moves it) while the browser has no network. */
export function OfflineNotice() {
  const isOnline = useSessionStore((state) => state.isOnline);
  useRefreshWhenBackOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      css={(theme: Theme) => ({
        position: 'fixed',
        left: '50%',
        bottom: theme.spacing.lg,
        transform: 'translateX(-50%)',
        zIndex: 30,
        width: 'max-content',
        maxWidth: `calc(100vw - ${2 * theme.spacing.lg}px)`,
        padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surfaceRaised,
        color: theme.colors.text,
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
          bottom: MOBILE_BAR_HEIGHT + theme.spacing.sm,
        },
      })}
    >
      {OFFLINE_NOTICE}
    </div>
  );
}
