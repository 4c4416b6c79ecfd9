import {
  SIGNAL_HORIZONS,
  scoreBand,
  scoreBandsOf,
  type ScoreBand,
  type SignalHorizon,
  type SignalTrackRecord,
  type TrackRecordCell,
  type Venue,
} from '@flowscope/shared-api/contract';
import type { Market } from '../../market/market.ts';
import type { Signal } from '../../market/signals.ts';
import { sig } from '../numbers.ts';
import type { Period } from './period.ts';
import { signalReturns } from './signal-returns.ts';

/** Signals with from <= time <= to, oldest first (a venue's signals are in time order). */
function signalsIn(signals: readonly Signal[], period: Period): Signal[] {
  const firstAt = (time: number, inclusive: boolean): number => {
    let lo = 0;
    let hi = signals.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const t = signals[mid]?.time ?? 0;
      if (t < time || (!inclusive && t === time)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return signals.slice(firstAt(period.from, true), firstAt(period.to, false));
}

export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >>> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function cellOf(
  venue: Venue,
  band: ScoreBand,
  horizon: SignalHorizon,
  signals: number,
  returns: number[],
): TrackRecordCell {
  const sorted = [...returns].sort((a, b) => a - b);
  const hits = sorted.filter((value) => value > 0).length;
  const mid = median(sorted);
  const measured = sorted.length;
  return {
    venue,
    band,
    horizon,
    signals,
    measured,
    hits,
    hit_rate: measured > 0 ? sig(hits / measured) : null,
    median_return: mid === null ? null : sig(mid),
    mean_return:
      measured > 0 ? sig(sorted.reduce((sum, value) => sum + value, 0) / measured) : null,
  };
}

/** POST /signal_track_record (see the contract's track-record.ts). */
export function signalTrackRecord(
  market: Market,
  venues: readonly Venue[],
  period: Period,
  at: number,
): SignalTrackRecord {
  const totals: SignalTrackRecord['totals'] = [];
  const cells: TrackRecordCell[] = [];
  for (const venue of venues) {
    const signals = signalsIn(market.signals[venue], period);
    totals.push({ venue, signals: signals.length });
    const byBand = new Map<ScoreBand, { count: number; returns: Record<SignalHorizon, number[]> }>(
      scoreBandsOf(venue).map((band) => [band, { count: 0, returns: { h1: [], h4: [], h24: [] } }]),
    );
    for (const signal of signals) {
      const entry = byBand.get(scoreBand(venue, signal.score));
      if (!entry) continue;
      entry.count += 1;
      const returns = signalReturns(market, signal, at);
      for (const horizon of SIGNAL_HORIZONS) {
        const value = returns[horizon];
        if (value !== null) entry.returns[horizon].push(value);
      }
    }
    for (const [band, entry] of byBand) {
      for (const horizon of SIGNAL_HORIZONS)
        cells.push(cellOf(venue, band, horizon, entry.count, entry.returns[horizon]));
    }
  }
  return {
    from_datetime: new Date(period.from).toISOString(),
    to_datetime: new Date(period.to).toISOString(),
    totals,
    cells,
  };
}
