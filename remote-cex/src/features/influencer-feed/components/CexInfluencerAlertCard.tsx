import type { Theme } from '@emotion/react';
import type { CexInfluencerFeedItem } from '@flowscope/shared-api';
import {
  ExternalButtonLink,
  FeedStatGrid,
  InfluencerAlertCard,
  NOT_AVAILABLE,
  TokenIcon,
} from '@flowscope/shared-ui';
import { memo } from 'react';
import { cexTradeStats, cexWalletStats } from '../cexInfluencerStats.ts';
import { binanceFuturesUrl, hyperliquidTradeUrl } from '@flowscope/shared-api';

/** An 'Influencer Alert' of a CEX perpetual trade: the trade, the wallet stats, buy links. */
export const CexInfluencerAlertCard = memo(function CexInfluencerAlertCard({
  item,
}: {
  item: CexInfluencerFeedItem;
}) {
  const hyperliquidUrl = hyperliquidTradeUrl(item.tokenName);
  const binanceUrl = binanceFuturesUrl(item.tokenName);
  const chart = hyperliquidUrl ? (
    <a
      href={hyperliquidUrl}
      target="_blank"
      rel="noopener noreferrer"
      css={(theme: Theme) => ({ color: theme.colors.link })}
    >
      Hyperliquid
    </a>
  ) : (
    NOT_AVAILABLE
  );
  const hasBuyLinks = hyperliquidUrl !== null || binanceUrl !== null;

  return (
    <InfluencerAlertCard
      side={item.side}
      handle={item.twitterHandle}
      profileUrl={item.xLink}
      datetime={item.datetimeFormatted}
      timestamp={item.timestamp}
      token={item.tokenDisplayName}
      tokenIcon={item.icon !== null ? <TokenIcon token={item.tokenName} /> : undefined}
      actions={
        hasBuyLinks ? (
          <>
            {hyperliquidUrl && (
              <ExternalButtonLink href={hyperliquidUrl} intent="positive" size="sm">
                Buy on Hyperliquid
              </ExternalButtonLink>
            )}
            {binanceUrl && (
              <ExternalButtonLink href={binanceUrl} variant="secondary" size="sm">
                Buy on Binance
              </ExternalButtonLink>
            )}
          </>
        ) : undefined
      }
    >
      <FeedStatGrid stats={[{ label: 'Chart', value: chart }, ...cexTradeStats(item)]} />
      <section css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm })}>
        <h4
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          })}
        >
          Wallet Stats
        </h4>
        <FeedStatGrid stats={cexWalletStats(item)} />
      </section>
    </InfluencerAlertCard>
  );
});
