import { YOUNG_MAX_DAYS } from '@flowscope/shared-api/contract';
import { DAY } from './catalog.ts';
import type { Market } from './market.ts';
import { Rng } from './rng.ts';
import { NOMINAL_SUPPLY } from './simulator.ts';
import type { TokenInfo } from './types.ts';

/** A DEX token's risk flags (the contract's TokenRisk, before it is written out). */
export interface RiskFlags {
  honeypot: boolean;
  mintable: boolean;
  /** Share of the supply held by the 10 largest wallets, percent (0-100). */
  top10HoldersPct: number;
  liquidityLocked: boolean;
}

/**
 * What a token is beyond its smart-money trades, which the simulation does not model: how much
 * the whole market trades it, its pool, how widely it is held and its contract's risks. Drawn
 * once per token from the market seed, so every answer of one market agrees and a token's
 * flags never change between calls.
 */
export interface TokenProfile {
  /** Share of the market cap the whole market trades in a day at ordinary activity. */
  turnover: number;
  /** DEX: USD in the main pool at the simulation's start price (0 for CEX). */
  poolAtStart: number;
  /** DEX: holders per square root of a dollar of market cap (0 for CEX). */
  holderDensity: number;
  /** DEX only. */
  risk: RiskFlags | null;
}

/** Launched at most this many days before the market's day: risks of a young token. */
const YOUNG_DAYS = YOUNG_MAX_DAYS;

const profiles = new WeakMap<Market, (TokenProfile | undefined)[]>();

/** `u` (uniform in [0, 1)) spread log-uniformly over [min, max]. */
function logBetween(u: number, min: number, max: number): number {
  return Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * u);
}

/** The market cap at the start price, with the nominal supply when the supply is unknown. */
export function nominalCap(token: TokenInfo, price: number): number {
  return price * (token.supply ?? NOMINAL_SUPPLY);
}

function dexRisk(u: readonly number[], ageAtOrigin: number): RiskFlags {
  const young = ageAtOrigin < YOUNG_DAYS;
  // A few percent honeypots, most of them among new launches.
  const honeypot = (u[0] ?? 1) < (young ? 0.06 : 0.01);
  const mintable = (u[1] ?? 1) < (honeypot ? 0.6 : young ? 0.3 : 0.08);
  const [low, high] = honeypot ? [70, 98] : young ? [25, 80] : [8, 45];
  const top10HoldersPct = Math.round((low + (high - low) * (u[2] ?? 0)) * 10) / 10;
  // Locked liquidity is the rule for tokens that lasted, rare for a honeypot.
  const lockChance = honeypot ? 0.05 : ageAtOrigin < 1 ? 0.25 : young ? 0.45 : 0.8;
  return { honeypot, mintable, top10HoldersPct, liquidityLocked: (u[3] ?? 1) < lockChance };
}

/** Draws the profile afresh (tokenProfile caches it): a pure function of the seed and the token. */
export function drawProfile(market: Market, token: TokenInfo): TokenProfile {
  const rng = new Rng(`${market.seed}:profile:${token.index}`);
  // Every draw is made whatever the branch, so one rule's change cannot shift another's.
  const u = Array.from({ length: 8 }, () => rng.next());
  const startCap = nominalCap(token, token.startPrice);
  if (token.venue === 'cex') {
    // Majors turn over a few percent of their cap a day in perpetuals; smaller coins more.
    const turnover =
      startCap > 1e11 ? logBetween(u[4] ?? 0, 0.01, 0.06) : logBetween(u[4] ?? 0, 0.03, 0.25);
    return { turnover, poolAtStart: 0, holderDensity: 0, risk: null };
  }
  // Age at the market's day, fixed per market (a later launch counts as new): flags stay put.
  const ageAtOrigin = Math.max(0, (market.origin - token.launchedAt) / DAY);
  const risk = dexRisk(u, ageAtOrigin);
  // Small caps keep 4-30 % of their cap in the pool, larger ones less (a $1B token 1-10 %);
  // a honeypot's pool is a token gesture.
  const sizeFactor = Math.min(1, (1e7 / startCap) ** 0.25);
  const poolRatio = risk.honeypot
    ? logBetween(u[5] ?? 0, 0.005, 0.03)
    : logBetween(u[5] ?? 0, 0.04, 0.3) * sizeFactor;
  return {
    turnover: logBetween(u[4] ?? 0, 0.005, 0.06),
    poolAtStart: startCap * poolRatio,
    holderDensity: logBetween(u[6] ?? 0, 0.3, 2.5),
    risk,
  };
}

/** The token's profile in this market (built on first use). */
export function tokenProfile(market: Market, token: TokenInfo): TokenProfile {
  let list = profiles.get(market);
  if (!list) {
    list = [];
    profiles.set(market, list);
  }
  let profile = list[token.index];
  if (!profile) {
    profile = drawProfile(market, token);
    list[token.index] = profile;
  }
  return profile;
}
