import type { Theme } from '@emotion/react';
import { routeTo, type ResearchToken, type TokenRef } from '@flowscope/shared-api';
import { Badge, NetworkLabel, Skeleton, TokenIcon, Typography } from '@flowscope/shared-ui';
import { Link } from 'react-router';

/**
 * Which token's wallets these are: its icon, ticker and name (the address's own until the
 * answer names it), its exchange or network, and its token page for a CEX coin. One height
 * before and after the answer.
 */
export function RowTokenHeader({ asked, token }: { asked: TokenRef; token: ResearchToken | null }) {
  const ticker = token?.ticker ?? (asked.venue === 'cex' ? asked.coin.toUpperCase() : '');
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing.md,
        minHeight: 48,
        minWidth: 0,
      })}
    >
      <TokenIcon token={ticker} size={40} />
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xxs, minWidth: 0 })}>
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.spacing.sm,
            flexWrap: 'wrap',
          })}
        >
          <Typography level="h3" as="p" css={{ margin: 0, overflowWrap: 'anywhere' }}>
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
        <Typography
          level="sm"
          tone="muted"
          css={{ margin: 0, overflowWrap: 'anywhere', minHeight: 20 }}
        >
          {asked.venue === 'cex' ? (
            <Link
              to={routeTo.tokenDetail(asked.coin)}
              css={(theme: Theme) => ({ color: theme.colors.link })}
            >
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
