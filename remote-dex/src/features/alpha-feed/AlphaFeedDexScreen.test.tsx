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
  type LocationRecorder,
} from '@flowscope/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AlphaFeedDexScreen from './AlphaFeedDexScreen.tsx';

const ALERTS = PATHS.dexAlerts;
const DAY = 86_400_000;
const EVM = `0x${'ab'.repeat(20)}`;
const SOL = 'So11111111111111111111111111111111111111112';
const DEFAULT_BODY = {
  user_id: 0,
  token_filter: 'all_tokens',
  min_active_wallets: 0,
  max_market_cap: null,
};
const backend = mockBackendPerTest();

interface ApiAlert {
  token_name: string;
  ticker: string;
  score: number;
  network: string;
  address: string | null;
  launched_when: string;
  timestamp: string | null;
}

const { bodiesTo, signIn, rewriteRecords } = screenApi(backend);
const alertBodies = () => bodiesTo(ALERTS);

function show(url = '/alpha-feed-dex'): LocationRecorder {
  return renderScreen(AlphaFeedDexScreen, { url, routePath: '/alpha-feed-dex' }).location;
}

const showFeed = (url?: string) => showFeedWith(() => show(url));

/** Lets mock-api answer, then rewrites the alerts of its answer. */
const rewriteAlerts = (rewrite: (alerts: ApiAlert[]) => ApiAlert[]) =>
  rewriteRecords<ApiAlert>(ALERTS, rewrite);

function shownScore(card: HTMLElement): number {
  const badge = within(card).getByTitle(/^(Excellent|Good|Fair|Poor)$/);
  return Number.parseFloat(badge.textContent ?? '');
}

describe('Alpha Feed DEX', () => {
  it('a card keeps its element and the focus when a newer signal arrives above it', async () => {
    // Signed in, so no card is the masked preview.
    await signIn('premium');
    await showFeed('/alpha-feed-dex?order=newest');
    const first = cardAt(0);
    const title = within(first).getByRole('heading', { level: 2 }).textContent;
    act(() => first.focus());
    rewriteAlerts((alerts) => {
      const [top] = alerts;
      if (!top?.timestamp) return alerts;
      const later = new Date(Date.parse(top.timestamp) + 60_000).toISOString();
      return [{ ...top, token_name: 'Newest Token', timestamp: later }, ...alerts];
    });
    fireEvent.click(refreshButton());
    await waitFor(() =>
      expect(within(cardAt(0)).getByRole('heading', { level: 2 }).textContent).toBe('Newest Token'),
    );
    // The card the trader was on is the same element, with its own content and the focus.
    expect(first.isConnected).toBe(true);
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(document.activeElement).toBe(first);
  });

  it('shows scalp signal cards with token, score, date, sentence, figures and the bot link', async () => {
    const { userId } = await signIn('premium');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading DEX alerts...');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(alertBodies()).toEqual([{ ...DEFAULT_BODY, user_id: userId }]);

    const first = cardAt(0);
    expect(within(first).getByText('Scalp Signal')).toBeTruthy();
    const heading = within(first).getByRole('heading', { level: 2 });
    // The name opens the token's page in the app; the chart site is the grid's Chart link.
    const page = within(heading).getByRole('link');
    expect(page.getAttribute('href')).toMatch(/^\/token\/dex\/[a-z]+\/\w+$/);
    expect(page.getAttribute('target')).toBeNull();
    const chart = within(first).getByRole('link', { name: /DexScreener/ });
    expect(chart.getAttribute('href')).toBe(
      `https://dexscreener.com${(page.getAttribute('href') ?? '').replace('/token/dex', '')}`,
    );
    expect(chart.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} CES?T$/)).toBeTruthy();
    expect(within(first).getByText('Score')).toBeTruthy();
    expect(
      within(first).getByText(
        /^has been bought by \d+ scalpers \(\$[\d.]+[KMBT]? bought\) in the last 24 hours\.$/,
      ),
    ).toBeTruthy();
    for (const label of [
      'Chart',
      'Market Cap',
      'Token age',
      'Buy / Sell',
      'Avg. Entry',
      'Network',
    ]) {
      expect(within(first).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(statValue(first, 'Chart')).toBe('DexScreener');
    expect(statValue(first, 'Market Cap')).toMatch(/^(\$[\d.]+[KMBT]?|N\/A)$/);
    expect(statValue(first, 'Token age')).toMatch(/^(< 1h|\d+h|\d+d( \d+h)?)$/);
    expect(statValue(first, 'Buy / Sell')).toMatch(/^\$[\d.]+[KMBT]? \/ \$[\d.]+[KMBT]?$/);
    const network = /dexscreener\.com\/([a-z]+)\//.exec(chart.getAttribute('href') ?? '')?.[1];
    expect(first.querySelector(`dd [data-brand]`)).not.toBeNull();
    const bot = within(first).getByRole('link', { name: /^Buy using / });
    expect(bot.getAttribute('href')).toMatch(
      network === 'solana'
        ? /^https:\/\/t\.me\/bonkbot_bot\?start=/
        : /^https:\/\/t\.me\/maestro\?start=/,
    );
    expect(bot.getAttribute('target')).toBe('_blank');
    // Whether one signal had influencers depends on the live market; a page of them has some.
    expect(
      cards().some(
        (card) =>
          within(card).queryByRole('heading', { name: 'Influencers Score Impact' }) !== null,
      ),
    ).toBe(true);

    for (const card of cards()) {
      expect(card.getAttribute('data-tone')).toBe(shownScore(card) < 0 ? 'bad' : 'good');
    }
  });

  it('buys with one Telegram bot on solana and another elsewhere', async () => {
    rewriteAlerts((alerts) =>
      alerts.map((alert, index) =>
        index === 0
          ? { ...alert, network: 'solana', address: SOL }
          : index === 1
            ? { ...alert, network: 'base', address: EVM }
            : alert,
      ),
    );
    // Newest: the cards in the order the API answered them.
    await showFeed('/alpha-feed-dex?order=newest');
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
    expect(statValue(cardAt(0), 'Network')).toMatch(/Solana$/);
    expect(statValue(cardAt(1), 'Network')).toMatch(/Base$/);
  });

  it('keeps "Buy using" on a bearish signal but styles it neutral and names it so', async () => {
    rewriteAlerts((alerts) =>
      alerts.map((alert, index) =>
        index === 0
          ? { ...alert, score: -100, buy_volume: 1_000, sell_volume: 5_000 }
          : { ...alert, score: 99, buy_volume: 5_000, sell_volume: 1_000 },
      ),
    );
    await showFeed('/alpha-feed-dex?order=newest');
    const bearish = within(cardAt(0)).getByRole('link', {
      name: /^Buy using \w+ \(bearish signal\)$/,
    });
    expect(bearish.getAttribute('data-stance')).toBe('bearish');
    const bullish = within(cardAt(1)).getByRole('link', { name: /^Buy using \w+$/ });
    expect(bullish.getAttribute('data-stance')).toBe('bullish');
  });

  it('reads the age badge: seedling Fresh Token up to 1 day, leaf Young Token up to 14, none after', async () => {
    const launched = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const ages = [0.5, 10, 20];
    rewriteAlerts((alerts) =>
      alerts.map((alert, index) =>
        index < ages.length ? { ...alert, launched_when: launched(ages[index] ?? 0) } : alert,
      ),
    );
    await showFeed('/alpha-feed-dex?order=newest');
    expect(within(cardAt(0)).getByText('Fresh Token')).toBeTruthy();
    expect(within(cardAt(0)).getByRole('img', { name: 'seedling' })).toBeTruthy();
    expect(within(cardAt(1)).getByText('Young Token')).toBeTruthy();
    expect(within(cardAt(1)).getByRole('img', { name: 'leaf' })).toBeTruthy();
    expect(within(cardAt(2)).queryByText(/^(Fresh|Young) Token$/)).toBeNull();
    expect(statValue(cardAt(0), 'Token age')).toBe('12h');
  });

  it('lists alerts by score, highest first, unless Newest is chosen, which the URL keeps', async () => {
    const scores = [12.5, 88.1, -4, 88.1, 40];
    rewriteAlerts((alerts) =>
      alerts.slice(0, scores.length).map((alert, index) => ({
        ...alert,
        score: scores[index] ?? 0,
        token_name: `Token ${index}`,
      })),
    );
    const location = show();
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    const order = screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement;
    expect(order.value).toBe('score');
    expect(cards().map(shownScore)).toEqual([88.1, 88.1, 40, 12.5, -4]);
    // Equal scores keep the newer one first.
    expect(within(cardAt(0)).getByRole('heading', { level: 2 }).textContent).toContain('Token 1');
    expect(location.current).toBe('/alpha-feed-dex');

    fireEvent.change(order, { target: { value: 'newest' } });
    await waitFor(() => expect(cards().map(shownScore)).toEqual([12.5, 88.1, -4, 88.1, 40]));
    expect(location.current).toBe('/alpha-feed-dex?order=newest');
  });

  it('sends each filter, keeps it in the URL, and starts at page 1', async () => {
    const location = await showFeed();
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(40);

    fireEvent.change(screen.getByRole('combobox', { name: 'Min active wallets' }), {
      target: { value: '5' },
    });
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(alertBodies()[1]).toEqual({ ...DEFAULT_BODY, min_active_wallets: 5 });
    await waitFor(() => expect(cards().length).toBeLessThanOrEqual(20));

    fireEvent.click(screen.getByRole('combobox', { name: 'Network' }));
    // The list's floating part is a lazy chunk: it arrives a tick after the click.
    fireEvent.click(await screen.findByRole('option', { name: 'Ethereum' }));
    await waitFor(() => expect(alertBodies()).toHaveLength(3));
    expect(alertBodies()[2]).toEqual({
      ...DEFAULT_BODY,
      min_active_wallets: 5,
      filter_network: 'ethereum',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Fresh projects' }));
    await waitFor(() => expect(alertBodies()).toHaveLength(4));
    expect(alertBodies()[3]).toMatchObject({ token_filter: 'fresh_tokens' });
    expect(screen.getByRole('tab', { name: 'Fresh projects' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(location.current).toBe(
      '/alpha-feed-dex?minActiveWallets=5&network=ethereum&tokenFilter=fresh_tokens',
    );
  });

  it('sends the max market cap as a whole number after the pause, once', async () => {
    const location = await showFeed();
    const field = screen.getByRole('textbox', { name: 'Max market cap' });
    await userEvent.click(field);
    await userEvent.paste('$25,000,000');
    expect((field as HTMLInputElement).value).toBe('$25,000,000');
    expect(screen.getByText('= $25,000,000; tokens with no known cap are left out')).toBeTruthy();
    await waitFor(() => expect(alertBodies()).toHaveLength(2), { timeout: 10_000 });
    expect(alertBodies()[1]).toEqual({ ...DEFAULT_BODY, max_market_cap: 25_000_000 });
    expect(location.current).toBe('/alpha-feed-dex?maxMarketCap=25000000');
    await userEvent.clear(field);
    await waitFor(() => expect(alertBodies()).toHaveLength(3), { timeout: 10_000 });
    expect(alertBodies()[2]).toEqual(DEFAULT_BODY);
  });

  it('shows only fresh tokens under Fresh projects', async () => {
    // How many fresh tokens the live market has varies by day: a page of up to 20.
    show('/alpha-feed-dex?tokenFilter=fresh_tokens');
    const shown = await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(alertBodies()).toEqual([{ ...DEFAULT_BODY, token_filter: 'fresh_tokens' }]);
    for (const card of cards()) expect(within(card).getByText('Fresh Token')).toBeTruthy();
  });

  it("reads '1m' as one million dollars, not one", async () => {
    await showFeed();
    const field = screen.getByRole('textbox', { name: 'Max market cap' });
    await userEvent.click(field);
    await userEvent.paste('1m');
    await waitFor(() => expect(alertBodies()).toHaveLength(2), { timeout: 10_000 });
    expect(alertBodies()[1]).toEqual({ ...DEFAULT_BODY, max_market_cap: 1_000_000 });
  });

  it('opens a shared link with its filters, and falls back to defaults for odd values', async () => {
    show('/alpha-feed-dex?minActiveWallets=10&maxMarketCap=abc&network=mars&tokenFilter=x');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(alertBodies()).toEqual([{ ...DEFAULT_BODY, min_active_wallets: 10 }]);
    expect(
      (screen.getByRole('combobox', { name: 'Min active wallets' }) as HTMLSelectElement).value,
    ).toBe('10');
    expect(screen.getByRole('combobox', { name: 'Network' }).textContent).toBe('All Networks');
    expect(screen.getByRole('tab', { name: 'All signals' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows anonymous visitors a masked preview: handles read *** and avatars are hidden', async () => {
    await showFeed();
    let maskedHandles = 0;
    for (const card of cards()) {
      const impact = within(card).queryByRole('heading', { name: 'Influencers Score Impact' });
      if (!impact) continue;
      const list = impact.parentElement as HTMLElement;
      expect(within(list).queryAllByRole('img')).toEqual([]);
      expect(within(list).queryAllByRole('link')).toEqual([]);
      maskedHandles += within(list).getAllByText('***').length;
    }
    expect(maskedHandles).toBeGreaterThan(0);
  });

  it('adds the next 20 cards with Load More and hides it on the last page', async () => {
    rewriteAlerts((alerts) => alerts.slice(0, 45));
    await showFeed();
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(40);
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(45);
    expect(loadMoreButton()).toBeNull();
  });

  it('counts down from 15, refreshes at 0, and a manual Refresh resets the countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await showFeed();
    await untilDrawn();
    expect(secondsShown()).toBe(15);
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(secondsShown()).toBe(15);
    act(() => vi.advanceTimersByTime(4000));
    // The count shows once the refreshed cards' background pass has landed (core's
    // background draws), which may be after the four seconds have passed.
    await waitFor(() => expect(secondsShown()).toBe(11));
    fireEvent.click(refreshButton());
    expect(secondsShown()).toBe(15);
    await waitFor(() => expect(alertBodies()).toHaveLength(3));
  });

  it('shows the error box and notification on failure, and Retry recovers', async () => {
    await expectFeedFailureThenRetry({
      failNext: backend.failNext,
      path: ALERTS,
      status: 500,
      show,
      errorText: 'Failed to load DEX data',
      retryName: 'Retry',
      notification: {
        type: 'error',
        title: 'Failed to Load DEX Alerts Data',
        message: 'Server error occurred',
      },
    });
  });

  it('shows the empty state when there are no signals', async () => {
    rewriteAlerts(() => []);
    show();
    expect(await screen.findByText('Žádná data k zobrazení', {}, FIRST_LOAD)).toBeTruthy();
    expect(loadMoreButton()).toBeNull();
  });
});
