import { PATHS } from '../contract/paths.ts';

/**
 * The research calls, named by their paths as every query key names its call (listKeys), and
 * for invalidating what a change touches: a follow changes `influencerProfile`.
 */
export const RESEARCH_CALLS = {
  rowWallets: PATHS.rowWallets,
  walletProfile: PATHS.walletProfile,
  influencerProfile: PATHS.influencerProfile,
  signalTrackRecord: PATHS.signalTrackRecord,
} as const;

/** The spec's load-failure notification title (data-screens §8). */
export const RESEARCH_LOAD_FAILED_TITLE = 'Failed to Load Data';

/** Profiles and wallet lists refetch every minute while open, as the Top tables do. */
export const RESEARCH_REFETCH_INTERVAL_MS = 60_000;
