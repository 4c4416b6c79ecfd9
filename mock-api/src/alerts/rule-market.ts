import {
  SCORE_RULE_ACCUMULATION_HOURS,
  SCORE_RULE_HOLDINGS_FLOW_HOURS,
  type ScoreKind,
  type TokenTarget,
} from '@flowscope/shared-api/contract';
import { HOUR } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { accumulationScore, holdingsScore } from '../market/scoring.ts';
import { TRADE, type Influencer, type TokenInfo, type Venue } from '../market/types.ts';
import { netflowOf, windowNetflow } from '../market/window.ts';
import type { PositionMove } from './alert-text.ts';

/** The market's token a rule names (coin any case; EVM addresses any case). */
export function targetToken(market: Market, target: TokenTarget): TokenInfo | undefined {
  return target.venue === 'cex'
    ? market.byCoin.get(target.coin.toUpperCase())
    : market.dexToken(target.network, target.address);
}

/** The rule's target as the market spells it, so stored rules read as the screens do. */
export function canonicalTarget(token: TokenInfo): TokenTarget {
  if (token.venue === 'cex') return { venue: 'cex', coin: token.ticker };
  return { venue: 'dex', network: token.network ?? 'ethereum', address: token.address ?? '' };
}

export function influencerByHandle(
  market: Market,
  venue: Venue,
  handle: string,
): Influencer | undefined {
  const influencer = market.byHandle.get(handle.replace(/^@/, '').toLowerCase());
  return influencer && influencer.venue === venue ? influencer : undefined;
}

const walletIndexes = new WeakMap<Market, Map<string, number>>();

/** The wallet index of an address (EVM addresses any case), or undefined. */
export function walletIndex(market: Market, address: string): number | undefined {
  let byAddress = walletIndexes.get(market);
  if (!byAddress) {
    byAddress = new Map(
      market.wallets.map((wallet) => [wallet.address.toLowerCase(), wallet.index]),
    );
    walletIndexes.set(market, byAddress);
  }
  const key = address.startsWith('0x') ? address.toLowerCase() : address;
  return byAddress.get(key);
}

/** Smart-money netflow into the token over the last `hours` hours, USD. */
export function netflowOver(market: Market, token: TokenInfo, hours: number, now: number): number {
  return windowNetflow(market.sim(token).log, now - hours * HOUR, now);
}

/**
 * The token's score as the screens show it: accumulation = the favourites' current score
 * (the last few hours, as Top Accumulations scores a window); holdings = Top Holdings' score
 * (positions open now, with the flow of the last day).
 */
export function ruleScore(market: Market, token: TokenInfo, kind: ScoreKind, now: number): number {
  const sim = market.sim(token);
  const cap = market.marketCap(token);
  if (kind === 'accumulation') {
    const from = now - SCORE_RULE_ACCUMULATION_HOURS * HOUR;
    const stats = market.scanner.scan(sim.log, token.venue, from, now);
    return accumulationScore(netflowOf(stats), cap, token.tradeSize, stats.holderChange);
  }
  const book = sim.book;
  const held = token.venue === 'dex' ? book.longQty : book.longQty - book.shortQty;
  const holders = token.venue === 'dex' ? book.longCount : book.longCount - book.shortCount;
  const flow = windowNetflow(sim.log, now - SCORE_RULE_HOLDINGS_FLOW_HOURS * HOUR, now);
  return holdingsScore(held * sim.price, cap, flow, token.tradeSize, holders);
}

/**
 * Whether the trade opened a position (the wallet was flat before it) or closed one (flat
 * after it); null when it only grew or shrank one.
 */
export function positionMove(market: Market, token: TokenInfo, trade: number): PositionMove | null {
  const log = market.sim(token).log;
  const kind = log.kind[trade] ?? TRADE.buy;
  const qty = log.qty[trade] ?? 0;
  const after = log.posAfter[trade] ?? 0;
  const side =
    token.venue === 'dex'
      ? null
      : kind === TRADE.openLong || kind === TRADE.closeLong
        ? 'long'
        : 'short';
  const opening = kind === TRADE.buy || kind === TRADE.openShort;
  // The same reading as the trade log's holder count: positions never flip side directly.
  if (opening && Math.abs(after) <= qty * (1 + 1e-12)) return { event: 'open', side };
  if (!opening && after === 0) return { event: 'close', side };
  return null;
}
