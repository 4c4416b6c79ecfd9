import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { FeedScreen, type FeedScreenFeed } from './FeedScreen.tsx';

const texts = { loading: 'Loading DEX alerts...', errorTitle: 'Failed', retry: 'Retry' };
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

function feed(change: Partial<FeedScreenFeed> = {}): FeedScreenFeed {
  return {
    loading: false,
    error: null,
    retry: vi.fn(),
    premiumRequired: false,
    totalCount: 2,
    hasMore: false,
    loadMore: vi.fn(),
    secondsLeft: 12,
    refresh: vi.fn(),
    lastUpdated: NOW,
    newCount: 0,
    showNew: vi.fn(),
    liveStatus: 'connected',
    ...change,
  };
}

function renderFeed(state: FeedScreenFeed) {
  return renderWithTheme(
    <FeedScreen title="Alpha Feed" texts={texts} feed={state}>
      <article>first card</article>
      <article>second card</article>
    </FeedScreen>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('FeedScreen, live', () => {
  it("shows a 'N new' pill that reveals the waiting cards and takes the reader to them", () => {
    const showNew = vi.fn();
    const scroll = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      HTMLElement.prototype.scrollIntoView = original;
    });
    const { rerender } = renderFeed(feed({ newCount: 0, showNew }));
    expect(screen.queryByRole('button', { name: /new$/ })).toBeNull();
    const status = screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'));
    expect(status).toBeTruthy();

    rerender(
      <FeedScreen title="Alpha Feed" texts={texts} feed={feed({ newCount: 3, showNew })}>
        <article>first card</article>
      </FeedScreen>,
    );
    const pill = screen.getByRole('button', { name: '3 new' });
    // The pill floats: it takes no height, so the cards below it do not move.
    expect(getComputedStyle(pill.parentElement?.parentElement as Element).height).toBe('0px');
    fireEvent.click(pill);
    expect(showNew).toHaveBeenCalledOnce();
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Alpha Feed' }));
  });

  it('has no pill when the feed is not live', () => {
    renderFeed(feed({ newCount: undefined, showNew: undefined }));
    expect(screen.queryByRole('button', { name: /new$/ })).toBeNull();
  });

  it("says when the data was fetched and marks it 'stale' after a minute", () => {
    renderFeed(feed({ lastUpdated: NOW - 5_000 }));
    expect(screen.getByText(/^Updated/).textContent).toBe('Updated Just now');
    expect(screen.queryByText('stale')).toBeNull();
    act(() => vi.advanceTimersByTime(56_000));
    expect(screen.getByText(/^Updated/).textContent).toBe('Updated 1m 1s ago');
    expect(screen.getByText('stale')).toBeTruthy();
  });

  it("marks fresh data 'stale' while the live stream is down", () => {
    renderFeed(feed({ lastUpdated: NOW, liveStatus: 'down' }));
    expect(screen.getByText('stale').textContent).toContain('Live updates are unavailable');
  });

  it('shows no freshness before the first answer or on a locked feed', () => {
    const { rerender } = renderFeed(feed({ lastUpdated: null }));
    expect(screen.queryByText(/^Updated/)).toBeNull();
    rerender(
      <FeedScreen title="Alpha Feed" texts={texts} feed={feed({ premiumRequired: true })}>
        <article>card</article>
      </FeedScreen>,
    );
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });
});
