/**
 * A scalp signal, frozen when raised: the figures of the 24 hours up to it, as the
 * alpha feeds show them.
 */
export interface SignalInfluencer {
  influencer: number;
  score: number;
  /** CEX: the side the influencer traded. */
  position: 'long' | 'short';
}

export interface Signal {
  token: number;
  time: number;
  direction: 1 | -1;
  score: number;
  wallets: number;
  buyUsd: number;
  sellUsd: number;
  netflow: number;
  avgEntry: number | null;
  shortEntry: number | null;
  shortsOpened: number;
  shortOpenUsd: number;
  /** CEX: change in wallets net long over the 24 h. */
  smwFlow: number;
  marketCap: number | null;
  /** Smart-money holdings at the signal, USD. */
  holdings: number;
  influencers: SignalInfluencer[];
}

export const SIGNAL_LOOKBACK_HOURS = 24;
