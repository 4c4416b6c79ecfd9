import { createQueryClient } from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../app/screens.ts';
import TopAccumulationsDexScreen from './top-accumulations/TopAccumulationsDexScreen.tsx';
import TopHoldingsDexScreen from './top-holdings/TopHoldingsDexScreen.tsx';

const backend = mockBackendPerTest();

interface Case {
  id: 'topAccumulationsDex' | 'topHoldingsDex';
  Screen: ComponentType;
  path: string;
  table: string;
  call: string;
  /** Every filter its view holds, the screen's own too. */
  query: string;
}

const CASES: Case[] = [
  {
    id: 'topAccumulationsDex',
    Screen: TopAccumulationsDexScreen,
    path: '/top-accumulations-dex',
    table: 'Top Accumulations',
    call: PATHS.dexTopAccumulations,
    query: '?period=4h&min=10000&network=base&tokenFilter=fresh_tokens',
  },
  {
    id: 'topHoldingsDex',
    Screen: TopHoldingsDexScreen,
    path: '/top-holdings-dex',
    table: 'Top Holdings',
    call: PATHS.dexTopHolders,
    query: '?max=90000000000&network=base',
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

describe('the DEX Top screens on the page’s first load', () => {
  for (const target of CASES) {
    it(`${target.table} DEX shows the rows its prefetch loaded for the URL’s filters, asking once`, async () => {
      await openAfterPrefetch(target, target.query, target.query);
      expect(backend.callsTo(target.call)).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ filter_network: 'base' }) }),
      ]);
    });

    it(`${target.table} DEX asks for its own network when the prefetch loaded all`, async () => {
      await openAfterPrefetch(target, '', '?network=base');
      await waitFor(() => expect(backend.callsTo(target.call)).toHaveLength(2));
    });
  }
});
