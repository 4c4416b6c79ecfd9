import type { Market } from '../market/market.ts';

const MAX_ENTRIES = 256;

/**
 * Answers of list calls for the current market version. A list is a pure function of
 * the market's trades (the version), the market time it is computed at, the query and
 * the viewer's favourites / masking, so identical questions asked before the next batch
 * of trades (every few seconds) share one computation: the default-window polls of many
 * visitors and the feeds' 15 s refreshes. Any new trade clears it.
 */
export class ResultMemo {
  private version = -1;
  private readonly entries = new Map<string, unknown>();

  get<T>(market: Market, parts: readonly unknown[], compute: () => T): T {
    if (market.version !== this.version) {
      this.entries.clear();
      this.version = market.version;
    }
    const key = JSON.stringify(parts);
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = compute();
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
    return value;
  }
}

/**
 * The instant answers are computed at: the market's own time (the last generated trade
 * step), which is at most a couple of seconds behind the clock. A test clock set back
 * below it wins, so tests see the market as of their clock.
 */
export function marketTime(market: Market, now: number): number {
  return Math.min(now, market.syncedTo);
}
