import { describe, expect, it } from 'vitest';
import { scoreBand } from '../contract/track-record.ts';
import { trackRecordBands } from './track-record-bands.ts';

describe('track record bands', () => {
  it('names each CEX band with the scores it holds, best first', () => {
    expect(trackRecordBands('cex').map(({ label, scores }) => `${label} ${scores}`)).toEqual([
      'Excellent 90–100',
      'Very good 80–89.9',
      'Good 70–79.9',
      'Fair 60–69.9',
      'Poor under 60',
    ]);
  });

  it('names the DEX bands by the DEX thresholds', () => {
    expect(trackRecordBands('dex').map(({ band, scores }) => `${band} ${scores}`)).toEqual([
      'excellent 80–100',
      'good 60–79.9',
      'fair 40–59.9',
      'poor under 40',
    ]);
  });

  it('puts every score shown (one decimal) in the band the API files it under', () => {
    for (const venue of ['cex', 'dex'] as const) {
      const bands = trackRecordBands(venue);
      for (let tenths = 0; tenths <= 1000; tenths += 1) {
        const score = tenths / 10;
        const named = bands.find(({ scores }) => {
          const under = /^under (\d+)$/.exec(scores);
          if (under) return score < Number(under[1]);
          const [low, high] = scores.split('–').map(Number);
          return score >= (low ?? Infinity) && score <= (high ?? -Infinity);
        });
        expect(named?.band, `${venue} ${score}`).toBe(scoreBand(venue, score));
      }
    }
  });
});
