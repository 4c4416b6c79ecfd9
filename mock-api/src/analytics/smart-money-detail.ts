import { MASKED_NAME, type TokenDetailHolder } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { accumulationScore, holdingsScore } from '../market/scoring.ts';
import type { TokenInfo } from '../market/types.ts';
import { netflowOf, positionDelta, windowNetflow } from '../market/window.ts';
import { detailSeries } from './detail-series.ts';
import { sig, sigOrNull, usd } from './numbers.ts';

const DETAIL_HOLDERS = 50;
const WHALES = 10;

/** What the CEX and DEX token pages both show of a token's smart money over a window. */
export interface SmartMoneyDetail {
  price: number;
  market_cap: number | null;
  score: number;
  holdings_score: number;
  netflow: number;
  wallets_interacted: number;
  smw_holdings: number;
  influencers_holdings: number;
  influencers_in: number;
  whales_holdings: number;
  series: ReturnType<typeof detailSeries>;
  holders: TokenDetailHolder[];
}

/**
 * A token page's smart-money figures over [from, to]: scores computed as the Top lists compute
 * them (so the number clicked from is the number shown), holdings now, the chart and the
 * largest holders. `now` is the market time of the answer; the price is the one the lists
 * show at that moment.
 */
export function smartMoneyDetail(
  market: Market,
  token: TokenInfo,
  from: number,
  to: number,
  anonymous: boolean,
  now: number = to,
): SmartMoneyDetail {
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
    price: sig(market.priceAt(token, now)),
    market_cap: cap === null ? null : usd(cap),
    score: accumulationScore(netflow, cap, token.tradeSize, stats.holderChange),
    // Figured as the Top Holdings lists figure it, so the number a trader clicked from is here.
    holdings_score: holdingsScore(
      heldQty * price,
      cap,
      windowNetflow(log, from, to),
      token.tradeSize,
      book.longCount - book.shortCount,
    ),
    netflow: usd(netflow),
    wallets_interacted: stats.wallets,
    smw_holdings: usd(heldQty * price),
    influencers_holdings: usd(influencersHoldings),
    influencers_in: usd(influencersIn),
    whales_holdings: usd(whales),
    // No trades exist before the simulated history, so the series starts there at the earliest.
    series: detailSeries(
      market,
      token,
      Math.max(from, market.historyStart),
      Math.max(to, market.historyStart + 1),
      heldQty,
    ),
    holders,
  };
}
