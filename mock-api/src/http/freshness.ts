import type { TimeWindow } from './window.ts';

/**
 * The freshness rule of list answers. The spec promises data at most 1 minute old, and
 * the app asks for windows ending "now", so no two requests send the same window. List
 * answers are therefore shared per freshness step of the market clock:
 *
 * - The market clock is cut into FRESHNESS_STEP_MS steps. The first request of a step
 *   computes the answer on the market as it stands then; later requests of the same step
 *   whose windows round to the same bounds reuse it (ResultMemo). The next step
 *   recomputes, so an answer reflects the market as of at most one step (30 s), plus the
 *   market's own generation step (SYNC_STEP_MS, 2 s), before the request: well inside
 *   the promised minute, and new trades show within that time.
 * - Both window ends are moved forward to the next step boundary (unchanged when already
 *   on one), and the end no further than the market time the answer is computed at. So
 *   windows that differ by less than a step (clock skew, request timing) share one
 *   answer, which is exactly the direct computation over the rounded window at the
 *   instant it was computed.
 * - Windows shorter than MIN_ROUNDED_SPAN_MS keep their exact bounds (a step would be a
 *   large share of them); they still share an answer within a step when they match.
 */
export const FRESHNESS_STEP_MS = 30_000;

/** Shorter windows are answered for their exact bounds. */
export const MIN_ROUNDED_SPAN_MS = 10 * FRESHNESS_STEP_MS;

/** The freshness step an instant falls in (answers are shared within one). */
export function freshnessStep(at: number): number {
  return Math.floor(at / FRESHNESS_STEP_MS);
}

/** The first step boundary at or after `time`. */
export function stepCeiling(time: number): number {
  return Math.ceil(time / FRESHNESS_STEP_MS) * FRESHNESS_STEP_MS;
}

/**
 * The window an answer is shared for: both ends moved forward to step boundaries (see
 * the rule above). `at` is the market time; the end is capped there when computing.
 */
export function roundWindow(window: TimeWindow): TimeWindow {
  if (window.to - window.from < MIN_ROUNDED_SPAN_MS) return window;
  return { from: stepCeiling(window.from), to: stepCeiling(window.to) };
}

/** The bounds a rounded window is computed with at market time `at`. */
export function computedWindow(rounded: TimeWindow, at: number): TimeWindow {
  return { from: rounded.from, to: Math.min(rounded.to, at) };
}
