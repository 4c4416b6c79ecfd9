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
} from './row-wallets.ts';
export {
  fetchWalletProfile,
  type CommonTokenView,
  type WalletProfileParams,
  type WalletProfileView,
} from './wallet-profile.ts';
export {
  fetchInfluencerProfile,
  type InfluencerProfileParams,
  type InfluencerProfileView,
  type MostTradedTokenView,
  type PnlPointView,
} from './influencer-profile.ts';
export {
  fetchSignalTrackRecord,
  type SignalTrackRecordParams,
  type SignalTrackRecordView,
  type TrackRecordCellView,
} from './signal-track-record.ts';
export {
  mapSignalReturns,
  NO_SIGNAL_RETURNS,
  SIGNAL_HORIZON_LABELS,
  type SignalReturnsView,
  type SignalReturnView,
} from './signal-returns.ts';
export type { HoldingView, PnlSummaryView, TradeView } from './activity-views.ts';
export { walletShort } from './activity-views.ts';
export { researchTokenRef, type ResearchToken } from './research-token.ts';
export { RESEARCH_CALLS, type ResearchCall } from './research-calls.ts';
