import type { Venue } from '../market/types.ts';

/** The token an event is about, as the screens and favourites identify it. */
export interface LiveToken {
  venue: Venue;
  /** CEX coin symbol or DEX ticker. */
  ticker: string;
  name: string;
  /** DEX only (null for CEX coins). */
  network: string | null;
  address: string | null;
}

/** A new alpha signal: the alpha feed of its venue has a new card. */
export interface SignalEvent {
  venue: Venue;
  token: LiveToken;
  time: string;
  direction: 'buy' | 'sell';
  wallets: number;
}

export type TradeSide = 'buy' | 'sell' | 'open_long' | 'close_long' | 'open_short' | 'close_short';

/** A new influencer trade: the influencer feed of its venue has new activity. */
export interface TradeEvent {
  venue: Venue;
  token: LiveToken;
  time: string;
  side: TradeSide;
}

export interface HeartbeatEvent {
  time: string;
}

/** Sent once on connect when the requested Last-Event-ID is no longer held: reload everything. */
export interface ResyncEvent {
  time: string;
}

export interface LiveEventMap {
  signal: SignalEvent;
  trade: TradeEvent;
  heartbeat: HeartbeatEvent;
  resync: ResyncEvent;
}

export type LiveEventName = keyof LiveEventMap;

/** One event as stored and sent: its SSE id, name and JSON payload. */
export interface LiveRecord {
  id: number;
  event: 'signal' | 'trade';
  data: SignalEvent | TradeEvent;
}
