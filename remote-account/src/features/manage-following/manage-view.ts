import { enumParam, textParam } from '@flowscope/shared-ui';

const MANAGE_TABS = ['all', 'chosen'] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

/** The tab and the search box live in the URL, so the view survives a reload or a share. */
export const MANAGE_PARAMS = {
  tab: enumParam('tab', MANAGE_TABS, 'all'),
  search: textParam('search'),
};

/** Handles are matched without '@' and case, as the server matches search_query. */
export function searchNeedle(search: string): string {
  return search.trim().replace(/^@/, '').toLowerCase();
}

export interface ManageViewInput {
  tab: ManageTab;
  /** Handles the trader follows, lower-case. */
  followed: ReadonlySet<string>;
  /** The search box as typed: applied at once, before the server's debounced answer. */
  search: string;
}

/**
 * The rows of the selected tab that match the search box. The server narrows the list by
 * search_query after the 500 ms pause; filtering here too keeps every keystroke instant.
 */
export function visibleInfluencers<Row extends { twitterHandle: string }>(
  rows: readonly Row[],
  { tab, followed, search }: ManageViewInput,
): Row[] {
  const needle = searchNeedle(search);
  return rows.filter((row) => {
    const handle = row.twitterHandle.toLowerCase();
    if (tab === 'chosen' && !followed.has(handle)) return false;
    return needle === '' || handle.includes(needle);
  });
}

export type ManageEmptyState = 'none-chosen' | 'no-results';

/** Which empty text a tab shows when it has no rows (spec §2). */
export function emptyStateOf(tab: ManageTab, followedCount: number): ManageEmptyState {
  return tab === 'chosen' && followedCount === 0 ? 'none-chosen' : 'no-results';
}
