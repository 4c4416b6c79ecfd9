import {
  logoPath,
  type CexEssentials,
  type DexEssentials,
  type TokenRisk,
} from '@flowscope/shared-api/contract';
import { essentialsAt, type MarketEssentials } from '../market/essentials.ts';
import type { Market } from '../market/market.ts';
import type { RiskFlags } from '../market/token-profile.ts';
import type { TokenInfo } from '../market/types.ts';
import { logoKey } from './logo-key.ts';
import { sig, usd } from './numbers.ts';

/*
 * The market essentials as the contract writes them (shared-api contract/essentials.ts),
 * at the answer's market time: prices and the change to 6 significant digits, money to
 * cents. Every list, feed and page takes them from here, so they agree for the same token
 * and moment.
 */

export function riskOf(flags: RiskFlags): TokenRisk {
  return {
    honeypot: flags.honeypot,
    mintable: flags.mintable,
    top10_holders_pct: flags.top10HoldersPct,
    liquidity_locked: flags.liquidityLocked,
  };
}

function written(essentials: MarketEssentials, token: TokenInfo): CexEssentials {
  return {
    price: sig(essentials.price),
    price_change_24h: sig(essentials.priceChange24h),
    volume_24h: usd(essentials.volume24h),
    logo_url: logoPath(logoKey(token)),
  };
}

/** Price, 24-hour change (a ratio), volume and logo: what a row of either market carries. */
export function cexEssentials(market: Market, token: TokenInfo, at: number): CexEssentials {
  return written(essentialsAt(market, token, at), token);
}

/** The CEX essentials plus liquidity, holders and risk flags, for a DEX token. */
export function dexEssentials(market: Market, token: TokenInfo, at: number): DexEssentials {
  const essentials = essentialsAt(market, token, at);
  const dex = essentials.dex;
  return {
    ...written(essentials, token),
    liquidity: dex ? usd(dex.liquidity) : null,
    holders: dex ? dex.holders : null,
    risk: dex ? riskOf(dex.risk) : null,
  };
}

/** The essentials of a token of either market (search mixes both). */
export function essentialsOf(market: Market, token: TokenInfo, at: number): DexEssentials {
  return token.venue === 'dex'
    ? dexEssentials(market, token, at)
    : cexEssentials(market, token, at);
}

/**
 * The essentials of an influencer trade's token: the price now is `current_price`, since
 * the record's own price is the trade's fill.
 */
export function tradeEssentials(market: Market, token: TokenInfo, at: number) {
  const { price, ...rest } = essentialsOf(market, token, at);
  return { current_price: price, ...rest };
}
