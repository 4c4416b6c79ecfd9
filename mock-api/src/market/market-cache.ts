import { HISTORY_DAYS, Market } from './market.ts';

const markets = new Map<string, Market>();

/** Start of the UTC day: the market's origin, so a restart on the same day rebuilds the same market. */
export function originOf(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/**
 * One market per seed, origin day and length of history in this process. App instances (tests,
 * a restart in process) share it, so it is built once; it only ever moves forward in time.
 */
export function sharedMarket(seed: string, now: number, historyDays = HISTORY_DAYS): Market {
  const origin = originOf(now);
  const key = `${seed}:${origin}:${historyDays}`;
  let market = markets.get(key);
  if (!market) {
    market = new Market(seed, origin, now, historyDays);
    markets.set(key, market);
  }
  return market;
}

/**
 * Forgets the markets of a seed: the next app on it builds a new one, and the process frees the
 * old one once no app holds it. Each market keeps about 300 MB, and a process holding several
 * builds and collects more slowly with every market it adds (the test process builds eight).
 */
export function forgetMarkets(seed: string): void {
  for (const key of markets.keys()) if (key.startsWith(`${seed}:`)) markets.delete(key);
}
