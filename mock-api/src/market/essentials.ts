import { DAY } from './catalog.ts';
import type { Market } from './market.ts';
import { nominalCap, tokenProfile, type RiskFlags } from './token-profile.ts';
import { CUM } from './trade-log.ts';
import type { TokenInfo } from './types.ts';

/** A token's market essentials at one moment, unrounded (analytics/essentials.ts writes them). */
export interface MarketEssentials {
  price: number;
  /** Ratio: price / price 24 h before - 1 (since the launch price for a younger token). */
  priceChange24h: number;
  volume24h: number;
  /** DEX tokens only, else null. */
  dex: DexEssentialsExtra | null;
}

/** What only a DEX token has: its pool, its holders and its contract's risks. */
interface DexEssentialsExtra {
  liquidity: number;
  holders: number;
  risk: RiskFlags;
}

/** Mean of the simulator's trade size factor (log-uniform over 0.2..5 of the typical trade). */
const MEAN_TRADE_FACTOR = 1.5;

/** USD the smart money traded in the token with from <= time <= to, every side counted. */
export function smartMoneyVolume(
  market: Market,
  token: TokenInfo,
  from: number,
  to: number,
): number {
  const log = market.sim(token).log;
  const start = log.lowerBound(from);
  const end = log.upperBound(to);
  return (
    log.total(CUM.buyUsd, start, end) +
    log.total(CUM.sellUsd, start, end) +
    log.total(CUM.shortOpenUsd, start, end) +
    log.total(CUM.shortCloseUsd, start, end)
  );
}

/**
 * The whole market's USD volume of the last 24 hours. The simulation trades only the tracked
 * smart money, a sliver of any real token's volume, so the rule is:
 *
 *   volume_24h = cap x turnover x launch boost x activity + smart money's own volume
 *
 * - cap: the market cap at `at` (price x supply; the nominal supply when it is unknown);
 * - turnover: the token's own share of its cap traded on an ordinary day (token-profile.ts:
 *   1-6 % for CEX majors, 3-25 % for other coins, 0.5-6 % for DEX tokens);
 * - launch boost (DEX): 1 + 30 x e^(-age in days / 3), so a token hours old turns over its cap
 *   many times and the boost is gone after a few weeks;
 * - activity: how busy smart money was in those 24 hours against the token's usual pace,
 *   0.3 + 0.7 x (their volume / their usual volume), kept within 0.3..6, so hype shows in
 *   the volume as it does in the flows.
 */
function volume24h(market: Market, token: TokenInfo, at: number, price: number): number {
  const profile = tokenProfile(market, token);
  const smart = smartMoneyVolume(market, token, at - DAY, at);
  const usual = token.activity * 24 * token.tradeSize * MEAN_TRADE_FACTOR;
  const activity = Math.min(6, Math.max(0.3, 0.3 + (0.7 * smart) / usual));
  const ageDays = Math.max(0, (at - token.launchedAt) / DAY);
  const boost = token.venue === 'dex' ? 1 + 30 * Math.exp(-ageDays / 3) : 1;
  return nominalCap(token, price) * profile.turnover * boost * activity + smart;
}

/**
 * DEX liquidity: a constant-product pool holds value 2 x sqrt(k x price), so its USD value
 * moves with the square root of the price from the pool it had at the start price.
 */
function liquidity(market: Market, token: TokenInfo, price: number): number {
  return tokenProfile(market, token).poolAtStart * Math.sqrt(price / token.startPrice);
}

/**
 * DEX holders: a floor of 12, plus holders growing with the square root of the cap and
 * filling in over the first weeks (1 - 0.8 x e^(-age / 7)), plus the smart-money wallets
 * holding it now, so the count is never below the wallets the token page lists.
 */
function holders(market: Market, token: TokenInfo, at: number, price: number): number {
  const ageDays = Math.max(0, (at - token.launchedAt) / DAY);
  const spread = 1 - 0.8 * Math.exp(-ageDays / 7);
  const organic = tokenProfile(market, token).holderDensity * Math.sqrt(nominalCap(token, price));
  return 12 + Math.round(organic * spread) + market.sim(token).book.longCount;
}

/** The token's essentials at `at` (market time), from the one simulated market. */
export function essentialsAt(market: Market, token: TokenInfo, at: number): MarketEssentials {
  const price = market.priceAt(token, at);
  const dayAgo = market.priceAt(token, at - DAY);
  const risk = tokenProfile(market, token).risk;
  return {
    price,
    priceChange24h: price / dayAgo - 1,
    volume24h: volume24h(market, token, at, price),
    dex:
      token.venue === 'dex' && risk
        ? {
            liquidity: liquidity(market, token, price),
            holders: holders(market, token, at, price),
            risk,
          }
        : null,
  };
}
