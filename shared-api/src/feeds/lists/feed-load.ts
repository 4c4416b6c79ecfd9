import type { QueryClient } from '@tanstack/react-query';
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

export interface FeedPrefetch<Item, Filters> {
  /** The feed's call, as its screen passes it to useFeedScreen. */
  call: QueryCall;
  /** The filters its screen will read from the URL. */
  filters: Filters;
  load: FeedLoad<Item, Filters>;
}

/**
 * Loads a feed before its screen is drawn, where useFeedScreen will read it (prefetchList):
 * the page's first load of a feed does not wait for the screen's code to ask.
 */
export function prefetchFeed<Item, Filters>(
  client: QueryClient,
  { call, filters, load }: FeedPrefetch<Item, Filters>,
): Promise<void> {
  return prefetchList(client, { call, view: filters, load: feedListLoad(load) });
}
