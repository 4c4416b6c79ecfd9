import {
  SIGNAL_HORIZON_HOURS,
  SIGNAL_HORIZONS,
  type SignalReturns,
} from '@flowscope/shared-api/contract';
import { HOUR } from '../../market/catalog.ts';
import type { Market } from '../../market/market.ts';
import type { Signal } from '../../market/signals.ts';
import { sig } from '../numbers.ts';

const LONGEST_HORIZON = Math.max(...Object.values(SIGNAL_HORIZON_HOURS)) * HOUR;

/** Returns whose every horizon has come: the past prices behind them never change. */
const settled = new WeakMap<Signal, Readonly<SignalReturns>>();

/**
 * What the price did after a signal: price(t + h) / price(t) − 1 for each horizon, from the
 * token's trade log (the last traded price at or before each instant); null while t + h is
 * after `asked`, the market time the answer is made at (or the market's own time if earlier).
 */
export function signalReturns(market: Market, signal: Signal, asked: number): SignalReturns {
  // No price is known past the trades generated so far.
  const at = Math.min(asked, market.syncedTo);
  const complete = signal.time + LONGEST_HORIZON <= at;
  const known = complete ? settled.get(signal) : undefined;
  if (known) return { ...known };
  const token = market.tokens[signal.token];
  if (!token) throw new Error(`signal without token ${signal.token}`);
  const log = market.sim(token).log;
  const base = log.priceAt(signal.time, token.startPrice);
  const returns: SignalReturns = { h1: null, h4: null, h24: null };
  for (const horizon of SIGNAL_HORIZONS) {
    const until = signal.time + SIGNAL_HORIZON_HOURS[horizon] * HOUR;
    if (until <= at) returns[horizon] = sig(log.priceAt(until, base) / base - 1);
  }
  if (complete) settled.set(signal, Object.freeze({ ...returns }));
  return returns;
}
