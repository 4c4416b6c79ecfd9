import { queryOptions } from '@tanstack/react-query';
import { PATHS, type ApiPath } from '../contract/paths.ts';

/** Whose answer a list is when nobody is signed in. */
export const ANONYMOUS_USER = 'anonymous';

/** A list's call, named by its path: the first part of its answers' keys. */
export type QueryCall = ApiPath;

/**
 * Query keys of every list the API gives (tables, feeds, search, detail): the call, whose
 * answer it is, and the screen's view of it (its URL state). Two screens showing the same call
 * with the same view share one answer; signing in or out never shows another user's answer.
 */
export const listKeys = {
  all: ['list'] as const,
  call: (call: QueryCall) => [...listKeys.all, call] as const,
  forUser: (call: QueryCall, userId: string) => [...listKeys.call(call), userId] as const,
  view: <View>(call: QueryCall, userId: string, view: View) =>
    [...listKeys.forUser(call, userId), view] as const,
};

/**
 * The answers that carry a favourite star, by the market of the favourite: the lists (their
 * rows' stars flip at once) and the DEX token page (refetched after a change).
 */
export const FAVORITE_LIST_CALLS = {
  cex: [PATHS.cexTopAccumulations, PATHS.cexTopHoldings, PATHS.search],
  dex: [PATHS.dexTopAccumulations, PATHS.dexTopHolders, PATHS.search, PATHS.dexTokenDetail],
} as const satisfies Record<'cex' | 'dex', readonly QueryCall[]>;

export interface ListQuery<TData, View> {
  call: QueryCall;
  userId: string;
  /** The screen's state the answer depends on: plain values, as they are in the URL. */
  view: View;
  load: (view: View, signal: AbortSignal) => Promise<TData>;
}

/** The query of one list view, the same for the screen's hook and for a prefetch. */
export function listQueryOptions<TData, View>({
  call,
  userId,
  view,
  load,
}: ListQuery<TData, View>) {
  return queryOptions({
    queryKey: listKeys.view(call, userId, view),
    queryFn: ({ signal }) => load(view, signal),
  });
}
