import { PATHS } from '@flowscope/shared-api/contract';
import { openTopScreenAfterPrefetch, type TopScreenUnderTest } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../app/screens.ts';
import TopAccumulationsScreen from './top-accumulations/TopAccumulationsScreen.tsx';
import TopHoldingsScreen from './top-holdings/TopHoldingsScreen.tsx';

const backend = mockBackendPerTest();

const CASES: (TopScreenUnderTest & { call: string })[] = [
  {
    Screen: TopAccumulationsScreen,
    path: '/top-accumulations',
    table: 'Top Accumulations',
    prefetch: prefetch?.topAccumulationsCex,
    call: PATHS.cexTopAccumulations,
  },
  {
    Screen: TopHoldingsScreen,
    path: '/top-holdings-cex',
    table: 'Top Holdings',
    prefetch: prefetch?.topHoldingsCex,
    call: PATHS.cexTopHoldings,
  },
];

describe('the CEX Top screens on the page’s first load', () => {
  for (const target of CASES) {
    it(`${target.table} shows the rows its prefetch loaded for the URL’s filters, asking once`, async () => {
      // Filters of every kind the view holds; the search box filters on the client only.
      const query = '?period=7d&min=1000000&max=90000000000&q=b&page=2';
      await openTopScreenAfterPrefetch(target, query, query);
      expect(backend.callsTo(target.call)).toHaveLength(1);
    });

    it(`${target.table} asks for its own view when the prefetch loaded another`, async () => {
      await openTopScreenAfterPrefetch(target, '', '?min=1000000');
      await waitFor(() => expect(backend.callsTo(target.call)).toHaveLength(2));
    });
  }

  it('a custom window is the same view for the prefetch and the screen', async () => {
    const [accumulations] = CASES;
    if (!accumulations) throw new Error('no case');
    const query = '?from=2026-11-01&to=2026-11-20';
    await openTopScreenAfterPrefetch(accumulations, query, query);
    expect(backend.callsTo(accumulations.call)).toHaveLength(1);
  });
});
