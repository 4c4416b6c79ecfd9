/**
 * @flowscope/shared-ui/feed: the feed screens' engine and cards, a shared module of its own so
 * a table screen's first view does not carry them. Everything else it needs comes from
 * '@flowscope/shared-ui', never by a relative path: the page must hold one copy of each
 * module (lint enforces it).
 */
export * from './feed-tone.ts';
export * from './avatar-stack.ts';
export * from './influencer-score.ts';
export * from './FeedCard.tsx';
export * from './FeedHeader.tsx';
export * from './RefreshCountdownButton.tsx';
export * from './FeedLoadMore.tsx';
export * from './FeedContent.tsx';
export * from './FeedPremiumLock.tsx';
export * from './FeedStatGrid.tsx';
export * from './ExternalButtonLink.tsx';
export * from './InfluencerAvatarStack.tsx';
export * from './InfluencerScoreList.tsx';
export * from './SignalOutcome.tsx';
export * from './InfluencerAlertCard.tsx';
export * from './influencer-alert-heading.ts';
export * from './FeedStatSection.tsx';
export * from './ExternalTextLink.tsx';
export * from './TradingBotLink.tsx';
export * from './TradeButtonLink.tsx';
export * from './signal-stance.ts';
export * from './SignalCardHeader.tsx';
export * from './SignalCard.tsx';
export {
  MIN_ACTIVE_WALLETS_OPTIONS,
  DEFAULT_MIN_ACTIVE_WALLETS,
  parseMinActiveWallets,
} from '@flowscope/core';
export * from './MinActiveWalletsSelect.tsx';
export * from './ChosenInfluencersSummary.tsx';
export * from './FeedScreen.tsx';
export * from './InfluencerFeedFrame.tsx';
export * from './NewItemsPill.tsx';
export * from './alert-order.ts';
export * from './stable-keys.ts';
export * from './AlertOrderSelect.tsx';
