/**
 * Research: the wallets behind a Top row, wallet and influencer profiles, and the alpha
 * signals' track record. Calls and their mappers to camelCase display records.
 */
export { type RowWalletsView, type RowWalletView } from '../endpoints/research/row-wallets.ts';
export {
  type CommonTokenView,
  type WalletProfileView,
} from '../endpoints/research/wallet-profile.ts';
export {
  type InfluencerProfileView,
  type MostTradedTokenView,
  type PnlPointView,
} from '../endpoints/research/influencer-profile.ts';
export {
  type SignalTrackRecordView,
  type TrackRecordCellView,
} from '../endpoints/research/signal-track-record.ts';
export {
  mapSignalReturns,
  SIGNAL_HORIZON_LABELS,
  type SignalReturnsView,
} from '../endpoints/research/signal-returns.ts';
export type {
  HoldingView,
  PnlSummaryView,
  TradeView,
} from '../endpoints/research/activity-views.ts';
export { type ResearchToken } from '../endpoints/research/research-token.ts';
export {
  DEFAULT_PROFILE_PERIOD,
  DEFAULT_ROW_WALLETS_PERIOD,
  DEFAULT_TRACK_RECORD_PERIOD,
  PROFILE_PERIODS,
  ROW_WALLETS_PERIODS,
  TRACK_RECORD_PERIODS,
  type ProfilePeriod,
  type ResearchPeriod,
  type RowWalletsPeriod,
} from './research-periods.ts';
export { answerFor } from './research-answer.ts';
export { isWalletAddress, readLinkedToken, readWithTokens, tokenRefKey } from './research-links.ts';
export { influencerSubject, useInfluencerProfile } from './use-influencer-profile.ts';
export { useWalletProfile, walletSubject } from './use-wallet-profile.ts';
export { rowTokenSubject, useRowWallets } from './use-row-wallets.ts';
export { useSignalTrackRecord } from './use-signal-track-record.ts';
export { trackRecordBands } from './track-record-bands.ts';
export type { TokenRef, Venue } from '../contract/token-ref.ts';
export type { RowWalletList } from '../contract/row-wallets.ts';
export type { ScoreBand, SignalHorizon } from '../contract/track-record.ts';
export { SIGNAL_HORIZONS } from '../contract/track-record.ts';
