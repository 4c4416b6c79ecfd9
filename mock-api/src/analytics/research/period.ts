import { DAY, HOUR } from '../../market/catalog.ts';

/** A time span [from, to] in ms, both ends included. */
export interface Period {
  from: number;
  to: number;
}

/** Points of a curve: hourly up to 7 days, 4-hourly beyond (at most ~180 for 30 days). */
function curveStep(period: Period): number {
  return period.to - period.from <= 7 * DAY ? HOUR : 4 * HOUR;
}

/**
 * The ends of a period's curve buckets: each step boundary after the period's start, the
 * last one the period's end (never a time still to come).
 */
export function bucketEnds(period: Period): number[] {
  const step = curveStep(period);
  const first = Math.floor(period.from / step) * step;
  const count = Math.max(1, Math.ceil((period.to - first) / step));
  return Array.from({ length: count }, (_, b) => Math.min(first + (b + 1) * step, period.to));
}
