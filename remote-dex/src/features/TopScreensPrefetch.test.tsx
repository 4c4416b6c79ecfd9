import { PATHS } from '@flowscope/shared-api/contract';
import { openTopScreenAfterPrefetch, type TopScreenUnderTest } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../app/screens.ts';
import TopAccumulationsDexScreen from './top-accumulations/TopAccumulationsDexScreen.tsx';
import TopHoldingsDexScreen from './top-holdings/TopHoldingsDexScreen.tsx';

const backend = mockBackendPerTest();

/** Each with every filter its view holds, the screen's own too. */
const CASES: (TopScreenUnderTest & { call: string; query: string })[] = [
  {
    Screen: TopAccumulationsDexScreen,
    path: '/top-accumulations-dex',
    table: 'Top Accumulations',
    prefetch: prefetch?.topAccumulationsDex,
    call: PATHS.dexTopAccumulations,
    query: '?period=4h&min=10000&network=base&tokenFilter=fresh_tokens',
  },
  {
    Screen: TopHoldingsDexScreen,
    path: '/top-holdings-dex',
    table: 'Top Holdings',
    prefetch: prefetch?.topHoldingsDex,
    call: PATHS.dexTopHolders,
    query: '?max=90000000000&network=base',
  },
];

describe('the DEX Top screens on the page’s first load', () => {
  for (const target of CASES) {
    it(`${target.table} DEX shows the rows its prefetch loaded for the URL’s filters, asking once`, async () => {
      await openTopScreenAfterPrefetch(target, target.query, target.query);
      expect(backend.callsTo(target.call)).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ filter_network: 'base' }) }),
      ]);
    });

    it(`${target.table} DEX asks for its own network when the prefetch loaded all`, async () => {
      await openTopScreenAfterPrefetch(target, '', '?network=base');
      await waitFor(() => expect(backend.callsTo(target.call)).toHaveLength(2));
    });
  }
});
