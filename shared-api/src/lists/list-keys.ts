import { queryOptions } from '@tanstack/react-query';

/** Whose answer a list is when nobody is signed in. */
export const ANONYMOUS_USER = 'anonymous';

/**
 * Query keys of every list the API gives (tables, feeds, search, detail): the call, whose
 * answer it is, and the screen's view of it (its URL state). Two screens showing the same call
 * with the same view share one answer; signing in or out never shows another user's answer.
 */
export const listKeys = {
  all: ['list'] as const,
  call: (call: string) => [...listKeys.all, call] as const,
  forUser: (call: string, userId: string) => [...listKeys.call(call), userId] as const,
  view: <View>(call: string, userId: string, view: View) =>
    [...listKeys.forUser(call, userId), view] as const,
};

export interface ListQuery<TData, View> {
  /** The call's name, e.g. 'cex_top_accumulations'. */
  call: string;
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
