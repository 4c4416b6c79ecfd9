import { describe, expect, it } from 'vitest';
import {
  readDetailView,
  withDetailPeriod,
  withDetailRange,
  withDetailTab,
} from './detail-search-params.ts';

const query = (text: string) => new URLSearchParams(text);

describe('readDetailView', () => {
  it('opens on Overview and 24h without a range', () => {
    expect(readDetailView(query(''))).toEqual({ tab: 'overview', period: '24h', range: null });
  });

  it('reads the tab, the period and a custom range', () => {
    expect(
      readDetailView(query('tab=smw-holders&period=7d&from=2025-06-01&to=2025-06-03')),
    ).toEqual({
      tab: 'smw-holders',
      period: '7d',
      range: { from: '2025-06-01', to: '2025-06-03' },
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readDetailView(query('tab=<script>&period=1y&from=2025-06-01&to=x'))).toEqual({
      tab: 'overview',
      period: '24h',
      range: null,
    });
  });
});

describe('writing the view', () => {
  it('keeps defaults out of the URL and other parameters in it', () => {
    expect(withDetailTab(query('keep=1&tab=limit-swaps'), 'overview').toString()).toBe('keep=1');
    expect(withDetailTab(query('keep=1'), 'smw-holders').toString()).toBe('keep=1&tab=smw-holders');
  });

  it('ends a custom range when a period tab is chosen', () => {
    expect(withDetailPeriod(query('from=2025-06-01&to=2025-06-03'), '3d').toString()).toBe(
      'period=3d',
    );
  });

  it('keeps the period tab under a custom range, so clearing the range returns to it', () => {
    const ranged = withDetailRange(query('tab=smw-holders&period=7d'), {
      from: '2025-06-01',
      to: '2025-06-03',
    });
    expect(ranged.toString()).toBe('tab=smw-holders&period=7d&from=2025-06-01&to=2025-06-03');
    expect(readDetailView(withDetailRange(ranged, null))).toEqual({
      tab: 'smw-holders',
      period: '7d',
      range: null,
    });
  });
});
