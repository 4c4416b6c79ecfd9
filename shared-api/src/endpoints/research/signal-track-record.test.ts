import { describe, expect, it } from 'vitest';
import type { SignalTrackRecord } from '../../contract/track-record.ts';
import { setupEndpointTests } from '../test-setup.ts';
import { routeByPath } from '../../http/test-support.ts';
import { mapSignalReturns } from './signal-returns.ts';
import { fetchSignalTrackRecord } from './signal-track-record.ts';

setupEndpointTests();

const record: SignalTrackRecord = {
  from_datetime: '2025-05-03T12:00:00.000Z',
  to_datetime: '2025-06-02T12:00:00.000Z',
  totals: [{ venue: 'dex', signals: 12_345 }],
  cells: [
    {
      venue: 'dex',
      band: 'excellent',
      horizon: 'h24',
      signals: 3_645,
      measured: 3_515,
      hits: 2_251,
      hit_rate: 0.640398,
      median_return: 0.0177677,
      mean_return: -0.0021,
    },
    {
      venue: 'dex',
      band: 'poor',
      horizon: 'h1',
      signals: 0,
      measured: 0,
      hits: 0,
      hit_rate: null,
      median_return: null,
      mean_return: null,
    },
  ],
};

describe('POST /signal_track_record', () => {
  it('sends only what is set: both venues and the last 30 days by default', async () => {
    const api = routeByPath({ '/signal_track_record': { result: 'ok', data: record } });
    await fetchSignalTrackRecord();
    await fetchSignalTrackRecord({ venue: 'cex', fromDatetime: '2025-05-26T12:00:00.000Z' });
    expect((await api.payloads()).map((sent) => sent.body)).toEqual([
      { user_id: 0 },
      { user_id: 0, venue: 'cex', from_datetime: '2025-05-26T12:00:00.000Z' },
    ]);
  });

  it('maps each cell with its rates and returns formatted, N/A where nothing was measured', async () => {
    routeByPath({ '/signal_track_record': { result: 'ok', data: record } });
    const view = await fetchSignalTrackRecord({ venue: 'dex' });
    expect(view.totals).toEqual([{ venue: 'dex', signals: 12_345, signalsFormatted: '12,345' }]);
    expect(view.cells[0]).toEqual({
      venue: 'dex',
      band: 'excellent',
      horizon: 'h24',
      horizonLabel: '24h',
      signals: 3_645,
      signalsFormatted: '3,645',
      measured: 3_515,
      hits: 2_251,
      hitRate: 0.640398,
      hitRateFormatted: '64.0%',
      medianReturn: 0.0177677,
      medianReturnFormatted: '+1.78%',
      meanReturn: -0.0021,
      meanReturnFormatted: '-0.21%',
    });
    expect(view.cells[1]).toMatchObject({
      hitRateFormatted: 'N/A',
      medianReturnFormatted: 'N/A',
      meanReturnFormatted: 'N/A',
    });
  });

  it('refuses a band the contract does not know', async () => {
    const cell = { ...record.cells[0], band: 'legendary' };
    routeByPath({ '/signal_track_record': { result: 'ok', data: { ...record, cells: [cell] } } });
    await expect(fetchSignalTrackRecord()).rejects.toThrow(
      'Unexpected response from /signal_track_record',
    );
  });
});

describe('mapSignalReturns', () => {
  it('has nothing to show without returns, or before the first hour', () => {
    expect(mapSignalReturns(undefined)).toEqual({ returns: [], summary: '' });
    const fresh = mapSignalReturns({ h1: null, h4: null, h24: null });
    expect(fresh.summary).toBe('');
    expect(fresh.returns.map((entry) => [entry.label, entry.value, entry.formatted])).toEqual([
      ['1h', null, ''],
      ['4h', null, ''],
      ['24h', null, ''],
    ]);
  });

  it('reads the horizons that have come, in order', () => {
    expect(mapSignalReturns({ h1: 0.124, h4: null, h24: null }).summary).toBe('after 1h +12.40%');
    expect(mapSignalReturns({ h1: 0.124, h4: 0.002, h24: -0.031 }).summary).toBe(
      'after 1h +12.40% · 4h +0.20% · 24h -3.10%',
    );
  });
});
