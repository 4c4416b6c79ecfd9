import type { QueryClient } from '@tanstack/react-query';
import { readParams, type UrlParam, type UrlParamValues } from '@flowscope/core';
import { prefetchList, type PremiumList, type QueryCall } from '@flowscope/shared-api';

/** A feed's load: the whole feed for its filters; a premium-gated feed reports its lock. */
export type FeedLoad<Item, Filters> = (
  filters: Filters,
  signal: AbortSignal,
) => Promise<PremiumList<Item> | Item[]>;

function asPremiumList<Item>(data: PremiumList<Item> | Item[]): PremiumList<Item> {
  return Array.isArray(data) ? { items: data, premiumRequired: false } : data;
}

/** A feed's answer as the page's cache keeps it: its items and whether it is locked. */
export function feedListLoad<Item, Filters>(
  load: FeedLoad<Item, Filters>,
): (filters: Filters, signal: AbortSignal) => Promise<PremiumList<Item>> {
  return async (filters, signal) => asPremiumList(await load(filters, signal));
}

/** A feed screen's filters in the URL, each with its default (the screen's useUrlParams). */
type FeedParams = Record<string, UrlParam<unknown>>;

export interface FeedPrefetch<Item, Params extends FeedParams> {
  /** The feed's call, as its screen passes it to useFeedScreen. */
  call: QueryCall;
  /** The URL filters its screen reads and passes to useFeedScreen. */
  params: Params;
  load: FeedLoad<Item, UrlParamValues<Params>>;
  /** The page's `location.search`. */
  search: string;
}

/**
 * Loads a feed before its screen is drawn, for the filters its URL gives, where useFeedScreen
 * will read it (prefetchList): the page's first load of a feed does not wait for the screen's
 * code to ask.
 */
export function prefetchFeed<Item, Params extends FeedParams>(
  client: QueryClient,
  { call, params, load, search }: FeedPrefetch<Item, Params>,
): Promise<void> {
  const filters = readParams(new URLSearchParams(search), params);
  return prefetchList(client, { call, view: filters, load: feedListLoad(load) });
}
