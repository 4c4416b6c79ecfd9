import { routeTo, telegramBotFor, telegramBuyUrl, tokenPageLink } from '@flowscope/shared-api';
import { type DexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { MarketPriceLine, TokenLogo } from '@flowscope/shared-ui';
import {
  FeedStatGrid,
  FeedStatSection,
  influencerAlertHeading,
  InfluencerAlertCard,
  TradingBotLink,
  tradeSideStance,
} from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { dexTradeStats, dexWalletStats } from '../dex-influencer-stats.tsx';

/**
 * An 'Influencer Alert' of a DEX trade: the token's logo on its chain and its price now with
 * the 24-hour change, the trade, the wallet stats and the bot to buy with.
 */
export const DexInfluencerAlertCard = memo(function DexInfluencerAlertCard({
  item,
}: {
  item: DexInfluencerFeedItem;
}) {
  const buyUrl = telegramBuyUrl(item.network, item.address);
  return (
    <InfluencerAlertCard
      {...influencerAlertHeading(item)}
      profileHref={routeTo.influencerProfile('dex', item.twitterHandle)}
      tokenPageHref={
        tokenPageLink({
          venue: 'dex',
          name: item.tokenName,
          network: item.network,
          address: item.address,
        })?.href ?? null
      }
      tokenIcon={
        <TokenLogo
          symbol={item.tokenName}
          logoUrl={item.logoUrl ?? null}
          network={item.network}
          size={24}
        />
      }
      actions={
        buyUrl === null ? undefined : (
          <TradingBotLink
            href={buyUrl}
            botName={telegramBotFor(item.network).name}
            stance={tradeSideStance(item.side)}
          />
        )
      }
    >
      <MarketPriceLine
        label="Price now"
        priceFormatted={item.currentPriceFormatted}
        priceChange24h={item.priceChange24h}
        priceChange24hFormatted={item.priceChange24hFormatted}
      />
      <FeedStatGrid stats={dexTradeStats(item)} />
      <FeedStatSection title="Wallet Stats" stats={dexWalletStats(item)} />
    </InfluencerAlertCard>
  );
});
