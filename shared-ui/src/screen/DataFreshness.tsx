import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Badge } from '../components/badge/Badge.tsx';
import { RelativeTime } from '../components/relative-time/RelativeTime.tsx';
import { useNow } from '../components/relative-time/use-now.ts';
import { visuallyHidden } from '../styles/visually-hidden.ts';

/** The spec promises data at most 1 minute old; older data is marked stale. */
export const STALE_AFTER_MS = 60_000;

export const STALE_TEXT = 'stale';
const STALE_REASONS = {
  old: 'Fetched over a minute ago',
  streamDown: 'Live updates are unavailable; the data refreshes on its countdown',
} as const;

/** Why data is stale, or null while it is fresh. */
export function staleReason(
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

/**
 * 'Updated 42s ago' under a data screen's header, kept current every second, with a
 * 'stale' badge when the data is over a minute old or live updates are down.
 */
export function DataFreshness({
  lastUpdated,
  liveStatus,
  staleAfterMs = STALE_AFTER_MS,
  ...rest
}: DataFreshnessProps) {
  const now = useNow();
  if (lastUpdated === null) return null;
  const reason = staleReason(lastUpdated, now, liveStatus === 'down', staleAfterMs);
  return (
    <p
      data-freshness={reason === null ? 'fresh' : 'stale'}
      data-live={liveStatus}
      css={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
        margin: 0,
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
      })}
      {...rest}
    >
      <span>
        Updated <RelativeTime timestamp={lastUpdated} shiftMs={0} />
      </span>
      {reason !== null && (
        <Badge intent="warning" title={STALE_REASONS[reason]}>
          {STALE_TEXT}
          <span css={visuallyHidden}>: {STALE_REASONS[reason]}</span>
        </Badge>
      )}
    </p>
  );
}
