import type { ComponentProps } from 'react';
import { Badge } from '../components/badge/Badge.tsx';
import { RelativeTime } from '../components/relative-time/RelativeTime.tsx';
import { useNow } from '../components/relative-time/use-now.ts';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { visuallyHidden } from '../styles/visually-hidden.ts';

/** The spec promises data at most 1 minute old; older data is marked stale. */
const STALE_AFTER_MS = 60_000;

const STALE_TEXT = 'stale';
const STALE_REASONS = {
  old: 'Fetched over a minute ago',
  streamDown: 'Live updates are unavailable; the data refreshes on its countdown',
} as const;

/** Why data is stale, or null while it is fresh. */
function staleReason(
  lastUpdated: number,
  now: number,
  streamDown: boolean,
  staleAfterMs = STALE_AFTER_MS,
): keyof typeof STALE_REASONS | null {
  if (streamDown) return 'streamDown';
  return now - lastUpdated > staleAfterMs ? 'old' : null;
}

export type DataFreshnessProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** When the data on screen was fetched (epoch ms, the browser's clock); null: not yet. */
  lastUpdated: number | null;
  /** The live stream's status, kept as `data-live` for tools and tests; 'down' marks it stale. */
  liveStatus?: string;
  staleAfterMs?: number;
};

const styles = staticStyles((theme) => ({
  /**
   * As tall as the line is with its 'stale' badge, so neither the first answer nor the badge
   * moves the page.
   */
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    margin: 0,
    minHeight: Math.ceil(theme.fontSizes.xs * theme.lineHeights.normal + 2 * theme.spacing.xxs + 2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
  staleReason: visuallyHidden,
}));

/**
 * 'Updated 42s ago' under a data screen's header, kept current every second, with a
 * 'stale' badge when the data is over a minute old or live updates are down. Before the
 * first answer its line is kept empty, so the answer moves nothing below it.
 */
export function DataFreshness({
  lastUpdated,
  liveStatus,
  staleAfterMs = STALE_AFTER_MS,
  className,
  ...rest
}: DataFreshnessProps) {
  const now = useNow();
  const classes = useStaticClasses(styles);
  const lineClass = className === undefined ? classes.line : `${classes.line} ${className}`;
  if (lastUpdated === null) {
    return <p aria-hidden="true" data-freshness="pending" className={lineClass} {...rest} />;
  }
  const reason = staleReason(lastUpdated, now, liveStatus === 'down', staleAfterMs);
  return (
    <p
      data-freshness={reason === null ? 'fresh' : 'stale'}
      data-live={liveStatus}
      className={lineClass}
      {...rest}
    >
      <span>
        Updated <RelativeTime timestamp={lastUpdated} shiftMs={0} />
      </span>
      {reason !== null && (
        <Badge intent="warning" title={STALE_REASONS[reason]}>
          {STALE_TEXT}
          <span className={classes.staleReason}>: {STALE_REASONS[reason]}</span>
        </Badge>
      )}
    </p>
  );
}
