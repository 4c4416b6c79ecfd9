import { PATHS } from '@flowscope/shared-api/contract';
import { renderAfterPrefetch, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { FIRST_LOAD } from '@flowscope/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../../app/screens.ts';
import AlphaFeedScreen from './AlphaFeedScreen.tsx';

const backend = mockBackendPerTest();
const { bodiesTo, signIn } = screenApi(backend);
const alertBodies = () => bodiesTo(PATHS.cexAlerts);

async function openAfterPrefetch(prefetchedSearch: string, openedUrl: string) {
  await renderAfterPrefetch(AlphaFeedScreen, {
    prefetch: prefetch?.alphaFeedCex,
    prefetchSearch: prefetchedSearch,
    url: openedUrl,
    routePath: '/alpha-feed-cex',
  });
  await screen.findAllByRole('article', {}, FIRST_LOAD);
}

describe('Alpha Feed CEX on the page’s first load', () => {
  it('shows the feed its prefetch loaded for the URL’s filters without asking again', async () => {
    await signIn('premium');
    await openAfterPrefetch(
      '?minActiveWallets=3&order=newest',
      '/alpha-feed-cex?minActiveWallets=3&order=newest',
    );
    expect(alertBodies()).toEqual([expect.objectContaining({ min_active_wallets: 3 })]);
  });

  it('asks for its own view when the prefetch loaded another', async () => {
    await signIn('premium');
    await openAfterPrefetch('', '/alpha-feed-cex?minActiveWallets=3');
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(alertBodies()[1]).toEqual(expect.objectContaining({ min_active_wallets: 3 }));
  });
});
