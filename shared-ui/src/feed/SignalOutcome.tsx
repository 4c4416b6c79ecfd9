import type { Theme } from '@emotion/react';
import { Link } from 'react-router';

export interface SignalOutcomeProps {
  /** 'after 1h +12.40% · 24h -3.10%', or '' while the signal is younger than an hour. */
  summary: string;
  /** The track record of signals like this one (hit rates by score band). */
  trackRecordHref: string;
}

/**
 * What the price did after an alpha signal, once an hour has passed, with the track record of
 * signals like it one click away: what a score of 99.9 has meant before.
 */
export function SignalOutcome({ summary, trackRecordHref }: SignalOutcomeProps) {
  if (summary === '') return null;
  return (
    <p
      data-signal-outcome=""
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing.xs,
        margin: 0,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
      })}
    >
      <span>
        Price <span css={(theme: Theme) => ({ color: theme.colors.text })}>{summary}</span>
      </span>
      <span aria-hidden="true">·</span>
      <Link to={trackRecordHref} css={(theme: Theme) => ({ color: theme.colors.link })}>
        Track record
      </Link>
    </p>
  );
}
