import { describe, expect, it } from 'vitest';
import { pnlCurveSummary } from './pnl-curve-summary.ts';

const at = (iso: string, pnl: number) => ({ timestamp: iso, time: Date.parse(iso), pnl });

describe('the PnL curve in words', () => {
  it('says where it ended and its high and low, with when', () => {
    const summary = pnlCurveSummary(
      [
        at('2025-06-01T10:00:00.000Z', 0),
        at('2025-06-01T14:00:00.000Z', 25_100),
        at('2025-06-01T18:00:00.000Z', -4_200),
        at('2025-06-02T10:00:00.000Z', 19_616.69),
      ],
      'the last 24 hours',
    );
    expect(summary).toBe(
      'Realised PnL over the last 24 hours ended at +$19.62K; highest +$25.10K (01/06/2025 16:00 CEST), lowest -$4.20K (01/06/2025 20:00 CEST).',
    );
  });

  it('says when nothing was realised', () => {
    expect(pnlCurveSummary([], 'the last 7 days')).toBe('No realised PnL in the last 7 days.');
    expect(pnlCurveSummary([at('2025-06-01T10:00:00.000Z', 0)], 'the last 7 days')).toBe(
      'No realised PnL in the last 7 days.',
    );
  });
});
