import type { CommonTokenView, ProfilePeriod, TokenRef } from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  formatNetPosition,
  Skeleton,
  staticStyles,
  Typography,
  signTone,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { periodPhrase } from '../../components/research-periods.ts';
import { TokenCell } from '../../components/TokenCell.tsx';
import { commonTokenLines } from './common-tokens.ts';

const styles = staticStyles((theme) => ({
  tokens: {
    display: 'grid',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  token: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
    minHeight: 44,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  askedToken: { fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 },
}));

function whatItDid(common: CommonTokenView): string {
  const trades = `${common.trades} ${common.trades === 1 ? 'trade' : 'trades'} in the period`;
  if (Math.abs(common.value) < CENTS_ROUNDING) return `No position now · ${trades}`;
  return `${formatNetPosition(common.value).text} now · ${trades}`;
}

/**
 * The tokens of the row the wallet was opened from: for each, what the wallet holds now and
 * how often it traded it in the period, or that it did neither.
 */
export function CommonTokens({
  asked,
  common,
  period,
}: {
  asked: readonly TokenRef[];
  /** Null while the profile loads. */
  common: readonly CommonTokenView[] | null;
  period: ProfilePeriod;
}) {
  const classes = useStaticClasses(styles);
  const lines = commonTokenLines(asked, common ?? []);
  return (
    <ul className={classes.tokens}>
      {lines.map((line) => (
        <li key={line.key} className={classes.token}>
          {line.common ? (
            <TokenCell token={line.common.token} />
          ) : (
            <span className={classes.askedToken}>{line.asked}</span>
          )}
          {common === null ? (
            <Skeleton width={160} height={14} />
          ) : line.common ? (
            <Typography as="span" level="sm" tone={signTone(line.common.value, CENTS_ROUNDING)}>
              {whatItDid(line.common)}
            </Typography>
          ) : (
            <Typography as="span" level="sm" tone="muted">
              No position now and no trade in {periodPhrase(period)}
            </Typography>
          )}
        </li>
      ))}
    </ul>
  );
}
