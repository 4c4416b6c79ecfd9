import { SCORE_RATING_LABELS } from '@flowscope/core';
import { SCORE_BAND_MINIMUMS, scoreBandsOf, type ScoreBand } from '../contract/track-record.ts';
import type { Venue } from '../contract/token-ref.ts';

/** A score band as the track record names it: 'Excellent', scores '90–100'. */
export interface TrackRecordBand {
  band: ScoreBand;
  /** The score rating's label, as the Top lists' score badges read. */
  label: string;
  /** The scores in it, to one decimal as scores are shown: '80–89.9', 'under 60'. */
  scores: string;
}

const HIGHEST_SCORE = 100;

/** A venue's bands, best first, with the scores each holds. */
export function trackRecordBands(venue: Venue): TrackRecordBand[] {
  const minimums = SCORE_BAND_MINIMUMS[venue];
  return scoreBandsOf(venue).map((band, index) => {
    const minimum = minimums[index]?.[1];
    const above = index === 0 ? null : (minimums[index - 1]?.[1] ?? null);
    const upper = above === null ? String(HIGHEST_SCORE) : (above - 0.1).toFixed(1);
    const lowest = minimums[minimums.length - 1]?.[1] ?? 0;
    return {
      band,
      label: SCORE_RATING_LABELS[band],
      scores: minimum === undefined ? `under ${lowest}` : `${minimum}–${upper}`,
    };
  });
}
