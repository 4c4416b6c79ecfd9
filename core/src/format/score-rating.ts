import { toFiniteNumber } from './not-available.ts';

export type ScoreRating = 'excellent' | 'very-good' | 'good' | 'fair' | 'poor';

/** Lowest score of each rating, best first (data-screens.md §9). */
const CEX_THRESHOLDS: readonly [ScoreRating, number][] = [
  ['excellent', 90],
  ['very-good', 80],
  ['good', 70],
  ['fair', 60],
];
const DEX_THRESHOLDS: readonly [ScoreRating, number][] = [
  ['excellent', 80],
  ['good', 60],
  ['fair', 40],
];

function rate(score: unknown, thresholds: readonly [ScoreRating, number][]): ScoreRating | null {
  const value = toFiniteNumber(score);
  if (value === null) return null;
  return thresholds.find(([, minimum]) => value >= minimum)?.[0] ?? 'poor';
}

/** CEX: excellent ≥ 90, very-good ≥ 80, good ≥ 70, fair ≥ 60, else poor; null if no score. */
export function cexScoreRating(score: unknown): ScoreRating | null {
  return rate(score, CEX_THRESHOLDS);
}

/** DEX: excellent ≥ 80, good ≥ 60, fair ≥ 40, else poor; null if no score. */
export function dexScoreRating(score: unknown): ScoreRating | null {
  return rate(score, DEX_THRESHOLDS);
}

export const SCORE_RATING_LABELS: Record<ScoreRating, string> = {
  excellent: 'Excellent',
  'very-good': 'Very good',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
