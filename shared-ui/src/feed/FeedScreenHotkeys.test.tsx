import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { FeedScreen, type FeedScreenFeed } from './FeedScreen.tsx';
import { InfluencerAlertCard } from './InfluencerAlertCard.tsx';
import { SignalCard } from './SignalCard.tsx';

const texts = { loading: 'Loading DEX alerts...', errorTitle: 'Failed', retry: 'Retry' };

function feed(change: Partial<FeedScreenFeed> = {}): FeedScreenFeed {
  return {
    loading: false,
    error: null,
    retry: vi.fn(),
    premiumRequired: false,
    totalCount: 3,
    hasMore: false,
    loadMore: vi.fn(),
    secondsLeft: 12,
    refresh: vi.fn(),
    ...change,
  };
}

function renderAlphaFeed(state = feed()) {
  renderWithTheme(
    <>
      <form role="search">
        <input type="search" aria-label="Search tokens" />
      </form>
      <FeedScreen
        title="Alpha Feed"
        texts={texts}
        feed={state}
        filters={<input aria-label="Max market cap" />}
      >
        {['PEPE', 'WIF', 'BONK'].map((symbol) => (
          <SignalCard
            key={symbol}
            market="dex"
            card={{
              tokenName: symbol,
              symbol,
              icon: null,
              daysOld: 3,
              score: 80,
              date: '01/01/2026 12:00',
              timestamp: '2026-01-01T11:00:00.000Z',
            }}
          >
            <p>{symbol} figures</p>
          </SignalCard>
        ))}
      </FeedScreen>
    </>,
  );
  return state;
}

const focusedCard = () => document.activeElement?.closest('article');
const focusedCardName = () => focusedCard()?.querySelector('h2')?.textContent;

describe('feed screen hotkeys', () => {
  it('j and k move the focus between the cards, staying at the ends', async () => {
    const user = userEvent.setup();
    renderAlphaFeed();
    await user.keyboard('j');
    expect(focusedCardName()).toBe('PEPE');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'PEPE' }));
    await user.keyboard('jj');
    expect(focusedCardName()).toBe('BONK');
    await user.keyboard('j');
    expect(focusedCardName()).toBe('BONK');
    await user.keyboard('kk');
    expect(focusedCardName()).toBe('PEPE');
    await user.keyboard('k');
    expect(focusedCardName()).toBe('PEPE');
  });

  it('r refreshes like the countdown Refresh button; 1-4 and f do nothing on a feed', async () => {
    const user = userEvent.setup();
    const state = renderAlphaFeed();
    await user.keyboard('j1f');
    await user.keyboard('r');
    expect(state.refresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(state.refresh).toHaveBeenCalledTimes(2);
    expect(focusedCardName()).toBeUndefined();
  });

  it('does nothing while typing in a field or with a modifier key', async () => {
    const user = userEvent.setup();
    const state = renderAlphaFeed();
    const field = screen.getByRole('textbox', { name: 'Max market cap' });
    await user.click(field);
    await user.keyboard('jkr?');
    expect(field).toHaveProperty('value', 'jkr?');
    expect(document.activeElement).toBe(field);
    field.blur();
    await user.keyboard('{Control>}r{/Control}{Meta>}j{/Meta}{Alt>}j{/Alt}');
    expect(state.refresh).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('? lists exactly the keys that work on a feed; Escape gives the focus back to the card', async () => {
    const user = userEvent.setup();
    renderAlphaFeed();
    await user.keyboard('jj');
    const card = document.activeElement;
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const lines = within(dialog)
      .getAllByRole('definition')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Focus the next card',
      'Focus the previous card',
      'Refresh the data',
      'Focus the search',
      'Open the command palette (⌘K on a Mac)',
      'Show these shortcuts',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card?.contains(document.activeElement)).toBe(true));
    await user.keyboard('j');
    expect(focusedCardName()).toBe('BONK');
  });

  it('works on an influencer feed’s alert cards too', async () => {
    const user = userEvent.setup();
    const state = feed({ totalCount: 2 });
    renderWithTheme(
      <FeedScreen title="Influencer Feed" texts={texts} feed={state}>
        {['alice', 'bob'].map((handle) => (
          <InfluencerAlertCard
            key={handle}
            side="buy"
            handle={handle}
            profileUrl={`https://x.com/${handle}`}
            datetime="01/01/2026 12:00"
            token="$BTC"
          />
        ))}
      </FeedScreen>,
    );
    await user.keyboard('jj');
    expect(focusedCard()?.textContent).toContain('@bob');
    await user.keyboard('r');
    expect(state.refresh).toHaveBeenCalledTimes(1);
  });
});
