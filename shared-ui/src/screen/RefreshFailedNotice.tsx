import { Button } from '../components/button/Button.tsx';
import { formatZonedClockTime } from '@flowscope/core';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  notice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    background: theme.colors.warningSubtle,
    color: theme.colors.text,
  },
}));

export interface RefreshFailedNoticeProps {
  /** When the data still on screen was fetched (epoch ms). */
  shownSince: number;
  onRetry: () => void;
}

function refreshFailedText(shownSince: number): string {
  return `Couldn't refresh — showing data from ${formatZonedClockTime(shownSince)}`;
}

/** A refresh failed: the rows stay, and this says how old they are, with Retry. */
export function RefreshFailedNotice({ shownSince, onRetry }: RefreshFailedNoticeProps) {
  const classes = useStaticClasses(styles);
  return (
    <div role="status" className={classes.notice}>
      <span>{refreshFailedText(shownSince)}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
