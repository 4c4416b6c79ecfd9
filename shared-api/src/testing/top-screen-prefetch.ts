import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import type { ScreenPrefetch } from '../routing/remotes.ts';
import { renderAfterPrefetch } from './render-screen.tsx';

/** A Top screen as its remote's screens module serves it. */
export interface TopScreenUnderTest {
  Screen: ComponentType;
  /** Its route, e.g. '/top-accumulations'. */
  path: string;
  /** Its table's accessible name, e.g. 'Top Accumulations'. */
  table: string;
  prefetch: ScreenPrefetch | undefined;
}

/**
 * Opens a Top screen at `path` + `openedQuery` as the page's first load does, its prefetch
 * started for `prefetchedQuery`, and waits for the table's first row.
 */
export async function openTopScreenAfterPrefetch(
  target: TopScreenUnderTest,
  prefetchedQuery: string,
  openedQuery: string,
): Promise<void> {
  await renderAfterPrefetch(target.Screen, {
    prefetch: target.prefetch,
    prefetchSearch: prefetchedQuery,
    url: `${target.path}${openedQuery}`,
    routePath: target.path,
  });
  const table = await screen.findByRole('table', { name: target.table });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
}
