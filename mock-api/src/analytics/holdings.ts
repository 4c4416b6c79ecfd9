import {
  HOLDINGS_DEFAULTS,
  type CexHolder,
  type CexTopHoldingsQuery,
  type DexHolder,
  type DexTopHoldersQuery,
  type Network,
} from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { holdingsScore } from '../market/scoring.ts';
import { windowNetflow } from '../market/window.ts';
import type { ListContext } from './accumulations.ts';
import { cexEssentials, dexEssentials } from './essentials.ts';
import { capWithin, LIST_LIMIT, maskTop } from './listing.ts';
import { maskedCexHolder, maskedDexHolder } from './masked-rows.ts';
import { ratio, usd } from './numbers.ts';
import { Ranking } from './ranking.ts';

const CAP_DEFAULTS = { min: HOLDINGS_DEFAULTS.min_cap, max: HOLDINGS_DEFAULTS.max_cap };

/** POST /cex_top_holdings: smart-money net positions now, largest first; flow over the window. */
export function cexTopHoldings(
  market: Market,
  query: CexTopHoldingsQuery,
  ctx: ListContext,
  favorites: ReadonlySet<string>,
): CexHolder[] {
  const ranking = new Ranking();
  for (const token of market.venueTokens.cex) {
    if (!market.isListed(token, ctx.now)) continue;
    const sim = market.sim(token);
    if (sim.book.longCount + sim.book.shortCount === 0) continue;
    if (
      !capWithin(market.marketCap(token), { min: query.min_cap, max: query.max_cap }, CAP_DEFAULTS)
    )
      continue;
    ranking.add(token.index, (sim.book.longQty - sim.book.shortQty) * sim.price, 0);
  }
  const rows = ranking.top(LIST_LIMIT).map((index): CexHolder => {
    const token = market.tokens[index];
    if (!token) throw new Error(`unknown token ${index}`);
    const sim = market.sim(token);
    const book = sim.book;
    const cap = market.marketCap(token);
    const holdings = (book.longQty - book.shortQty) * sim.price;
    const flow = windowNetflow(sim.log, ctx.from, ctx.to);
    return {
      coin: token.ticker,
      favorites: favorites.has(token.ticker),
      market_cap: cap === null ? null : usd(cap),
      smw_flow: usd(flow),
      score: holdingsScore(holdings, cap, flow, token.tradeSize, book.longCount - book.shortCount),
      holdings: usd(holdings),
      holdings_vs_mkt_cap: ratio(holdings, cap),
      long_smw: book.longCount,
      short_smw: book.shortCount,
      ...cexEssentials(market, token, ctx.now),
    };
  });
  return maskTop(rows, ctx.anonymous, maskedCexHolder);
}

/** POST /dex_top_holders: smart-money holdings now, largest first; smw_in over the window. */
export function dexTopHolders(
  market: Market,
  query: DexTopHoldersQuery,
  ctx: ListContext,
  favorites: ReadonlySet<string>,
): DexHolder[] {
  const network: Network | null = query.filter_network || null;
  const maxDays = query.max_days_old ?? null;
  const ranking = new Ranking();
  for (const token of market.venueTokens.dex) {
    if (!market.isListed(token, ctx.now)) continue;
    if (network && token.network !== network) continue;
    if (maxDays !== null && market.ageDays(token, ctx.now) > maxDays) continue;
    const sim = market.sim(token);
    if (sim.book.longCount === 0) continue;
    if (
      !capWithin(market.marketCap(token), { min: query.min_cap, max: query.max_cap }, CAP_DEFAULTS)
    )
      continue;
    ranking.add(token.index, sim.book.longQty * sim.price, 0);
  }
  const rows = ranking.top(LIST_LIMIT).map((index): DexHolder => {
    const token = market.tokens[index];
    if (!token) throw new Error(`unknown token ${index}`);
    const sim = market.sim(token);
    const cap = market.marketCap(token);
    const holdings = sim.book.longQty * sim.price;
    const flow = windowNetflow(sim.log, ctx.from, ctx.to);
    return {
      token_name: token.name,
      ticker: token.ticker,
      favorites: favorites.has(`${token.network}:${token.address}`),
      market_cap: cap === null ? null : usd(cap),
      score: holdingsScore(holdings, cap, flow, token.tradeSize, sim.book.longCount),
      holdings: usd(holdings),
      holdings_vs_mkt_cap: ratio(holdings, cap),
      smw_in: usd(flow),
      network: token.network ?? 'ethereum',
      address: token.address,
      ...dexEssentials(market, token, ctx.now),
    };
  });
  return maskTop(rows, ctx.anonymous, maskedDexHolder);
}
