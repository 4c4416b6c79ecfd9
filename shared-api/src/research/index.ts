/**
 * Research: the wallets behind a Top row, wallet and influencer profiles, and the alpha
 * signals' track record. Calls and their mappers to camelCase display records.
 */
export {
  fetchRowWallets,
  type RowWalletCountsView,
  type RowWalletsParams,
  type RowWalletsView,
  type RowWalletView,
} from '../endpoints/research/row-wallets.ts';
export {
  fetchWalletProfile,
  type CommonTokenView,
  type WalletProfileParams,
  type WalletProfileView,
} from '../endpoints/research/wallet-profile.ts';
export {
  fetchInfluencerProfile,
  type InfluencerProfileParams,
  type InfluencerProfileView,
  type MostTradedTokenView,
  type PnlPointView,
} from '../endpoints/research/influencer-profile.ts';
export {
  fetchSignalTrackRecord,
  type SignalTrackRecordParams,
  type SignalTrackRecordView,
  type TrackRecordCellView,
} from '../endpoints/research/signal-track-record.ts';
export {
  mapSignalReturns,
  NO_SIGNAL_RETURNS,
  SIGNAL_HORIZON_LABELS,
  type SignalReturnsView,
  type SignalReturnView,
} from '../endpoints/research/signal-returns.ts';
export type {
  HoldingView,
  PnlSummaryView,
  TradeView,
} from '../endpoints/research/activity-views.ts';
export { walletShort } from '../endpoints/research/activity-views.ts';
export { researchTokenRef, type ResearchToken } from '../endpoints/research/research-token.ts';
export {
  RESEARCH_CALLS,
  RESEARCH_LOAD_FAILED_TITLE,
  RESEARCH_REFETCH_INTERVAL_MS,
  type ResearchCall,
} from './research-calls.ts';
export {
  DEFAULT_PROFILE_PERIOD,
  DEFAULT_ROW_WALLETS_PERIOD,
  DEFAULT_TRACK_RECORD_PERIOD,
  periodWindow,
  PROFILE_PERIODS,
  readPeriod,
  RESEARCH_PERIOD_HOURS,
  ROW_WALLETS_PERIODS,
  TRACK_RECORD_PERIODS,
  type ProfilePeriod,
  type ResearchPeriod,
  type ResearchWindow,
  type RowWalletsPeriod,
  type TrackRecordPeriod,
} from './research-periods.ts';
export { answerFor, IDLE_ANSWER, isNotFoundError, type ResearchAnswer } from './research-answer.ts';
export {
  isWalletAddress,
  readLinkedToken,
  readLinkedTokenParam,
  readWithTokens,
  tokenRefKey,
} from './research-links.ts';
export {
  influencerSubject,
  loadInfluencerProfile,
  useInfluencerProfile,
  type InfluencerProfileQuery,
} from './use-influencer-profile.ts';
export {
  loadWalletProfile,
  useWalletProfile,
  walletSubject,
  type WalletProfileQuery,
} from './use-wallet-profile.ts';
export {
  loadRowWallets,
  rowTokenSubject,
  useRowWallets,
  type RowWalletsQuery,
} from './use-row-wallets.ts';
export {
  loadSignalTrackRecord,
  useSignalTrackRecord,
  type SignalTrackRecordQuery,
} from './use-signal-track-record.ts';
export { trackRecordBands, type TrackRecordBand } from './track-record-bands.ts';
export type { TokenRef, Venue } from '../contract/token-ref.ts';
export type { RowWalletList, WalletDirection } from '../contract/row-wallets.ts';
export type { ScoreBand, SignalHorizon } from '../contract/track-record.ts';
export { SIGNAL_HORIZONS } from '../contract/track-record.ts';
export type { TradeActivity } from '../contract/wallet-activity.ts';
