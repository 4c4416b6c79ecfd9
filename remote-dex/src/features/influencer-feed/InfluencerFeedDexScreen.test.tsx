import { PATHS } from '@flowscope/shared-api/contract';
import { expectFeedFailureThenRetry, renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import {
  cardAt,
  feedCards as cards,
  FIRST_LOAD,
  loadMoreButton,
  refreshButton,
  untilDrawn,
  secondsShown,
  showFeed as showFeedWith,
  statValue,
} from '@flowscope/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InfluencerFeedDexScreen from './InfluencerFeedDexScreen.tsx';

/** The spec's empty text of a feed. */
const NO_DATA = 'Žádná data k zobrazení';

const FEED = PATHS.dexInfluencersData;
const FOLLOWED = PATHS.dexInfluencersList;
const FOLLOW_PATHS = { listPath: FOLLOWED, addPath: PATHS.addDexFavoriteInfluencer };
const EVM = `0x${'cd'.repeat(20)}`;
const SOL = 'So11111111111111111111111111111111111111112';
const backend = mockBackendPerTest();
const { bodiesTo, signIn, rewriteRecords, follow } = screenApi(backend);

interface ApiTrade {
  network: string;
  address: string;
  pnl: number;
}

function show() {
  return renderScreen(InfluencerFeedDexScreen, {
    url: '/influencer-feed-dex',
    routePath: '/influencer-feed-dex',
  });
}

const showFeed = () => showFeedWith(show);

/** Lets mock-api answer, then rewrites the trades of its answer to the feed call. */
const rewriteFeed = (rewrite: (trades: ApiTrade[]) => unknown[]) =>
  rewriteRecords<ApiTrade>(FEED, rewrite);

describe('Influencer Feed DEX', () => {
  it('shows premium users the alerts of all influencers, and the manage link', async () => {
    const session = await signIn('premium');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Influencer Feed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Načítám DEX influencery...');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(bodiesTo(FEED)).toEqual([{ user_id: session.userId, influencers: 'all' }]);
    expect(bodiesTo(FOLLOWED)).toEqual([
      { user_id: session.userId, only_for_user: true, influencers: 'all' },
    ]);
    expect(screen.getByText('Showing posts from all influencers')).toBeTruthy();
    const manage = screen.getByRole('link', { name: 'Manage Following Influencers' });
    expect(manage.getAttribute('href')).toBe('/influencer-feed-dex/manage-following-influencers');
  });

  it("shows each alert's token, trade, wallet stats and the bot to buy with", async () => {
    await signIn('premium');
    await showFeed();
    const first = cardAt(0);
    const headline = document.getElementById(first.getAttribute('aria-labelledby') ?? '');
    const match = /^@(\w+) just (bought|sold) (\$.+)$/.exec(headline?.textContent ?? '');
    if (!match) throw new Error(`unexpected headline: ${headline?.textContent}`);
    const [, , verb, token] = match;
    expect(within(first).getByRole('heading', { name: 'Influencer Alert' })).toBeTruthy();
    expect(
      within(first).getByText('This contract has been traded by 3 smart money wallet/s so far.'),
    ).toBeTruthy();
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toContain(token);
    // The token heading opens the token's page in the app.
    expect(
      within(within(first).getByRole('heading', { level: 3 }))
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/token\/dex\/[a-z]+\/\w+$/);
    expect(first.getAttribute('data-tone')).toBe(verb === 'sold' ? 'bad' : 'good');

    for (const label of [
      'Chart',
      'Amount',
      'Entry Price',
      'Market Cap',
      'Network',
      'Token Amount',
    ]) {
      expect(within(first).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    const chart = within(first).getByRole('link', { name: 'DexScreener' });
    expect(chart.getAttribute('href')).toMatch(/^https:\/\/dexscreener\.com\/[a-z]+\/\w+$/);
    expect(chart.getAttribute('rel')).toBe('noopener noreferrer');
    expect(statValue(first, 'Amount')).toMatch(/^\$[\d.]+[KMBT]?$/);
    expect(within(first).getByRole('heading', { name: 'Wallet Stats' })).toBeTruthy();
    for (const label of ['Balance', 'Avg Buy Size', 'PNL', 'Contract Address']) {
      expect(within(first).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    const address = /dexscreener\.com\/[a-z]+\/(\w+)$/.exec(chart.getAttribute('href') ?? '')?.[1];
    expect(statValue(first, 'Contract Address')).toBe(
      `${address?.slice(0, 6)}...${address?.slice(-4)}`,
    );
    expect(
      within(first).getByRole('link', {
        name: /^Buy using (BonkBot|Maestro)( \(bearish signal\))?$/,
      }),
    ).toBeTruthy();

    const sells = cards().filter((card) => within(card).queryByText('just sold'));
    expect(cards().filter((card) => card.getAttribute('data-tone') === 'bad')).toHaveLength(
      sells.length,
    );
    // A sale's buy link keeps its text but says it goes against the signal.
    for (const card of cards()) {
      const sold = sells.includes(card);
      const bot = within(card).queryByRole('link', { name: /^Buy using / });
      if (bot) expect(bot.textContent?.endsWith(' (bearish signal)')).toBe(sold);
    }
  });

  it('copies the contract address and says Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    rewriteFeed((trades) => trades.map((trade) => ({ ...trade, network: 'base', address: EVM })));
    await signIn('premium');
    await showFeed();
    const first = cardAt(0);
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Copy contract address' }));
    });
    expect(writeText).toHaveBeenCalledWith(EVM);
    expect(first.querySelector('[aria-live="polite"]')?.textContent).toBe('Copied');
  });

  it('buys with BonkBot on solana and Maestro elsewhere; PNL coloured by sign', async () => {
    rewriteFeed((trades) =>
      trades.map((trade, index) =>
        index === 0
          ? { ...trade, network: 'solana', address: SOL, pnl: -1500 }
          : { ...trade, network: 'base', address: EVM, pnl: 2500 },
      ),
    );
    await signIn('premium');
    await showFeed();
    expect(
      within(cardAt(0))
        .getByRole('link', { name: /^Buy using BonkBot( \(bearish signal\))?$/ })
        .getAttribute('href'),
    ).toBe(`https://t.me/bonkbot_bot?start=${SOL}`);
    expect(
      within(cardAt(1))
        .getByRole('link', { name: /^Buy using Maestro( \(bearish signal\))?$/ })
        .getAttribute('href'),
    ).toBe(`https://t.me/maestro?start=${EVM}`);
    const pnl = (card: HTMLElement) =>
      within(card).getByText('PNL', { selector: 'dt' }).nextElementSibling;
    expect(pnl(cardAt(0))?.getAttribute('data-tone')).toBe('attention');
    expect(pnl(cardAt(0))?.textContent).toBe('-$1.50K');
    expect(pnl(cardAt(1))?.getAttribute('data-tone')).toBe('positive');
    expect(statValue(cardAt(0), 'Network')).toMatch(/Solana$/);
  });

  it("names the chosen influencers: two avatars and '+N' for the rest, and only their posts", async () => {
    const session = await signIn('premium');
    const handles = await follow(FOLLOW_PATHS, session, 3);
    // Their posts only: fewer than a page (none at all at some market times), and the feed may
    // or may not draw the posts of all influencers first (asked for before the followed list
    // is known).
    show();
    expect(
      await screen.findByText('Showing posts from your chosen influencers', {}, FIRST_LOAD),
    ).toBeTruthy();
    await waitFor(() =>
      expect(bodiesTo(FEED).at(-1)).toEqual({ user_id: session.userId, influencers: 'followed' }),
    );
    const stack = screen.getByTestId('influencer-avatar-stack');
    expect(within(stack).getByText('+1')).toBeTruthy();
    await waitFor(() => {
      expect(cards().length > 0 || screen.queryByText(NO_DATA) !== null).toBe(true);
      for (const card of cards()) {
        const author = within(card).getAllByRole('link')[0]?.textContent ?? '';
        expect(handles.map((handle) => `@${handle}`)).toContain(author);
      }
    });
  });

  it("sends a signed-in trader without premium to /premium on the feed's 'Non-premium' answer", async () => {
    await signIn('free');
    const view = show();
    expect(await screen.findByRole('heading', { name: 'Get Premium' }, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows anonymous visitors the lock, then reloads for the premium user who signs in', async () => {
    show();
    expect(await screen.findByText('Premium only', {}, FIRST_LOAD)).toBeTruthy();
    expect(bodiesTo(FEED)).toEqual([{ user_id: 0, influencers: 'all' }]);
    expect(bodiesTo(FOLLOWED)).toEqual([]);
    const session = await signIn('premium');
    expect(await screen.findAllByRole('article', {}, FIRST_LOAD)).toHaveLength(20);
    expect(bodiesTo(FEED)[1]).toEqual({ user_id: session.userId, influencers: 'all' });
  });

  it('counts down from 15, refreshes at 0, and a manual Refresh resets the countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn('premium');
    await showFeed();
    await untilDrawn();
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(bodiesTo(FEED)).toHaveLength(2));
    act(() => vi.advanceTimersByTime(3000));
    // The count shows once the refreshed cards' background pass has landed (core's
    // background draws), which may be after the three seconds have passed.
    await waitFor(() => expect(secondsShown()).toBe(12));
    fireEvent.click(refreshButton());
    expect(secondsShown()).toBe(15);
    await waitFor(() => expect(bodiesTo(FEED)).toHaveLength(3));
  });

  it('adds the next alerts with Load More and hides it on the last page', async () => {
    await signIn('premium');
    rewriteFeed((trades) => trades.slice(0, 30));
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
        title: 'Failed to Load DEX Influencers Data',
        message: 'Server error occurred',
      },
    });
  });
});
