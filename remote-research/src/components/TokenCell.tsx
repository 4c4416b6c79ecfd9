import type { Theme } from '@emotion/react';
import { routeTo, type ResearchToken } from '@flowscope/shared-api';
import { NetworkIcon, TokenIcon } from '@flowscope/shared-ui';
import { Link } from 'react-router';

/**
 * A token in a research table: its icon (a DEX token's network on its corner), its ticker
 * (a CEX coin's links to its token page) and its name.
 */
export function TokenCell({ token }: { token: ResearchToken }) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
        whiteSpace: 'nowrap',
      })}
    >
      <span css={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
        <TokenIcon token={token.symbol} size={20} />
        {token.network !== null && (
          <span css={{ position: 'absolute', right: -4, bottom: -4, display: 'inline-flex' }}>
            <NetworkIcon network={token.network} size={12} />
          </span>
        )}
      </span>
      <span css={{ display: 'grid' }}>
        {token.venue === 'cex' && token.coin !== null ? (
          <Link
            to={routeTo.tokenDetail(token.coin)}
            css={(theme: Theme) => ({ color: theme.colors.link, fontWeight: 600 })}
          >
            {token.ticker}
          </Link>
        ) : (
          <span css={{ fontWeight: 600 }}>{token.ticker}</span>
        )}
        <span
          css={(theme: Theme) => ({
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.xs,
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          })}
        >
          {token.tokenName}
        </span>
      </span>
    </span>
  );
}
