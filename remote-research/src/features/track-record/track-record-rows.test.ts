import type { SignalTrackRecordView, TrackRecordCellView } from '@flowscope/shared-api';
import { describe, expect, it } from 'vitest';
import { bestBandHeadline, trackRecordRows } from './track-record-rows.ts';

function cell(
  band: TrackRecordCellView['band'],
  horizon: TrackRecordCellView['horizon'],
  measured: number,
): TrackRecordCellView {
  return {
    venue: 'dex',
    band,
    horizon,
    horizonLabel: horizon,
    signals: 40,
    signalsFormatted: '40',
    measured,
    hits: measured / 2,
    hitRate: measured === 0 ? null : 0.5,
    hitRateFormatted: measured === 0 ? 'N/A' : '50.0%',
    medianReturn: measured === 0 ? null : 0.031,
    medianReturnFormatted: measured === 0 ? 'N/A' : '+3.10%',
    meanReturn: null,
    meanReturnFormatted: 'N/A',
  };
}

const record = (cells: TrackRecordCellView[]): SignalTrackRecordView => ({
  fromDatetime: '',
  toDatetime: '',
  totals: [{ venue: 'dex', signals: 40, signalsFormatted: '40' }],
  cells,
});

describe('track record rows', () => {
  it("puts a venue's bands best first, each with its horizons, and 'N/A' where a band has none", () => {
    const rows = trackRecordRows(
      record([cell('excellent', 'h1', 40), cell('excellent', 'h24', 12)]),
      'dex',
    );
    expect(rows.map((row) => row.id)).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect(rows[0]?.horizons.h24).toMatchObject({ measured: 12, hitRateFormatted: '50.0%' });
    expect(rows[0]?.horizons.h4).toMatchObject({ measured: 0, hitRateFormatted: 'N/A' });
    expect(rows[1]).toMatchObject({ signals: 0, signalsFormatted: '0' });
  });

  it('quotes the best band a day on, once a signal of it is a day old', () => {
    expect(bestBandHeadline(trackRecordRows(record([cell('excellent', 'h24', 12)]), 'dex'))).toBe(
      'Signals scored 80–100 were up 24 h later 50.0% of the time, median +3.10% (12 measured).',
    );
    expect(
      bestBandHeadline(trackRecordRows(record([cell('excellent', 'h24', 0)]), 'dex')),
    ).toBeNull();
  });
});
