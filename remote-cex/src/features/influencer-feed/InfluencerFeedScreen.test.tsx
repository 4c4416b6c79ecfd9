import {
  configureProductLinks,
  resetProductLinks,
  useNotificationStore,
} from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import {
  expectFeedFailureThenRetry,
  jsonResponse,
  renderScreen,
  screenApi,
} from '@flowscope/shared-api/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import {
  cardAt,
  feedCards as cards,
  FIRST_LOAD,
  loadMoreButton,
  refreshButton,
  untilDrawn,
  showFeed as showFeedWith,
  statValue,
} from '@flowscope/shared-ui/testing';
import InfluencerFeedScreen from './InfluencerFeedScreen.tsx';

const FEED = PATHS.cexInfluencersData;
const FOLLOWED = PATHS.cexInfluencersList;
const FOLLOW_PATHS = { listPath: FOLLOWED, addPath: PATHS.addCexFavoriteInfluencer };
const LOADING_TEXT = 'Načítám CEX influencery...';
const backend = mockBackendPerTest();
const { bodiesTo, signIn, rewriteAnswer, follow } = screenApi(backend);

function show() {
  return renderScreen(InfluencerFeedScreen, {
    url: '/influencer-feed-cex',
    routePath: '/influencer-feed-cex',
  });
}

const showFeed = () => showFeedWith(show);

describe('Influencer Feed CEX', () => {
  it('shows premium users the influencer alerts of all influencers', async () => {
    const session = await signIn('premium');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Influencer Feed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LOADING_TEXT);
    await screen.findAllByRole('article', {}, FIRST_LOAD);

    expect(bodiesTo(FEED)).toEqual([{ user_id: session.userId, influencers: 'all' }]);
    expect(bodiesTo(FOLLOWED)).toEqual([
      { user_id: session.userId, only_for_user: true, influencers: 'all' },
    ]);
    expect(screen.getByText('Showing posts from all influencers')).toBeTruthy();
    expect(screen.queryByTestId('influencer-avatar-stack')).toBeNull();
    const manage = screen.getByRole('link', { name: 'Manage Following Influencers' });
    expect(manage.getAttribute('href')).toBe('/influencer-feed-cex/manage-following-influencers');
  });

  it("shows each alert's trade, token, wallet stats and buy links", async () => {
    await signIn('premium');
    await showFeed();

    const first = cardAt(0);
    const name = first.getAttribute('aria-labelledby');
    const headline = name ? document.getElementById(name)?.textContent : '';
    const match = /^@(\w+) just (bought|sold) \$([A-Z0-9]+)$/.exec(headline ?? '');
    if (!match) throw new Error(`unexpected headline: ${headline}`);
    const [, handle, verb, symbol] = match;
    expect(within(first).getByRole('heading', { name: 'Influencer Alert' })).toBeTruthy();
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} CES?T$/)).toBeTruthy();
    expect(
      within(first).getByText('This contract has been traded by 3 smart money wallet/s so far.'),
    ).toBeTruthy();
    // The card's own token, not a fixed sample.
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toContain(`$${symbol}`);
    // The coin heading opens the coin's page in the app.
    expect(
      within(within(first).getByRole('heading', { level: 3 }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/top-holdings-cex/${symbol}`);
    expect(first.getAttribute('data-tone')).toBe(verb === 'sold' ? 'bad' : 'good');
    // The handle opens the influencer's profile in the app, their X profile is beside it.
    expect(
      within(first)
        .getByRole('link', { name: `@${handle}` })
        .getAttribute('href'),
    ).toBe(`/research/influencer/cex/${handle}`);
    expect(
      within(first)
        .getByRole('link', { name: `@${handle} on X (opens in a new tab)` })
        .getAttribute('href'),
    ).toBe(`https://x.com/${handle}`);

    expect(statValue(first, 'Activity')).toMatch(/^(Opened|Increased|Reduced|Closed)$/);
    expect(statValue(first, 'Position type')).toMatch(/^(Long|Short)$/);
    expect(statValue(first, 'Position Value')).toMatch(/^\$[\d.]+[KMBT]?$/);
    expect(statValue(first, 'Price')).toMatch(/^\$[\d,.]+$/);
    expect(statValue(first, 'MarketCap')).toMatch(/^\$[\d.]+[KMBT]$/);
    expect(within(first).getByRole('heading', { name: 'Wallet Stats' })).toBeTruthy();
    expect(statValue(first, 'PNL')).toMatch(/^-?\$[\d.]+[KMBT]?$/);
    expect(statValue(first, 'Gain to Pain')).toMatch(/^\d+\.\d{2}$/);
    expect(statValue(first, 'Max Drawdown')).toMatch(/^\d+\.\d{2}%$/);

    const links = {
      chart: within(first).getByRole('link', { name: 'Hyperliquid' }),
      hyperliquid: within(first).getByRole('link', {
        name: /^Buy on Hyperliquid( \(bearish signal\))?$/,
      }),
      binance: within(first).getByRole('link', { name: /^Buy on Binance( \(bearish signal\))?$/ }),
    };
    expect(links.chart.getAttribute('href')).toBe(`https://app.hyperliquid.xyz/trade/${symbol}`);
    expect(links.hyperliquid.getAttribute('href')).toBe(
      `https://app.hyperliquid.xyz/trade/${symbol}`,
    );
    expect(links.binance.getAttribute('href')).toBe(
      `https://www.binance.com/en/futures/${symbol}USDT`,
    );
    for (const link of Object.values(links)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const tones = cards().map((card) => card.getAttribute('data-tone'));
    const sells = cards().filter((card) => within(card).queryByText('just sold'));
    expect(tones.filter((tone) => tone === 'bad')).toHaveLength(sells.length);
    // A sale (short opened, long cut) keeps 'Buy on Hyperliquid' but names it a bearish signal.
    for (const card of cards()) {
      const buy = within(card).queryByRole('link', { name: /^Buy on Hyperliquid/ });
      if (buy) expect(buy.textContent?.endsWith(' (bearish signal)')).toBe(sells.includes(card));
    }
  });

  it("'Buy on Binance' carries the affiliate code of the runtime config, and none by default", async () => {
    await signIn('premium');
    await showFeed();
    const buy = () => within(cardAt(0)).getByRole('link', { name: /^Buy on Binance/ });
    expect(buy().getAttribute('href')).toMatch(
      /^https:\/\/www\.binance\.com\/en\/futures\/\w+USDT$/,
    );
    cleanup();
    configureProductLinks({ binanceAffiliateCode: 'FLOWSCOPE7' });
    try {
      await showFeed();
      expect(buy().getAttribute('href')).toMatch(
        /^https:\/\/www\.binance\.com\/en\/futures\/\w+USDT\?ref=FLOWSCOPE7$/,
      );
    } finally {
      resetProductLinks();
    }
  });

  it("names the chosen influencers: two avatars and '+N' for the rest", async () => {
    const session = await signIn('premium');
    const handles = await follow(FOLLOW_PATHS, session, 3);
    // Their posts only: fewer than a page, and the feed may or may not draw the posts of all
    // influencers first (they are asked for before the followed list is known).
    show();
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(await screen.findByText('Showing posts from your chosen influencers')).toBeTruthy();
    await waitFor(() =>
      expect(bodiesTo(FEED).at(-1)).toEqual({ user_id: session.userId, influencers: 'followed' }),
    );
    const stack = screen.getByTestId('influencer-avatar-stack');
    expect(within(stack).getByRole('img', { name: `@${handles[0]}` })).toBeTruthy();
    expect(within(stack).getByRole('img', { name: `@${handles[1]}` })).toBeTruthy();
    expect(within(stack).queryByRole('img', { name: `@${handles[2]}` })).toBeNull();
    expect(within(stack).getByText('+1')).toBeTruthy();
    // Only the chosen influencers' posts.
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
      for (const card of cards()) {
        const author = within(card).getAllByRole('link')[0]?.textContent ?? '';
        expect(handles.map((handle) => `@${handle}`)).toContain(author);
      }
    });
  });

  it('counts a failed followed-list load as following nobody', async () => {
    await signIn('premium');
    backend.failNext(FOLLOWED, 500);
    await showFeed();
    expect(screen.getByText('Showing posts from all influencers')).toBeTruthy();
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });

  it("sends a signed-in trader without premium to /premium on the feed's 'Non-premium' answer", async () => {
    await signIn('free');
    const view = show();
    expect(await screen.findByRole('heading', { name: 'Get Premium' }, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows anonymous visitors the premium lock and does not ask for a followed list', async () => {
    show();
    // From the first frame, before the API's answer confirms it: nothing moves when it comes.
    expect(screen.getByText('Premium only')).toBeTruthy();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
    expect(refreshButton().textContent).toBe('Refresh');
    await waitFor(() => expect(bodiesTo(FEED)).toHaveLength(1));
    expect(await screen.findByText('Premium only', {}, FIRST_LOAD)).toBeTruthy();
    expect(bodiesTo(FEED)).toEqual([{ user_id: 0, influencers: 'all' }]);
    expect(bodiesTo(FOLLOWED)).toEqual([]);
    // A premium member may just be signed out: the lock offers the sign-in too, and the
    // countdown rests, since refreshing would only fetch the same lock again.
    expect(screen.getByRole('button', { name: 'Sign in with Discord' })).toBeTruthy();
    expect(refreshButton().textContent).toBe('Refresh');

    // Signing in as premium reloads the feed for that user.
    const session = await signIn('premium');
    expect(await screen.findAllByRole('article', {}, FIRST_LOAD)).toHaveLength(20);
    expect(bodiesTo(FEED)[1]).toEqual({ user_id: session.userId, influencers: 'all' });
    expect(screen.queryByText('Premium only')).toBeNull();
  });

  it('counts down from 15, refreshes at 0, and a manual Refresh resets the countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn('premium');
    await showFeed();
    await untilDrawn();
    expect(refreshButton().textContent).toBe('Refresh15s');
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(bodiesTo(FEED)).toHaveLength(2));
    expect(refreshButton().textContent).toBe('Refresh15s');

    act(() => vi.advanceTimersByTime(3000));
    // The count shows once the refreshed cards' background pass has landed (core's
    // background draws), which may be after the three seconds have passed.
    await waitFor(() => expect(refreshButton().textContent).toBe('Refresh12s'));
    fireEvent.click(refreshButton());
    expect(refreshButton().textContent).toBe('Refresh15s');
    await waitFor(() => expect(bodiesTo(FEED)).toHaveLength(3));
    await waitFor(() => expect(loadMoreButton()).not.toBeNull());
    expect(cards()).toHaveLength(20);
  });

  it('adds the next 20 alerts with Load More and hides it on the last page', async () => {
    await signIn('premium');
    rewriteAnswer(FEED, async (answer) => {
      const { result, data } = (await answer.json()) as { result: string; data: unknown[] };
      return jsonResponse({ result, data: data.slice(0, 30) });
    });
    await showFeed();
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(30);
    expect(loadMoreButton()).toBeNull();
  });

  it('shows the Czech error box on failure, and Zkusit znovu recovers', async () => {
    await signIn('premium');
    await expectFeedFailureThenRetry({
      failNext: backend.failNext,
      path: FEED,
      status: 503,
      show,
      errorText: 'Nepodařilo se načíst data',
      retryName: 'Zkusit znovu',
      notification: {
        title: 'Failed to Load CEX Influencers Data',
        message: 'Server error occurred',
      },
    });
  });

  it('shows the error box when the API answers malformed data', async () => {
    await signIn('premium');
    rewriteAnswer(FEED, () =>
      jsonResponse({ result: 'ok', data: [{ coin: 'BTC', side: 'hold' }] }),
    );
    show();
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(within(alert).getByText('Nepodařilo se načíst data')).toBeTruthy();
    expect(cards()).toEqual([]);
  });
});
