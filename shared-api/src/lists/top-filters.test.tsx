import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTopFilterSet,
  parseWholeNumber,
  resolveDateRange,
  TIME_PERIOD_HOURS,
} from './top-filters.ts';
import { useTopFilters } from './use-top-filters.ts';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

const NOW = new Date(2025, 5, 2, 12, 0, 0, 0).getTime();
const hoursBefore = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

describe('time tabs and custom range', () => {
  it('map 4h, 24h, 7d, 30d to 4, 24, 168, 720 hours', () => {
    expect(TIME_PERIOD_HOURS).toEqual({ '4h': 4, '24h': 24, '7d': 168, '30d': 720 });
    expect(resolveDateRange('7d', null, NOW)).toEqual({
      fromDatetime: hoursBefore(168),
      toDatetime: new Date(NOW).toISOString(),
    });
  });

  it('let a custom range override the tab, ending at the end of its last day', () => {
    expect(resolveDateRange('4h', { from: '2025-05-01', to: '2025-05-03' }, NOW)).toEqual({
      fromDatetime: new Date(2025, 4, 1, 0, 0, 0, 0).toISOString(),
      toDatetime: new Date(2025, 4, 3, 23, 59, 59, 999).toISOString(),
    });
    expect(
      resolveDateRange('4h', { from: new Date(2025, 4, 1, 15), to: new Date(2025, 4, 1, 9) }, NOW)
        .toDatetime,
    ).toBe(new Date(2025, 4, 1, 23, 59, 59, 999).toISOString());
  });
});

describe('market caps', () => {
  it('parse as whole numbers; empty means no bound', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber('1000000')).toBe(1_000_000);
    expect(parseWholeNumber('1,500.75')).toBe(1500);
    expect(parseWholeNumber('$250')).toBe(250);
    expect(parseWholeNumber('abc')).toBeNull();
  });
});

describe('buildTopFilterSet', () => {
  it('emits the combined filter set', () => {
    expect(
      buildTopFilterSet(
        {
          searchQuery: ' pepe ',
          selectedTimePeriod: '24h',
          customDateRange: null,
          minMarketCap: '10',
          maxMarketCap: '',
        },
        NOW,
      ),
    ).toEqual({
      searchQuery: 'pepe',
      selectedTimePeriod: '24h',
      customDateRange: null,
      dateRange: { fromDatetime: hoursBefore(24), toDatetime: new Date(NOW).toISOString() },
      minMarketCap: 10,
      maxMarketCap: null,
    });
  });
});

const seen = { location: '' };
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    seen.location = `${current.pathname}${current.search}`;
  });
  return null;
}

function renderTopFilters(url = '/top-accumulations') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return renderHook(() => useTopFilters(), { wrapper });
}

describe('useTopFilters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('starts on 24h with no bounds', () => {
    const { result } = renderTopFilters();
    expect(result.current.filters).toEqual({
      searchQuery: '',
      selectedTimePeriod: '24h',
      customDateRange: null,
      dateRange: { fromDatetime: hoursBefore(24), toDatetime: new Date(NOW).toISOString() },
      minMarketCap: null,
      maxMarketCap: null,
    });
  });

  it('applies text and market caps after 500 ms, as integers', () => {
    const { result } = renderTopFilters();
    // One field at a time, as a trader types them.
    act(() => result.current.setSearchQuery('btc'));
    act(() => result.current.setMinMarketCap('1000'));
    act(() => result.current.setMaxMarketCap('5000000.9'));
    expect(result.current.inputs).toEqual({
      searchQuery: 'btc',
      minMarketCap: '1000',
      maxMarketCap: '5000000.9',
    });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.filters.minMarketCap).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.filters).toMatchObject({
      searchQuery: 'btc',
      minMarketCap: 1000,
      maxMarketCap: 5_000_000,
    });
    expect(result.current.apiFilters).toMatchObject({
      minMarketCap: 1000,
      maxMarketCap: 5_000_000,
    });
  });

  it('switches periods at once; a custom range overrides the tab; a tab drops it', () => {
    const { result } = renderTopFilters();
    act(() => result.current.setSelectedTimePeriod('30d'));
    expect(result.current.filters.dateRange.fromDatetime).toBe(hoursBefore(720));
    act(() => result.current.setCustomDateRange({ from: '2025-05-01', to: '2025-05-02' }));
    expect(result.current.filters).toMatchObject({
      selectedTimePeriod: '30d',
      customDateRange: { from: '2025-05-01', to: '2025-05-02' },
      dateRange: {
        fromDatetime: new Date(2025, 4, 1).toISOString(),
        toDatetime: new Date(2025, 4, 2, 23, 59, 59, 999).toISOString(),
      },
    });
    act(() => result.current.setSelectedTimePeriod('4h'));
    expect(result.current.filters.customDateRange).toBeNull();
    expect(result.current.filters.dateRange.fromDatetime).toBe(hoursBefore(4));
  });

  it('keeps every filter in the URL and goes back to page 1 on a change', () => {
    const { result } = renderTopFilters('/top-accumulations?page=3&sort=score&dir=asc');
    act(() => result.current.setSelectedTimePeriod('7d'));
    act(() => result.current.setMinMarketCap('1000'));
    act(() => result.current.setSearchQuery('btc'));
    // Typed fields reach the URL after the pause.
    expect(seen.location).toBe('/top-accumulations?sort=score&dir=asc&period=7d');
    act(() => vi.advanceTimersByTime(500));
    expect(seen.location).toBe('/top-accumulations?sort=score&dir=asc&period=7d&q=btc&min=1000');
    act(() => result.current.setCustomDateRange({ from: new Date(2025, 4, 1), to: '2025-05-03' }));
    expect(seen.location).toContain('from=2025-05-01&to=2025-05-03');
    act(() => result.current.setSelectedTimePeriod('24h'));
    expect(seen.location).toBe('/top-accumulations?sort=score&dir=asc&q=btc&min=1000');
  });

  it('restores a shared view from the URL', () => {
    const { result } = renderTopFilters(
      '/top-accumulations?period=30d&q=eth&min=10&max=2000&from=2025-05-01&to=2025-05-02',
    );
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.inputs).toEqual({
      searchQuery: 'eth',
      minMarketCap: '10',
      maxMarketCap: '2000',
    });
    expect(result.current.filters).toMatchObject({
      selectedTimePeriod: '30d',
      customDateRange: { from: '2025-05-01', to: '2025-05-02' },
      minMarketCap: 10,
      maxMarketCap: 2000,
    });
  });

  it('ignores odd URL values instead of failing', () => {
    const { result } = renderTopFilters(
      '/top-accumulations?period=1y&from=2025-13-40&to=2025-05-02&min=abc',
    );
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.filters).toMatchObject({
      selectedTimePeriod: '24h',
      customDateRange: null,
      minMarketCap: null,
    });
    // Reversed days are put in order, as every URL range is read.
    const reversed = renderTopFilters('/top-accumulations?from=2025-05-09&to=2025-05-02');
    expect(reversed.result.current.filters.customDateRange).toEqual({
      from: '2025-05-02',
      to: '2025-05-09',
    });
    for (const odd of ['-5', '1e3', '12abc', '99999999999999999']) {
      const capped = renderTopFilters(`/top-accumulations?max=${odd}`);
      expect(capped.result.current.filters.maxMarketCap).toBeNull();
    }
  });

  it('keeps the API filters the same object while only the search text changes', () => {
    const { result } = renderTopFilters();
    const before = result.current.apiFilters;
    act(() => result.current.setSearchQuery('eth'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.apiFilters).toBe(before);
  });
});
