/**
 * @flowscope/shared-ui/feed: the feed screens' engine and cards, a shared module of its own so
 * a table screen's first view does not carry them. Everything else it needs comes from
 * '@flowscope/shared-ui', never by a relative path: the page must hold one copy of each
 * module (lint enforces it).
 */
export { type FeedContentTexts } from './FeedContent.tsx';
export { FeedPremiumLock } from './FeedPremiumLock.tsx';
export { FeedStatGrid, type FeedStat } from './FeedStatGrid.tsx';
export { ExternalButtonLink } from './ExternalButtonLink.tsx';
export { InfluencerScoreList } from './InfluencerScoreList.tsx';
export { SignalOutcome } from './SignalOutcome.tsx';
export { InfluencerAlertCard } from './InfluencerAlertCard.tsx';
export { influencerAlertHeading } from './influencer-alert-heading.ts';
export { FeedStatSection } from './FeedStatSection.tsx';
export { ExternalTextLink } from './ExternalTextLink.tsx';
export { TradingBotLink } from './TradingBotLink.tsx';
export { TradeButtonLink } from './TradeButtonLink.tsx';
export { signalStance, tradeSideStance } from './signal-stance.ts';
export { SignalCard } from './SignalCard.tsx';
export {
  MIN_ACTIVE_WALLETS_OPTIONS,
  DEFAULT_MIN_ACTIVE_WALLETS,
  parseMinActiveWallets,
} from '@flowscope/core';
export { MinActiveWalletsSelect } from './MinActiveWalletsSelect.tsx';
export { FeedScreen } from './FeedScreen.tsx';
export { InfluencerFeedFrame } from './InfluencerFeedFrame.tsx';
export { orderAlerts, type AlertOrder, alertOrderParam } from './alert-order.ts';
export { withStableKeys } from './stable-keys.ts';
export { AlertOrderSelect } from './AlertOrderSelect.tsx';
