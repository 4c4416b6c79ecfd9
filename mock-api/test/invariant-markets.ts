import { Market } from '../src/market/market.ts';
import { originOf } from '../src/market/market-cache.ts';
import { NOW } from './helpers.ts';

/** Seeds of the markets the invariant properties run over, besides the app's own. */
export const INVARIANT_SEEDS = ['invariants-a', 'invariants-b'] as const;

/** Building one takes seconds on a busy machine: hooks that call invariantMarkets() wait this long. */
export const BUILD_TIMEOUT_MS = 90_000;

let built: Market[] | undefined;

/**
 * Two full markets of their own seeds, built once for every property file (the test files
 * share one process), so checking more invariants does not mean building more markets. They
 * only move forward: a property asks at the later of its moment and their time.
 */
export function invariantMarkets(): Market[] {
  built ??= INVARIANT_SEEDS.map((seed) => new Market(seed, originOf(NOW), NOW));
  return built;
}
