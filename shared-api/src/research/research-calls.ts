/**
 * The research calls' names, for query keys (listKeys / listQueryOptions take a call name)
 * and for invalidating what a change touches: a follow changes `influencerProfile`.
 */
export const RESEARCH_CALLS = {
  rowWallets: 'row_wallets',
  walletProfile: 'wallet_profile',
  influencerProfile: 'influencer_profile',
  signalTrackRecord: 'signal_track_record',
} as const;

export type ResearchCall = (typeof RESEARCH_CALLS)[keyof typeof RESEARCH_CALLS];
