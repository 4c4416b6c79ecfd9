import { telegramBotFor, telegramBuyUrl } from '@flowscope/shared-api';
import { type DexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { TokenIcon } from '@flowscope/shared-ui';
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

/** An 'Influencer Alert' of a DEX trade: the trade, the wallet stats and the bot to buy with. */
export const DexInfluencerAlertCard = memo(function DexInfluencerAlertCard({
  item,
}: {
  item: DexInfluencerFeedItem;
}) {
  const buyUrl = telegramBuyUrl(item.network, item.address);
  return (
    <InfluencerAlertCard
      {...influencerAlertHeading(item)}
      tokenIcon={<TokenIcon token={item.tokenName} />}
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
      <FeedStatGrid stats={dexTradeStats(item)} />
      <FeedStatSection title="Wallet Stats" stats={dexWalletStats(item)} />
    </InfluencerAlertCard>
  );
});
