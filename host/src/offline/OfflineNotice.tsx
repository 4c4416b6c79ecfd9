import { useSessionStore } from '@flowscope/shared-api';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { MOBILE_BAR_HEIGHT } from '../shell/layout-sizes.ts';
import { useRefreshWhenBackOnline } from './use-refresh-when-back-online.ts';

export const OFFLINE_NOTICE =
  "You're offline: showing the last data loaded. It refreshes when you're back online.";

const styles = staticStyles((theme) => ({
  notice: {
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
  },
}));

/** Floats over the page (never moves it) while the browser has no network. */
export function OfflineNotice() {
  const isOnline = useSessionStore((state) => state.isOnline);
  useRefreshWhenBackOnline();
  const classes = useStaticClasses(styles);
  if (isOnline) return null;
  return (
    <div role="status" className={classes.notice}>
      {OFFLINE_NOTICE}
    </div>
  );
}
