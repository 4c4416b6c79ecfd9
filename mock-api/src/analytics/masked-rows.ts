import type {
  CexHolder,
  CexTopAccumulation,
  DexHolder,
  DexTopAccumulation,
} from '@flowscope/shared-api/contract';
import { MASKED_NAME } from './listing.ts';

/*
 * What an anonymous visitor sees of a masked top row: its place in the ranking, names '***'
 * and every figure locked (null). The same token ranks lower, unmasked, in a filtered or
 * differently windowed anonymous answer, so any figure left, even rounded (a saturated
 * score, a count of 4 among fresh tokens), can single it out there.
 */

export function maskedCexAccumulation(): CexTopAccumulation {
  return {
    coin: MASKED_NAME,
    favorites: false,
    smw_change: null,
    score: null,
    netflow: null,
    netflow_vs_cap: null,
    longs_netflow: null,
    shorts_netflow: null,
    long_entry_price: null,
    short_entry_price: null,
    net_long_wallets: null,
    net_short_wallets: null,
  };
}

export function maskedDexAccumulation(): DexTopAccumulation {
  return {
    token_name: MASKED_NAME,
    ticker: MASKED_NAME,
    favorites: false,
    score: null,
    netflow: null,
    netflow_vs_cap: null,
    market_cap: null,
    avg_entry_price: null,
    smw_change: null,
    wallets_interacted: null,
    days_old: null,
    network: null,
    address: null,
  };
}

export function maskedCexHolder(): CexHolder {
  return {
    coin: MASKED_NAME,
    favorites: false,
    market_cap: null,
    smw_flow: null,
    score: null,
    holdings: null,
    holdings_vs_mkt_cap: null,
    long_smw: null,
    short_smw: null,
  };
}

export function maskedDexHolder(): DexHolder {
  return {
    token_name: MASKED_NAME,
    ticker: MASKED_NAME,
    favorites: false,
    market_cap: null,
    score: null,
    holdings: null,
    holdings_vs_mkt_cap: null,
    smw_in: null,
    network: null,
    address: null,
  };
}
