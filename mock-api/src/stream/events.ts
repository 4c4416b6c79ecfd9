import type { AlertRecord, AlertsReadEvent } from '@flowscope/shared-api/contract';
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

/**
 * Alerts were raised on a token (e.g. a smart-money cluster): traders who favourited it
 * reload their alerts. It names no user; each trader's alerts come from GET /alerts/favorites.
 */
export interface AlertEvent {
  venue: Venue;
  token: LiveToken;
  time: string;
}

/*
 * The stream also sends `heartbeat` and `resync` ({ time }): a heartbeat every 10 s, and a
 * resync on connect when the requested Last-Event-ID is no longer held (reload everything).
 */

/** Events for everyone their viewer may see. */
type MarketRecord =
  | { id: number; event: 'signal'; data: SignalEvent }
  | { id: number; event: 'trade'; data: TradeEvent }
  | { id: number; event: 'alert'; data: AlertEvent };

/**
 * Events of one trader, sent only to that trader's streams (`owner` is their user id and is
 * never sent): a new alert of theirs, or their alerts marked read.
 */
type OwnedRecord =
  | { id: number; event: 'user_alert'; data: AlertRecord; owner: string }
  | { id: number; event: 'alerts_read'; data: AlertsReadEvent; owner: string };

/** One event as stored and sent: its SSE id, name and JSON payload. */
export type LiveRecord = MarketRecord | OwnedRecord;
