import type { QueryClient } from '@tanstack/react-query';
import { readParams, type UrlParam, type UrlParamValues } from '@flowscope/core';
import type { QueryCall } from './list-keys.ts';
import { prefetchList } from './list-prefetch.ts';
import {
  parseWholeNumber,
  resolveDateRange,
  type TimePeriod,
  type TopApiFilters,
} from './top-filters.ts';
import { readTopQuery } from './top-query.ts';

/** A screen's own filters (network, token filter, …): each a URL parameter with its default. */
export type ExtraFilterParams = Record<string, UrlParam<unknown>>;

/**
 * What a Top screen's call needs: the window, the caps, whether the window is custom, and the
 * screen's own filters.
 */
export type TopLoadFilters<Extra extends ExtraFilterParams = ExtraFilterParams> = TopApiFilters & {
  customRange: boolean;
  extra: UrlParamValues<Extra>;
};

/** A Top screen's load of its rows for its filters. */
export type TopLoad<Row, Extra extends ExtraFilterParams> = (
  filters: TopLoadFilters<Extra>,
  signal: AbortSignal,
) => Promise<Row[]>;

/** The Top screen's state its call depends on, as it is in the URL (the query key's view). */
export interface TopView<Extra extends ExtraFilterParams> {
  period: TimePeriod;
  range: { from: string; to: string } | null;
  minMarketCap: number | null;
  maxMarketCap: number | null;
  extra: UrlParamValues<Extra>;
}

/**
 * The list's load from its view: the window is taken when the call starts, so a refetch asks
 * for the latest hours.
 */
export function topListLoad<Row, Extra extends ExtraFilterParams>(
  load: TopLoad<Row, Extra>,
): (view: TopView<Extra>, signal: AbortSignal) => Promise<Row[]> {
  return (view, signal) =>
    load(
      {
        dateRange: resolveDateRange(view.period, view.range, Date.now()),
        minMarketCap: view.minMarketCap,
        maxMarketCap: view.maxMarketCap,
        customRange: view.range !== null,
        extra: view.extra,
      },
      signal,
    );
}

/** The view a Top screen opened at this URL query asks for (useTopScreen's, read at once). */
function topViewOfQuery<Extra extends ExtraFilterParams>(
  params: URLSearchParams,
  extraFilters: Extra,
): TopView<Extra> {
  const query = readTopQuery(params);
  const range = query.customDateRange;
  return {
    period: query.selectedTimePeriod,
    range: range === null ? null : { from: String(range.from), to: String(range.to) },
    minMarketCap: parseWholeNumber(query.minMarketCap),
    maxMarketCap: parseWholeNumber(query.maxMarketCap),
    extra: readParams(params, extraFilters),
  };
}

export interface TopPrefetch<Row, Extra extends ExtraFilterParams> {
  /** The screen's call, as it passes it to useTopScreen. */
  call: QueryCall;
  load: TopLoad<Row, Extra>;
  /** The screen's own filters, as it passes them to useTopScreen. */
  extraFilters?: Extra;
  /** The page's `location.search`. */
  search: string;
}

/**
 * Loads a Top screen's rows before the screen is drawn, for the view its URL gives, where
 * useTopScreen will read them (prefetchList).
 */
export function prefetchTop<Row, Extra extends ExtraFilterParams = Record<never, never>>(
  client: QueryClient,
  { call, load, extraFilters, search }: TopPrefetch<Row, Extra>,
): Promise<void> {
  const view = topViewOfQuery(new URLSearchParams(search), (extraFilters ?? {}) as Extra);
  return prefetchList(client, { call, view, load: topListLoad(load) });
}
