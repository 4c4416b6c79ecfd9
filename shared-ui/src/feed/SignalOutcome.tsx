import { Link } from 'react-router';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  outcome: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.xs,
    margin: 0,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  },
  summary: { color: theme.colors.text },
  link: { color: theme.colors.link },
}));

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
  const classes = useStaticClasses(styles);
  if (summary === '') return null;
  return (
    <p data-signal-outcome="" className={classes.outcome}>
      <span>
        Price <span className={classes.summary}>{summary}</span>
      </span>
      <span aria-hidden="true">·</span>
      <Link to={trackRecordHref} className={classes.link}>
        Track record
      </Link>
    </p>
  );
}
