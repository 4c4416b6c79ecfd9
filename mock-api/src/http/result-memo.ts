import type { Context } from 'hono';
import { RESULT_OK } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { freshnessStep } from './freshness.ts';

const MAX_ENTRIES = 256;
const encoder = new TextEncoder();

interface Entry {
  /** Market time the answer was computed at. */
  at: number;
  /** The encoded response body, so a shared answer is not serialised or encoded again. */
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Answers of list calls for the current freshness step (see freshness.ts). A list is a
 * function of the market at the instant it is computed, the query (windows rounded to
 * step boundaries) and the viewer's favourites / masking, so questions that round to the
 * same key within one step share one computation: the fresh-window polls of many
 * visitors and the feeds' 15 s refreshes. A new step, or an out-of-band market change
 * (`market.revision`, e.g. an injected signal), clears it; an answer computed after the
 * asking instant (a test clock set back) is not reused.
 */
export class ResultMemo {
  /** Answers computed so far (tests read it to see whether work was shared). */
  computations = 0;
  private step = Number.NaN;
  private revision = -1;
  private readonly entries = new Map<string, Entry>();

  /** The JSON body `{ result: OK, data }` of the answer for `parts` at market time `at`. */
  body(
    market: Market,
    at: number,
    parts: readonly unknown[],
    compute: () => unknown,
  ): Uint8Array<ArrayBuffer> {
    const step = freshnessStep(at);
    if (step !== this.step || market.revision !== this.revision) {
      this.entries.clear();
      this.step = step;
      this.revision = market.revision;
    }
    const key = JSON.stringify(parts);
    const cached = this.entries.get(key);
    if (cached && cached.at <= at) return cached.body;
    this.computations += 1;
    const body = encoder.encode(JSON.stringify({ result: RESULT_OK, data: compute() }));
    if (!cached && this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at, body });
    return body;
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

/** Sends a memoised answer body as the JSON response. */
export function sendBody(c: Context, body: Uint8Array<ArrayBuffer>): Response {
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}
