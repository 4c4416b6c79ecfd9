import type { Market } from '../market/market.ts';
import type { Signal } from '../market/signals.ts';
import type { TokenInfo, Venue } from '../market/types.ts';

/**
 * The venue's token with this ticker (any case). DEX tickers are not unique (one per chain,
 * launched at different times): a token already listed wins over one not launched yet, which
 * no list shows and whose logo and page are 404s.
 */
export function findVenueToken(
  market: Pick<Market, 'venueTokens' | 'isListed' | 'syncedTo'>,
  venue: Venue,
  ticker: string,
): TokenInfo | undefined {
  const wanted = ticker.toLowerCase();
  const matches = market.venueTokens[venue].filter(
    (candidate) => candidate.ticker.toLowerCase() === wanted,
  );
  return matches.find((token) => market.isListed(token, market.syncedTo)) ?? matches[0];
}

/**
 * Test control: adds a signal for `ticker` (or the venue's most recent signal's token) at
 * the market's current time, as if the simulation had raised it, so every list and the
 * stream see it. Its figures copy the token's latest signal, with enough wallets to pass
 * any feed's minimum filter. Returns null when the venue has no such token.
 */
export function injectSignal(market: Market, venue: Venue, ticker?: string): Signal | null {
  const signals = market.signals[venue];
  const token = ticker
    ? findVenueToken(market, venue, ticker)
    : market.tokens[signals.at(-1)?.token ?? -1];
  if (!token) return null;
  const model = signals.findLast((signal) => signal.token === token.index) ?? signals.at(-1);
  if (!model) return null;
  const signal: Signal = {
    ...model,
    token: token.index,
    time: Math.max(market.syncedTo, signals.at(-1)?.time ?? 0),
    direction: 1,
    // 'More than 50' is the largest choice: 51 passes every one.
    wallets: Math.max(model.wallets, 51),
    influencers: [...model.influencers],
  };
  signals.push(signal);
  // Derived caches are keyed by the version, shared list answers by the revision: a new
  // signal must show at once.
  market.version += 1;
  market.revision += 1;
  return signal;
}

/** Tickers of the tokens behind the venue's latest signals, newest first, each once. */
export function recentTickers(market: Market, venue: Venue, limit = 50): string[] {
  const tickers = new Set<string>();
  for (const signal of market.signals[venue].slice(-limit).reverse()) {
    const token = market.tokens[signal.token];
    if (token) tickers.add(token.ticker);
  }
  return [...tickers];
}
