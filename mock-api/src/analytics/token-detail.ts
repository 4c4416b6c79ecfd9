import {
  MASKED_NAME,
  type TokenDetail,
  type TokenDetailHolder,
  type TokenDetailPoint,
} from '@flowscope/shared-api/contract';
import { DAY, HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { accumulationScore, holdingsScore } from '../market/scoring.ts';
import type { TokenInfo } from '../market/types.ts';
import { netflowOf, positionDelta, windowNetflow } from '../market/window.ts';
import { sig, sigOrNull, usd } from './numbers.ts';

export const DETAIL_HOLDERS = 50;
const WHALES = 10;

/** Hourly points up to 7 days, 4-hourly beyond (at most ~180 points for 30 days). */
function bucketSize(span: number): number {
  return span <= 7 * DAY ? HOUR : 4 * HOUR;
}

function series(
  market: Market,
  token: TokenInfo,
  from: number,
  to: number,
  heldNow: number,
): TokenDetailPoint[] {
  const log = market.sim(token).log;
  const size = bucketSize(to - from);
  const first = Math.floor(from / size) * size;
  const buckets = Math.max(1, Math.ceil((to - first) / size));
  const flow = new Float64Array(buckets);
  const qtyChange = new Float64Array(buckets);
  const lastPrice = new Float64Array(buckets).fill(Number.NaN);
  // Only the window's trades: the first bucket may begin before it, its flow may not.
  const start = log.lowerBound(from);
  const end = log.upperBound(to);
  let afterWindowQty = 0;
  for (let i = end; i < log.length; i += 1)
    afterWindowQty += positionDelta(token.venue, log.kind[i] ?? 0, log.qty[i] ?? 0);
  for (let i = start; i < end; i += 1) {
    const b = Math.min(buckets - 1, Math.floor(((log.time[i] ?? 0) - first) / size));
    const delta = positionDelta(token.venue, log.kind[i] ?? 0, log.qty[i] ?? 0);
    const price = log.price[i] ?? 0;
    flow[b] = (flow[b] ?? 0) + delta * price;
    qtyChange[b] = (qtyChange[b] ?? 0) + delta;
    lastPrice[b] = price;
  }
  // Walk back from today's position to each bucket's closing position.
  const closing = new Float64Array(buckets);
  let held = heldNow - afterWindowQty;
  for (let b = buckets - 1; b >= 0; b -= 1) {
    closing[b] = held;
    held -= qtyChange[b] ?? 0;
  }
  const points: TokenDetailPoint[] = [];
  let price = log.priceAt(first, token.startPrice);
  for (let b = 0; b < buckets; b += 1) {
    const own = lastPrice[b] ?? Number.NaN;
    if (!Number.isNaN(own)) price = own;
    points.push({
      // A bucket is stamped by its end; the one still under way by the window's end, not a
      // time that has not come yet.
      timestamp: new Date(Math.min(first + (b + 1) * size, to)).toISOString(),
      price: sig(price),
      netflow: usd(flow[b] ?? 0),
      smw_holdings: usd((closing[b] ?? 0) * price),
    });
  }
  return points;
}

/** POST /token_detail for a CEX coin. */
export function tokenDetail(
  market: Market,
  token: TokenInfo,
  from: number,
  to: number,
  anonymous: boolean,
): TokenDetail {
  const sim = market.sim(token);
  const price = sim.price;
  const cap = market.marketCap(token, price);
  const book = sim.book;
  const heldQty = book.longQty - book.shortQty;
  const stats = market.scanner.scan(sim.log, token.venue, from, to);
  const netflow = netflowOf(stats);

  // Per-wallet flow inside the window and the last trade time, for the holders table.
  const flowByWallet = new Map<number, number>();
  const lastTrade = new Map<number, number>();
  let influencersIn = 0;
  const log = sim.log;
  for (let i = log.lowerBound(from), end = log.upperBound(to); i < end; i += 1) {
    const wallet = log.wallet[i] ?? 0;
    const usdFlow =
      positionDelta(token.venue, log.kind[i] ?? 0, log.qty[i] ?? 0) * (log.price[i] ?? 0);
    flowByWallet.set(wallet, (flowByWallet.get(wallet) ?? 0) + usdFlow);
    if ((market.walletInfluencer[wallet] ?? -1) >= 0) influencersIn += usdFlow;
  }
  for (let i = 0; i < log.length; i += 1) lastTrade.set(log.wallet[i] ?? 0, log.time[i] ?? 0);

  const positions = [...book.byWallet].filter(([, p]) => p.qty !== 0);
  positions.sort((a, b) => Math.abs(b[1].qty) - Math.abs(a[1].qty));
  let influencersHoldings = 0;
  for (const [wallet, position] of positions) {
    if ((market.walletInfluencer[wallet] ?? -1) >= 0) influencersHoldings += position.qty * price;
  }
  const whales = positions.slice(0, WHALES).reduce((sum, [, p]) => sum + p.qty * price, 0);
  const holders: TokenDetailHolder[] = positions
    .slice(0, DETAIL_HOLDERS)
    .map(([wallet, position]) => {
      const last = lastTrade.get(wallet);
      return {
        wallet: anonymous ? MASKED_NAME : (market.wallets[wallet]?.address ?? MASKED_NAME),
        position_type: position.qty > 0 ? 'long' : 'short',
        holdings: usd(position.qty * price),
        entry_price: sigOrNull(position.avgEntry),
        netflow: usd(flowByWallet.get(wallet) ?? 0),
        pnl: usd(position.qty * (price - position.avgEntry)),
        last_trade: last === undefined ? null : new Date(last).toISOString(),
      };
    });
  return {
    coin: token.ticker,
    token_name: token.name,
    price: sig(price),
    market_cap: cap === null ? null : usd(cap),
    score: accumulationScore(netflow, cap, token.tradeSize, stats.holderChange),
    // Figured as Top Holdings CEX figures it, so the number a trader clicked from is here.
    holdings_score: holdingsScore(
      heldQty * price,
      cap,
      windowNetflow(log, from, to),
      token.tradeSize,
      book.longCount - book.shortCount,
    ),
    smw_holdings: usd(heldQty * price),
    influencers_holdings: usd(influencersHoldings),
    influencers_in: usd(influencersIn),
    whales_holdings: usd(whales),
    // No trades exist before the simulated history, so the series starts there at the earliest.
    series: series(
      market,
      token,
      Math.max(from, market.historyStart),
      Math.max(to, market.historyStart + 1),
      heldQty,
    ),
    holders,
  };
}
