import type { CexFavorite, DexFavorite } from '@flowscope/shared-api/contract';
import { DAY, HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { accumulationScore } from '../market/scoring.ts';
import type { TokenInfo } from '../market/types.ts';
import { netflowOf } from '../market/window.ts';
import { cexEssentials, dexEssentials } from './essentials.ts';
import { usd } from './numbers.ts';

/** The score of the window ending now, as the accumulation lists compute it. */
function scoreOver(market: Market, token: TokenInfo, span: number, now: number): number {
  const stats = market.scanner.scan(market.sim(token).log, token.venue, now - span, now);
  return accumulationScore(
    netflowOf(stats),
    market.marketCap(token),
    token.tradeSize,
    stats.holderChange,
  );
}

/** score = last 4 hours; score_1d / _7d / _30d = the last 1, 7, 30 days. */
function scores(market: Market, token: TokenInfo, now: number) {
  const sim = market.sim(token);
  const cap = market.marketCap(token);
  const heldQty = token.venue === 'dex' ? sim.book.longQty : sim.book.longQty - sim.book.shortQty;
  return {
    market_cap: cap === null ? null : usd(cap),
    holdings: usd(heldQty * sim.price),
    smw_holding: sim.book.longCount + sim.book.shortCount,
    score: scoreOver(market, token, 4 * HOUR, now),
    score_1d: scoreOver(market, token, DAY, now),
    score_7d: scoreOver(market, token, 7 * DAY, now),
    score_30d: scoreOver(market, token, 30 * DAY, now),
  };
}

export function cexFavoriteRows(
  market: Market,
  coins: readonly string[],
  now: number,
): CexFavorite[] {
  const rows: CexFavorite[] = [];
  for (const coin of coins) {
    const token = market.byCoin.get(coin.toUpperCase());
    if (token)
      rows.push({
        coin: token.ticker,
        token_name: token.name,
        ...scores(market, token, now),
        ...cexEssentials(market, token, now),
      });
  }
  return rows;
}

export function dexFavoriteRows(
  market: Market,
  keys: readonly { network: string; address: string }[],
  now: number,
): DexFavorite[] {
  const rows: DexFavorite[] = [];
  for (const key of keys) {
    const token = market.dexToken(key.network, key.address);
    if (!token || !token.network || !token.address) continue;
    rows.push({
      token_name: token.name,
      token: token.ticker,
      network: token.network,
      address: token.address,
      ...scores(market, token, now),
      ...dexEssentials(market, token, now),
    });
  }
  return rows;
}
