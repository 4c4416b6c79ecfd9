import { describe, expect, it } from 'vitest';
import { resolveDetailWindow } from './detail-window.ts';

const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);

describe('resolveDetailWindow', () => {
  it.each([
    ['24h', 24],
    ['3d', 72],
    ['7d', 168],
    ['30d', 720],
  ] as const)('%s reaches back %i hours and leaves the end to the API', (period, hours) => {
    expect(resolveDetailWindow(period, null, NOW)).toEqual({
      fromDatetime: new Date(NOW - hours * 3_600_000).toISOString(),
      toDatetime: null,
    });
  });

  it('lets a custom range override the tab, ending at the end of its last day', () => {
    expect(resolveDetailWindow('30d', { from: '2025-06-01', to: '2025-06-03' }, NOW)).toEqual({
      fromDatetime: new Date(2025, 5, 1, 0, 0, 0, 0).toISOString(),
      toDatetime: new Date(2025, 5, 3, 23, 59, 59, 999).toISOString(),
    });
  });
});
