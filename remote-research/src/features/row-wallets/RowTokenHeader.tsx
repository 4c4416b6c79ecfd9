import { routeTo, type ResearchToken, type TokenRef } from '@flowscope/shared-api';
import {
  Badge,
  NetworkLabel,
  Skeleton,
  staticStyles,
  TokenIcon,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { Link } from 'react-router';

const styles = staticStyles((theme) => ({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.md,
    minHeight: 48,
    minWidth: 0,
  },
  about: { display: 'grid', gap: theme.spacing.xxs, minWidth: 0 },
  nameRow: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, flexWrap: 'wrap' },
  name: { margin: 0, overflowWrap: 'anywhere' },
  detail: { margin: 0, overflowWrap: 'anywhere', minHeight: 20 },
  tokenPageLink: { color: theme.colors.link },
}));

/**
 * Which token's wallets these are: its icon, ticker and name (the address's own until the
 * answer names it), its exchange or network, and its token page for a CEX coin. One height
 * before and after the answer.
 */
export function RowTokenHeader({ asked, token }: { asked: TokenRef; token: ResearchToken | null }) {
  const classes = useStaticClasses(styles);
  const ticker = token?.ticker ?? (asked.venue === 'cex' ? asked.coin.toUpperCase() : '');
  return (
    <div className={classes.header}>
      <TokenIcon token={ticker} size={40} />
      <div className={classes.about}>
        <div className={classes.nameRow}>
          <Typography level="h3" as="p" className={classes.name}>
            {token
              ? `${token.ticker} · ${token.tokenName}`
              : ticker || <Skeleton width={160} height={20} />}
          </Typography>
          {asked.venue === 'cex' ? (
            <Badge intent="neutral" variant="outline">
              CEX
            </Badge>
          ) : (
            <NetworkLabel network={asked.network} />
          )}
        </div>
        <Typography level="sm" tone="muted" className={classes.detail}>
          {asked.venue === 'cex' ? (
            <Link to={routeTo.tokenDetail(asked.coin)} className={classes.tokenPageLink}>
              Token page
            </Link>
          ) : (
            asked.address
          )}
        </Typography>
      </div>
    </div>
  );
}
