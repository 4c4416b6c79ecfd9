import { renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { feedCards, showFeed } from '@flowscope/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import InfluencerFeedDexScreen from './InfluencerFeedDexScreen.tsx';

const backend = mockBackendPerTest();
const { signIn } = screenApi(backend);

const priceLine = (card: HTMLElement) => card.querySelector('[data-market-price]');

describe('Influencer alert cards: token essentials', () => {
  it("an influencer alert shows the token's price now beside the trade's own price", async () => {
    await signIn('premium');
    await showFeed(() =>
      renderScreen(InfluencerFeedDexScreen, {
        url: '/influencer-feed-dex',
        routePath: '/influencer-feed-dex',
      }),
    );
    for (const card of feedCards()) {
      expect(priceLine(card)?.textContent).toMatch(
        /^Price now\s*\$[\d.,]+\s*·\s*24h\s*[+-]\d+\.\d{2}%$/,
      );
      expect(card.querySelector('[data-token-logo] img')?.getAttribute('src')).toMatch(/\/logos\//);
    }
  });
});
