import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { feedCards, showFeed } from '@flowscope/shared-ui/testing';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AlphaFeedScreen from './AlphaFeedScreen.tsx';

mockBackendPerTest();

const priceLine = (card: HTMLElement) => card.querySelector('[data-market-price]');
const heading = (card: HTMLElement) => within(card).getAllByRole('heading')[0]?.textContent ?? '';

describe('CEX feed cards: token essentials', () => {
  it("an alpha signal shows the coin's logo and its price and 24h change", async () => {
    await showFeed(() =>
      renderScreen(AlphaFeedScreen, { url: '/alpha-feed-cex', routePath: '/alpha-feed-cex' }),
    );
    const open = feedCards().filter((card) => !heading(card).includes('***'));
    expect(open.length).toBeGreaterThan(0);
    for (const card of open) {
      expect(priceLine(card)?.textContent).toMatch(
        /^Price\s*\$[\d.,]+\s*·\s*24h\s*[+-]\d+\.\d{2}%$/,
      );
      expect(card.querySelector('[data-token-logo] img')?.getAttribute('src')).toMatch(
        /\/logos\/cex-/,
      );
    }
  });
});
