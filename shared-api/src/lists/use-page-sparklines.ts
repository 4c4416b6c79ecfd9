import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PATHS } from '../contract/paths.ts';
import type { SparklineKind } from '../contract/sparklines.ts';
import {
  fetchSparklines,
  sparklineKey,
  type SparklinesParams,
  type SparklineToken,
  type SparklineView,
} from '../endpoints/sparklines.ts';
import { hoursAgoIso } from '../endpoints/shared/windows.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ANONYMOUS_USER, listKeys } from './list-keys.ts';
import { resolveDateRange, type TimePeriod, type TopFilterSet } from './top-filters.ts';
import { TOP_REFETCH_INTERVAL_MS } from './use-top-screen.ts';

/**
 * The window of the list the rows came from, as the screen's URL holds it: a Top screen's
 * period (or custom range), or a fixed number of hours up to now (Top Holdings' default).
 * It is turned into dates when the call starts, as the list's own call does.
 */
export type SparklineWindow =
  | { period: TimePeriod; range: { from: string; to: string } | null }
  | { hours: number };

export interface PageSparklinesOptions<Row> {
  venue: 'cex' | 'dex';
  kind: SparklineKind;
  window: SparklineWindow;
  /** The rows on screen: one page of the table (or of the cards). */
  rows: readonly Row[];
  /** The row's token; null for a row that names none (a masked '***' row). */
  tokenOf: (row: Row) => SparklineToken | null;
}

/** What a page's rows read their sparklines from (shared-ui's SparklineLinesProvider value). */
export interface PageSparklines {
  /** The lines by sparklineKey. */
  lines: Readonly<Record<string, SparklineView>>;
  /** The page's call is under way. */
  pending: boolean;
}

const NO_LINES: Readonly<Record<string, SparklineView>> = {};

/** The query key's view: the call's kind, venue, window and the page's tokens, in order. */
interface SparklinesView {
  venue: 'cex' | 'dex';
  kind: SparklineKind;
  window: SparklineWindow;
  tokens: string[];
}

function windowDates(window: SparklineWindow, now: number): { from: string; to: string | null } {
  if ('hours' in window) return { from: hoursAgoIso(window.hours, now), to: null };
  const dates = resolveDateRange(window.period, window.range, now);
  // Only a custom range has an end; a tab means "up to now", as the list asks.
  return { from: dates.fromDatetime, to: window.range ? dates.toDatetime : null };
}

function callParams(
  view: SparklinesView,
  tokens: readonly SparklineToken[],
  signal: AbortSignal,
): SparklinesParams {
  const { from, to } = windowDates(view.window, Date.now());
  const common = { kind: view.kind, fromDatetime: from, toDatetime: to, signal };
  return view.venue === 'cex'
    ? { ...common, venue: 'cex', tokens: tokens.filter((token) => 'coin' in token) }
    : { ...common, venue: 'dex', tokens: tokens.filter((token) => 'network' in token) };
}

/** A Top screen's window for its sparklines: its period tab, or the custom range over it. */
export function topSparklineWindow(
  filters: Pick<TopFilterSet, 'selectedTimePeriod' | 'customDateRange'>,
): SparklineWindow {
  const range = filters.customDateRange;
  return {
    period: filters.selectedTimePeriod,
    range: range === null ? null : { from: String(range.from), to: String(range.to) },
  };
}

/** The window as a sparkline's name says it: '24h', '30d', or 'custom range'. */
export function sparklineWindowLabel(window: SparklineWindow): string {
  if ('hours' in window) {
    return window.hours % 24 === 0 ? `${window.hours / 24}d` : `${window.hours}h`;
  }
  return window.range ? 'custom range' : window.period;
}

/**
 * The sparklines of the rows on screen from ONE batched POST /sparklines per page of rows
 * (never one per row), on the page's query cache under a key of the page's tokens and the
 * window. The rows never wait for it: the table draws at once and the lines fill in. It
 * refreshes as the list does (every minute), so a line keeps adding up to its row.
 */
export function usePageSparklines<Row>({
  venue,
  kind,
  window,
  rows,
  tokenOf,
}: PageSparklinesOptions<Row>): PageSparklines {
  const userId = useSessionStore((state) => state.user?.id ?? ANONYMOUS_USER);
  const tokens = useMemo(() => {
    const found: SparklineToken[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const token = tokenOf(row);
      if (token === null) continue;
      const key = sparklineKey(token);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(token);
    }
    return found;
  }, [rows, tokenOf]);
  const view: SparklinesView = {
    venue,
    kind,
    window,
    tokens: tokens.map((token) => sparklineKey(token)),
  };
  const query = useQuery({
    queryKey: listKeys.view(PATHS.sparklines, userId, view),
    queryFn: ({ signal }) => fetchSparklines(callParams(view, tokens, signal)),
    enabled: tokens.length > 0,
    staleTime: TOP_REFETCH_INTERVAL_MS,
    refetchInterval: TOP_REFETCH_INTERVAL_MS,
    // A new page keeps the lines of rows it shares with the last one while its own load.
    placeholderData: keepPreviousData,
  });
  return {
    lines: query.data ?? NO_LINES,
    pending:
      tokens.length > 0 &&
      query.isFetching &&
      (query.data === undefined || query.isPlaceholderData),
  };
}
