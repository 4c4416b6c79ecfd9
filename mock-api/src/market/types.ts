import type { Network } from '@flowscope/shared-api/contract';

export type Venue = 'cex' | 'dex';

/** A tradable token: a CEX perpetual coin or a DEX token on one network. */
export interface TokenInfo {
  /** Position in Market.tokens; CEX coins first, then DEX tokens. */
  index: number;
  venue: Venue;
  name: string;
  /** Coin symbol for CEX, ticker for DEX. */
  ticker: string;
  network: Network | null;
  address: string | null;
  /** Launch (DEX) or listing (CEX) time, ms. */
  launchedAt: number;
  /** Circulating supply; null when unknown, which leaves the market cap unknown. */
  supply: number | null;
  /** Price at the start of the simulated history (or at launch). */
  startPrice: number;
  topics: readonly string[];
  keywords: readonly string[];
  description: string;
  /** Base trade rate, trades per hour. */
  activity: number;
  /** Hourly log-price volatility. */
  volatility: number;
  /** Typical trade size, USD. */
  tradeSize: number;
  /** Wallets that trade this token. */
  pool: Int32Array;
}

export interface Influencer {
  index: number;
  handle: string;
  venue: Venue;
  /** DEX authority, 0-100. */
  authority: number;
  wallets: readonly number[];
}

export interface WalletInfo {
  index: number;
  address: string;
  /** Influencer owning the wallet, or -1. */
  influencer: number;
}

/** Trade kinds. DEX: buy / sell. CEX perpetuals: open or close a long or a short. */
export const TRADE = {
  buy: 0,
  sell: 1,
  openLong: 0,
  closeLong: 1,
  openShort: 2,
  closeShort: 3,
} as const;
