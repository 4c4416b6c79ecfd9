import type { CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { TokenIcon } from '@flowscope/shared-ui';
import {
  ExternalButtonLink,
  ExternalTextLink,
  FeedStatGrid,
  FeedStatSection,
  influencerAlertHeading,
  InfluencerAlertCard,
} from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { cexTradeStats, cexWalletStats } from '../cex-influencer-stats.ts';
import { binanceBuyUrl, hyperliquidTradeUrl } from '@flowscope/shared-api';

/** An 'Influencer Alert' of a CEX perpetual trade: the trade, the wallet stats, buy links. */
export const CexInfluencerAlertCard = memo(function CexInfluencerAlertCard({
  item,
}: {
  item: CexInfluencerFeedItem;
}) {
  const hyperliquidUrl = hyperliquidTradeUrl(item.tokenName);
  const binanceUrl = binanceBuyUrl(item.tokenName);
  const chart = <ExternalTextLink href={hyperliquidUrl}>Hyperliquid</ExternalTextLink>;
  const hasBuyLinks = hyperliquidUrl !== null || binanceUrl !== null;

  return (
    <InfluencerAlertCard
      {...influencerAlertHeading(item)}
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
      <FeedStatSection title="Wallet Stats" stats={cexWalletStats(item)} />
    </InfluencerAlertCard>
  );
});
