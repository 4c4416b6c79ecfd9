import { PATHS } from '@flowscope/shared-api/contract';
import { renderAfterPrefetch, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { feedCards, FIRST_LOAD } from '@flowscope/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../../app/screens.ts';
import AlphaFeedDexScreen from './AlphaFeedDexScreen.tsx';

const backend = mockBackendPerTest();
const { bodiesTo } = screenApi(backend);
const alertBodies = () => bodiesTo(PATHS.dexAlerts);

async function openAfterPrefetch(prefetchedSearch: string, openedUrl: string) {
  await renderAfterPrefetch(AlphaFeedDexScreen, {
    prefetch: prefetch?.alphaFeedDex,
    prefetchSearch: prefetchedSearch,
    url: openedUrl,
    routePath: '/alpha-feed-dex',
  });
  await screen.findAllByRole('article', {}, FIRST_LOAD);
}

describe('Alpha Feed DEX on the page’s first load', () => {
  it('shows the feed its prefetch loaded for the URL’s filters without asking again', async () => {
    const url = '/alpha-feed-dex?network=base&order=newest&minActiveWallets=2';
    await openAfterPrefetch('?network=base&order=newest&minActiveWallets=2', url);
    expect(alertBodies()).toEqual([
      expect.objectContaining({ filter_network: 'base', min_active_wallets: 2 }),
    ]);
    expect(feedCards().length).toBeGreaterThan(0);
    // No loading state: the answer was there when the screen drew.
    expect(screen.queryByText('Loading DEX alerts...')).toBeNull();
  });

  it('asks for its own view when the prefetch loaded another', async () => {
    await openAfterPrefetch('', '/alpha-feed-dex?network=base');
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(alertBodies()[1]).toEqual(expect.objectContaining({ filter_network: 'base' }));
  });
});
