import type { TokenDetailPoint } from '@flowscope/shared-api/contract';
import { DAY, HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';
import { positionDelta } from '../market/window.ts';
import { sig, usd } from './numbers.ts';

/** Hourly points up to 7 days, 4-hourly beyond (at most ~180 points for 30 days). */
function bucketSize(span: number): number {
  return span <= 7 * DAY ? HOUR : 4 * HOUR;
}

/**
 * The page's chart: per bucket the price at its close, the smart money's netflow inside it
 * and their holdings at its close, walked back from the position held now (`heldNow`, token
 * units). Buckets are stamped by their end, the one under way by the window's end.
 */
export function detailSeries(
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
