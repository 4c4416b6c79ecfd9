import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { feedCards, showFeed } from '@flowscope/shared-ui/testing';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AlphaFeedDexScreen from './AlphaFeedDexScreen.tsx';

mockBackendPerTest();

const PRICE_LINE = /^Price\s*\$[\d.,]+\s*·\s*24h\s*[+-]\d+\.\d{2}%$/;
const priceLine = (card: HTMLElement) => card.querySelector('[data-market-price]');
const heading = (card: HTMLElement) => within(card).getAllByRole('heading')[0]?.textContent ?? '';

describe('DEX feed cards: token essentials', () => {
  it("an alpha signal shows the token's logo on its chain and its price and 24h change; a masked one neither", async () => {
    await showFeed(() =>
      renderScreen(AlphaFeedDexScreen, { url: '/alpha-feed-dex', routePath: '/alpha-feed-dex' }),
    );
    const open = feedCards().filter((card) => !heading(card).includes('***'));
    expect(open.length).toBeGreaterThan(0);
    for (const card of open) {
      expect(priceLine(card)?.textContent).toMatch(PRICE_LINE);
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\//);
      expect(card.querySelector('[data-network]')).not.toBeNull();
    }
    for (const card of feedCards().filter((item) => heading(item).includes('***'))) {
      expect(priceLine(card)).toBeNull();
      expect(card.querySelector('[data-token-logo] img')).toBeNull();
    }
  });
});
