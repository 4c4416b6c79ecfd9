import { renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { feedCards, showFeed } from '@flowscope/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import InfluencerFeedScreen from './InfluencerFeedScreen.tsx';

const backend = mockBackendPerTest();
const { signIn } = screenApi(backend);

const priceLine = (card: HTMLElement) => card.querySelector('[data-market-price]');

describe('Influencer alert cards: token essentials', () => {
  it("an influencer alert shows the coin's price now and its 24h change", async () => {
    await signIn('premium');
    await showFeed(() =>
      renderScreen(InfluencerFeedScreen, {
        url: '/influencer-feed-cex',
        routePath: '/influencer-feed-cex',
      }),
    );
    for (const card of feedCards()) {
      expect(priceLine(card)?.textContent).toMatch(
        /^Price now\s*\$[\d.,]+\s*·\s*24h\s*[+-]\d+\.\d{2}%$/,
      );
    }
  });
});
