import { createQueryClient } from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../app/screens.ts';
import TopAccumulationsScreen from './top-accumulations/TopAccumulationsScreen.tsx';
import TopHoldingsScreen from './top-holdings/TopHoldingsScreen.tsx';

const backend = mockBackendPerTest();

interface Case {
  id: 'topAccumulationsCex' | 'topHoldingsCex';
  Screen: ComponentType;
  path: string;
  table: string;
  call: string;
}

const CASES: Case[] = [
  {
    id: 'topAccumulationsCex',
    Screen: TopAccumulationsScreen,
    path: '/top-accumulations',
    table: 'Top Accumulations',
    call: PATHS.cexTopAccumulations,
  },
  {
    id: 'topHoldingsCex',
    Screen: TopHoldingsScreen,
    path: '/top-holdings-cex',
    table: 'Top Holdings',
    call: PATHS.cexTopHoldings,
  },
];

async function openAfterPrefetch(target: Case, prefetchedQuery: string, openedQuery: string) {
  const queryClient = createQueryClient();
  await prefetch?.[target.id]?.({ queryClient, search: prefetchedQuery });
  renderScreen(target.Screen, {
    url: `${target.path}${openedQuery}`,
    routePath: target.path,
    queryClient,
  });
  const table = await screen.findByRole('table', { name: target.table });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
}

describe('the CEX Top screens on the page’s first load', () => {
  for (const target of CASES) {
    it(`${target.table} shows the rows its prefetch loaded for the URL’s filters, asking once`, async () => {
      // Filters of every kind the view holds; the search box filters on the client only.
      const query = '?period=7d&min=1000000&max=90000000000&q=b&page=2';
      await openAfterPrefetch(target, query, query);
      expect(backend.callsTo(target.call)).toHaveLength(1);
    });

    it(`${target.table} asks for its own view when the prefetch loaded another`, async () => {
      await openAfterPrefetch(target, '', '?min=1000000');
      await waitFor(() => expect(backend.callsTo(target.call)).toHaveLength(2));
    });
  }

  it('a custom window is the same view for the prefetch and the screen', async () => {
    const [accumulations] = CASES;
    if (!accumulations) throw new Error('no case');
    const query = '?from=2026-11-01&to=2026-11-20';
    await openAfterPrefetch(accumulations, query, query);
    expect(backend.callsTo(accumulations.call)).toHaveLength(1);
  });
});
