import type { Market } from '../market/market.ts';
import type { Signal } from '../market/signals.ts';
import { TRADE, type TokenInfo, type Venue } from '../market/types.ts';
import type { LiveToken, SignalEvent, TradeEvent, TradeSide } from './events.ts';

const VENUES: readonly Venue[] = ['cex', 'dex'];

/** At most this many events per venue and kind from one look at the market (e.g. after idling). */
export const MAX_EVENTS_PER_POLL = 200;

export function liveToken(token: TokenInfo): LiveToken {
  return {
    venue: token.venue,
    ticker: token.ticker,
    name: token.name,
    network: token.network,
    address: token.address,
  };
}

function tradeSide(venue: Venue, kind: number): TradeSide {
  if (venue === 'dex') return kind === TRADE.buy ? 'buy' : 'sell';
  if (kind === TRADE.openLong) return 'open_long';
  if (kind === TRADE.closeLong) return 'close_long';
  return kind === TRADE.openShort ? 'open_short' : 'close_short';
}

export function signalEvent(market: Market, signal: Signal): SignalEvent | null {
  const token = market.tokens[signal.token];
  if (!token) return null;
  return {
    venue: token.venue,
    token: liveToken(token),
    time: new Date(signal.time).toISOString(),
    direction: signal.direction === 1 ? 'buy' : 'sell',
    wallets: signal.wallets,
  };
}

export type MarketEvent =
  | { event: 'signal'; data: SignalEvent }
  | { event: 'trade'; data: TradeEvent };

/**
 * Turns the market's growth into events: it remembers how many signals and influencer trades
 * each venue had at the last look and reports the ones added since. The market only appends
 * to both lists, so a count is a cursor.
 */
export class MarketEvents {
  private cursors: { signals: Record<Venue, number>; trades: Record<Venue, number> } | null = null;

  /** The events added since the last call; the first call only takes the starting point. */
  poll(market: Market): MarketEvent[] {
    const lengths = {
      signals: { cex: market.signals.cex.length, dex: market.signals.dex.length },
      trades: {
        cex: market.influencerTrades.cex.length,
        dex: market.influencerTrades.dex.length,
      },
    };
    const previous = this.cursors;
    this.cursors = lengths;
    if (!previous) return [];
    const out: MarketEvent[] = [];
    for (const venue of VENUES) {
      const signals = market.signals[venue];
      const from = Math.max(previous.signals[venue], lengths.signals[venue] - MAX_EVENTS_PER_POLL);
      for (let i = from; i < lengths.signals[venue]; i += 1) {
        const signal = signals[i];
        const data = signal ? signalEvent(market, signal) : null;
        if (data) out.push({ event: 'signal', data });
      }
      const refs = market.influencerTrades[venue];
      const start = Math.max(previous.trades[venue], lengths.trades[venue] - MAX_EVENTS_PER_POLL);
      for (let i = start; i < lengths.trades[venue]; i += 1) {
        const token = market.tokens[refs.token[i] ?? -1];
        const kind = token ? market.sim(token).log.kind[refs.trade[i] ?? 0] : undefined;
        if (!token || kind === undefined) continue;
        out.push({
          event: 'trade',
          data: {
            venue,
            token: liveToken(token),
            time: new Date(refs.time[i] ?? 0).toISOString(),
            side: tradeSide(venue, kind),
          },
        });
      }
    }
    return out;
  }
}
