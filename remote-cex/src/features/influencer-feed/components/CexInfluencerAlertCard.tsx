import type { CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { MarketPriceLine, TokenLogo } from '@flowscope/shared-ui';
import {
  ExternalTextLink,
  FeedStatGrid,
  FeedStatSection,
  influencerAlertHeading,
  InfluencerAlertCard,
  TradeButtonLink,
  tradeSideStance,
} from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { cexTradeStats, cexWalletStats } from '../cex-influencer-stats.ts';
import { binanceBuyUrl, hyperliquidTradeUrl, routeTo, tokenPageLink } from '@flowscope/shared-api';

/**
 * An 'Influencer Alert' of a CEX perpetual trade: the coin's logo and its price now with the
 * 24-hour change, the trade, the wallet stats, buy links (neutral, and named a bearish
 * signal, on a sell).
 */
export const CexInfluencerAlertCard = memo(function CexInfluencerAlertCard({
  item,
}: {
  item: CexInfluencerFeedItem;
}) {
  const hyperliquidUrl = hyperliquidTradeUrl(item.tokenName);
  const binanceUrl = binanceBuyUrl(item.tokenName);
  const chart = <ExternalTextLink href={hyperliquidUrl}>Hyperliquid</ExternalTextLink>;
  const hasBuyLinks = hyperliquidUrl !== null || binanceUrl !== null;
  const stance = tradeSideStance(item.side);

  return (
    <InfluencerAlertCard
      {...influencerAlertHeading(item)}
      profileHref={routeTo.influencerProfile('cex', item.twitterHandle)}
      tokenPageHref={tokenPageLink({ venue: 'cex', coin: item.tokenName })?.href ?? null}
      tokenIcon={
        item.icon !== null ? (
          <TokenLogo symbol={item.tokenName} logoUrl={item.logoUrl ?? null} size={24} />
        ) : undefined
      }
      actions={
        hasBuyLinks ? (
          <>
            {hyperliquidUrl && (
              <TradeButtonLink href={hyperliquidUrl} intent="positive" size="sm" stance={stance}>
                Buy on Hyperliquid
              </TradeButtonLink>
            )}
            {binanceUrl && (
              <TradeButtonLink href={binanceUrl} variant="secondary" size="sm" stance={stance}>
                Buy on Binance
              </TradeButtonLink>
            )}
          </>
        ) : undefined
      }
    >
      <MarketPriceLine
        label="Price now"
        priceFormatted={item.currentPriceFormatted}
        priceChange24h={item.priceChange24h}
        priceChange24hFormatted={item.priceChange24hFormatted}
      />
      <FeedStatGrid stats={[{ label: 'Chart', value: chart }, ...cexTradeStats(item)]} />
      <FeedStatSection title="Wallet Stats" stats={cexWalletStats(item)} />
    </InfluencerAlertCard>
  );
});
