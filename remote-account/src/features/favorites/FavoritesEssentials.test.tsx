import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, signInThroughMockApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { viewAsPhone } from '@flowscope/shared-ui/testing';
import FavoritesScreen from './FavoritesScreen.tsx';

const backend = mockBackendPerTest();

function show() {
  return renderScreen(FavoritesScreen, { url: '/favorites', routePath: '/favorites' });
}

/** The premium trader with two coins and two DEX tokens as favourites. */
async function premiumWithFavourites() {
  const { userId } = await signInThroughMockApi(backend.handler, 'premium');
  const market = backend.api.market();
  const now = Date.now();
  for (const token of market.venueTokens.cex.slice(0, 2)) {
    backend.api.store.favorites.addCex(userId, token.ticker, now);
  }
  const tokens = market.venueTokens.dex.filter((token) => token.address && token.network);
  for (const token of tokens.slice(0, 2)) {
    backend.api.store.favorites.addDex(
      userId,
      { network: token.network ?? '', address: token.address ?? '' },
      now,
    );
  }
}

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);

describe('Favorites: token essentials', () => {
  it('DEX favourites show price, 24h %, liquidity and risk, with the logo and the contract address', async () => {
    await premiumWithFavourites();
    show();
    const dex = await screen.findByRole('table', { name: 'DEX Favorites' }, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(dex)).toHaveLength(2));
    const labels = headers(dex);
    expect(labels.slice(labels.indexOf('SMW Holding') + 1, labels.indexOf('Remove'))).toEqual([
      'Price',
      '24h %',
      'Liquidity',
      'Risk',
    ]);
    for (const row of bodyRows(dex)) {
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\//);
      expect(within(row).getByRole('button', { name: /^Copy .+ contract address$/ })).toBeTruthy();
      expect(within(row).getByRole('button', { name: /^Risk flags of / })).toBeTruthy();
    }
  });

  it('on a phone, each favourite is a card with Remove that opens the token page', async () => {
    await premiumWithFavourites();
    viewAsPhone();
    show();
    const cex = await screen.findByRole('list', { name: 'CEX Favorites' }, { timeout: 5000 });
    await waitFor(() => expect(within(cex).getAllByRole('listitem')).toHaveLength(2));
    const [card] = within(cex).getAllByRole('listitem');
    const link = within(card as HTMLElement).getByRole('link', { name: /token page$/ });
    expect(link.getAttribute('href')).toMatch(/^\/top-holdings-cex\//);
    const remove = within(card as HTMLElement).getByRole('button', {
      name: /^Remove .+ from favorites$/,
    });
    await userEvent.click(remove);
    await waitFor(() => expect(backend.callsTo(PATHS.removeCexFavorite)).toHaveLength(1));
    const dex = screen.getByRole('list', { name: 'DEX Favorites' });
    await waitFor(() => expect(within(dex).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(within(dex).getAllByRole('listitem')[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/token\/dex\/[a-z]+\/\w+$/);
  });
});
