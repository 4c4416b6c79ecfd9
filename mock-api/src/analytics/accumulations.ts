import {
  ACCUMULATION_DEFAULTS,
  type CexTopAccumulation,
  type DexTopAccumulation,
  type Network,
  type TopAccumulationsQuery,
} from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { accumulationScore } from '../market/scoring.ts';
import type { TokenInfo } from '../market/types.ts';
import { emptyStats, netflowOf, type WindowStats } from '../market/window.ts';
import { cexEssentials, dexEssentials } from './essentials.ts';
import { capWithin, LIST_LIMIT, maskTop, passesTokenFilter } from './listing.ts';
import { maskedCexAccumulation, maskedDexAccumulation } from './masked-rows.ts';
import { ratio, sig, sigOrNull, usd } from './numbers.ts';
import { Ranking } from './ranking.ts';

const ACCUMULATION_CAP_DEFAULTS = {
  min: ACCUMULATION_DEFAULTS.min_market_cap,
  max: ACCUMULATION_DEFAULTS.max_market_cap,
};

export interface ListContext {
  now: number;
  from: number;
  to: number;
  anonymous: boolean;
}

/**
 * Ranks a venue's tokens by the accumulation score of the window. The first pass reads
 * only the window totals (O(log n) a token); rows are built for the winners by `toRow`,
 * from a full scan that adds the per-wallet figures.
 */
function rankAccumulations<Row>(
  market: Market,
  query: TopAccumulationsQuery,
  ctx: ListContext,
  venue: 'cex' | 'dex',
  toRow: (token: TokenInfo, stats: WindowStats, score: number, cap: number | null) => Row,
): Row[] {
  const network: Network | null = venue === 'dex' ? query.filter_network || null : null;
  const ageOnly = query.token_filter === 'fresh_tokens' || query.token_filter === 'young_tokens';
  const capBounds = { min: query.min_market_cap, max: query.max_market_cap };
  const stats = emptyStats();
  const ranking = new Ranking();
  for (const token of market.venueTokens[venue]) {
    if (!market.isListed(token, ctx.now)) continue;
    if (network && token.network !== network) continue;
    const age = market.ageDays(token, ctx.now);
    // Age filters first: they rule out most tokens without a scan.
    if (ageOnly && !passesTokenFilter(query.token_filter, age, 0)) continue;
    const cap = market.marketCap(token);
    if (!capWithin(cap, capBounds, ACCUMULATION_CAP_DEFAULTS)) continue;
    const log = market.sim(token).log;
    // Most tokens have no trade in a short window: skip them before any other work.
    if (log.length === 0 || (log.time[log.length - 1] ?? 0) < ctx.from) continue;
    market.scanner.totalsInto(stats, log, ctx.from, ctx.to);
    if (stats.trades === 0) continue;
    const netflow = netflowOf(stats);
    if (!passesTokenFilter(query.token_filter, age, netflow)) continue;
    ranking.add(
      token.index,
      accumulationScore(netflow, cap, token.tradeSize, stats.holderChange),
      netflow,
    );
  }
  return ranking.top(LIST_LIMIT).map((index) => {
    const token = market.tokens[index];
    if (!token) throw new Error(`unknown token ${index}`);
    const own = market.scanner.scan(market.sim(token).log, venue, ctx.from, ctx.to);
    const cap = market.marketCap(token);
    return toRow(
      token,
      own,
      accumulationScore(netflowOf(own), cap, token.tradeSize, own.holderChange),
      cap,
    );
  });
}

/** POST /cex_top_accumulations: perpetual flows of the window, best score first. */
export function cexTopAccumulations(
  market: Market,
  query: TopAccumulationsQuery,
  ctx: ListContext,
  favorites: ReadonlySet<string>,
): CexTopAccumulation[] {
  const rows = rankAccumulations(
    market,
    query,
    ctx,
    'cex',
    (token, stats, score, cap): CexTopAccumulation => {
      const netflow = netflowOf(stats);
      return {
        coin: token.ticker,
        favorites: favorites.has(token.ticker),
        smw_change: stats.holderChange,
        score,
        netflow: usd(netflow),
        netflow_vs_cap: ratio(netflow, cap),
        longs_netflow: usd(stats.buyUsd - stats.sellUsd),
        shorts_netflow: usd(-(stats.shortOpenUsd - stats.shortCloseUsd)),
        long_entry_price: stats.buyQty > 0 ? sig(stats.buyUsd / stats.buyQty) : null,
        short_entry_price:
          stats.shortOpenQty > 0 ? sig(stats.shortOpenUsd / stats.shortOpenQty) : null,
        net_long_wallets: stats.netLongWallets,
        net_short_wallets: stats.netShortWallets,
        ...cexEssentials(market, token, ctx.now),
      };
    },
  );
  return maskTop(rows, ctx.anonymous, maskedCexAccumulation);
}

/** POST /dex_top_accumulations: token flows of the window, best score first. */
export function dexTopAccumulations(
  market: Market,
  query: TopAccumulationsQuery,
  ctx: ListContext,
  favorites: ReadonlySet<string>,
): DexTopAccumulation[] {
  const rows = rankAccumulations(
    market,
    query,
    ctx,
    'dex',
    (token, stats, score, cap): DexTopAccumulation => {
      const netflow = netflowOf(stats);
      return {
        token_name: token.name,
        ticker: token.ticker,
        favorites: favorites.has(`${token.network}:${token.address}`),
        score,
        netflow: usd(netflow),
        netflow_vs_cap: ratio(netflow, cap),
        market_cap: cap === null ? null : usd(cap),
        avg_entry_price: stats.buyQty > 0 ? sigOrNull(stats.buyUsd / stats.buyQty) : null,
        smw_change: stats.holderChange,
        wallets_interacted: stats.wallets,
        days_old: Math.round(market.ageDays(token, ctx.now) * 100) / 100,
        network: token.network ?? 'ethereum',
        address: token.address,
        ...dexEssentials(market, token, ctx.now),
      };
    },
  );
  return maskTop(rows, ctx.anonymous, maskedDexAccumulation);
}
