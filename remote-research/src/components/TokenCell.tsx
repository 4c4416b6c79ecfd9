import { routeTo, type ResearchToken } from '@flowscope/shared-api';
import { NetworkIcon, staticStyles, TokenIcon, useStaticClasses } from '@flowscope/shared-ui';
import { Link } from 'react-router';

const styles = staticStyles((theme) => ({
  token: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    whiteSpace: 'nowrap',
  },
  icon: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  network: { position: 'absolute', right: -4, bottom: -4, display: 'inline-flex' },
  names: { display: 'grid' },
  tickerLink: { color: theme.colors.link, fontWeight: 600 },
  ticker: { fontWeight: 600 },
  name: {
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    maxWidth: 180,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
}));

/**
 * A token in a research table: its icon (a DEX token's network on its corner), its ticker
 * (a CEX coin's links to its token page) and its name.
 */
export function TokenCell({ token }: { token: ResearchToken }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.token}>
      <span className={classes.icon}>
        <TokenIcon token={token.symbol} size={20} />
        {token.network !== null && (
          <span className={classes.network}>
            <NetworkIcon network={token.network} size={12} />
          </span>
        )}
      </span>
      <span className={classes.names}>
        {token.venue === 'cex' && token.coin !== null ? (
          <Link to={routeTo.tokenDetail(token.coin)} className={classes.tickerLink}>
            {token.ticker}
          </Link>
        ) : (
          <span className={classes.ticker}>{token.ticker}</span>
        )}
        <span className={classes.name}>{token.tokenName}</span>
      </span>
    </span>
  );
}
