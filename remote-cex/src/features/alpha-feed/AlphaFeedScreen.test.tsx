import { PATHS } from '@flowscope/shared-api/contract';
import {
  expectFeedFailureThenRetry,
  jsonResponse,
  renderScreen,
  screenApi,
} from '@flowscope/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  type LocationRecorder,
} from '@flowscope/shared-ui/testing';
import AlphaFeedScreen from './AlphaFeedScreen.tsx';

const ALERTS = PATHS.cexAlerts;
const backend = mockBackendPerTest();

const { bodiesTo, signIn, rewriteAnswer } = screenApi(backend);
const minWalletsSelect = () =>
  screen.getByRole('combobox', { name: 'Min active wallets' }) as HTMLSelectElement;
const alertBodies = () => bodiesTo(ALERTS);

function show(url = '/alpha-feed-cex'): LocationRecorder {
  return renderScreen(AlphaFeedScreen, { url, routePath: '/alpha-feed-cex' }).location;
}

const showFeed = (url?: string) => showFeedWith(() => show(url));

/** Lets mock-api answer as usual, then replaces its answer to the alerts call. */
const rewriteAlerts = (rewrite: (answer: Response) => Response | Promise<Response>) =>
  rewriteAnswer(ALERTS, rewrite);

/** The score a card shows in its score badge (the rating follows for screen readers). */
function shownScore(card: HTMLElement): number {
  const badge = within(card).getByTitle(/^(Excellent|Very good|Good|Fair|Poor)$/);
  return Number.parseFloat(badge.textContent ?? '');
}

/** A card's links other than its coin's page (the influencers' profiles, the track record). */
const linksBesideTheCoin = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('link')
    .filter((link) => !link.getAttribute('href')?.startsWith('/top-holdings-cex/'));

describe('Alpha Feed CEX', () => {
  it('shows a card per signal with its token, score, date, figures and influencers', async () => {
    const { userId } = await signIn('premium');
    // Newest first, so the first page mixes bullish and bearish signals.
    show('/alpha-feed-cex?order=newest');
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading CEX alerts...');
    await screen.findAllByRole('article', {}, FIRST_LOAD);

    expect(alertBodies()).toEqual([{ user_id: userId, min_active_wallets: 0 }]);
    const first = cardAt(0);
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toMatch(/^[A-Z0-9]+$/);
    // The coin's name opens its page in the app.
    const coin = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    expect(
      within(within(first).getByRole('heading', { level: 2 }))
        .getByRole('link', { name: coin })
        .getAttribute('href'),
    ).toBe(`/top-holdings-cex/${coin}`);
    expect(within(first).getByText('Score')).toBeTruthy();
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} CES?T$/)).toBeTruthy();
    for (const label of [
      'Scalpers',
      'Bought',
      'Sold',
      'SMW Flow',
      'Netflow',
      'Avg. Long Entry',
      'Avg. Short Entry',
      'Market Cap',
    ]) {
      expect(within(first).getByText(label)).toBeTruthy();
    }
    expect(statValue(first, 'Bought')).toMatch(/^\$[\d.]+[KMBT]?$/);
    expect(statValue(first, 'Netflow')).toMatch(/^-?\$[\d.]+[KMBT]?$/);
    expect(statValue(first, 'SMW Flow')).toMatch(/^[+-]?\d+$/);
    // Scalpers count wallets: a whole number, never negative like the SMW Flow can be.
    expect(statValue(first, 'Scalpers')).toMatch(/^\d+$/);
    // Avg. Long Entry is what the signal's buyers paid: a signal raised by shorts alone bought
    // nothing and has none. Which kind is newest depends on the moment the test runs.
    const boughtNothing = (card: HTMLElement) =>
      /^\$0(\.0+)?$/.test(statValue(card, 'Bought') ?? '');
    for (const card of cards()) {
      expect(statValue(card, 'Avg. Long Entry')).toMatch(
        boughtNothing(card) ? /^N\/A$/ : /^\$[\d.,]+$/,
      );
    }
    expect(cards().some((card) => !boughtNothing(card))).toBe(true);
    // A signal may have no influencer at all (the market's newest can be one): the first card
    // that names some shows them.
    const named = cards().find((card) =>
      within(card).queryByRole('heading', { name: 'Influencers Score Impact' }),
    );
    if (!named) throw new Error('no signal on the first page names its influencers');
    // A handle opens the influencer's profile in the app; their X profile is beside it.
    const profile = within(named).getAllByRole('link', { name: /^@\w+$/ })[0];
    const handle = profile?.textContent?.slice(1) ?? '';
    expect(profile?.getAttribute('href')).toBe(`/research/influencer/cex/${handle}`);
    const social = within(named).getByRole('link', {
      name: `@${handle} on X (opens in a new tab)`,
    });
    expect(social.getAttribute('href')).toBe(`https://x.com/${handle}`);
    expect(social.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(first).getAllByRole('img').length).toBeGreaterThan(0);

    // Red for a negative score, green otherwise.
    const tones = new Set(cards().map((card) => card.getAttribute('data-tone')));
    expect(tones).toEqual(new Set(['good', 'bad']));
    for (const card of cards()) {
      expect(card.getAttribute('data-tone')).toBe(shownScore(card) < 0 ? 'bad' : 'good');
    }
  });

  it('reloads with the chosen min active wallets, keeps it in the URL and starts at page 1', async () => {
    const location = await showFeed();
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(40);

    fireEvent.change(minWalletsSelect(), { target: { value: '50' } });
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(alertBodies()[1]).toEqual({ user_id: 0, min_active_wallets: 50 });
    expect(location.current).toBe('/alpha-feed-cex?minActiveWallets=50');
    expect(minWalletsSelect().value).toBe('50');
    // Back to the first page of the new answer (the cards themselves depend on the live market).
    await waitFor(() => expect(cards()).toHaveLength(20));

    // Picking the same value again does not reload.
    fireEvent.change(minWalletsSelect(), { target: { value: '50' } });
    fireEvent.change(minWalletsSelect(), { target: { value: '0' } });
    await waitFor(() => expect(alertBodies()).toHaveLength(3));
    expect(alertBodies()[2]).toEqual({ user_id: 0, min_active_wallets: 0 });
    expect(location.current).toBe('/alpha-feed-cex');
  });

  it('lists alerts by score, highest first, unless Newest is chosen, which the URL keeps', async () => {
    const scores = [12.5, 88.1, -4, 88.1, 40];
    rewriteAlerts(async (answer) => {
      const { result, data } = (await answer.json()) as {
        result: string;
        data: Record<string, unknown>[];
      };
      const alerts = data.slice(0, scores.length).map((alert, index) => ({
        ...alert,
        score: scores[index] ?? 0,
      }));
      return jsonResponse({ result, data: alerts });
    });
    const location = show();
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    const order = screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement;
    expect(order.value).toBe('score');
    expect(cards().map(shownScore)).toEqual([88.1, 88.1, 40, 12.5, -4]);
    expect(location.current).toBe('/alpha-feed-cex');

    fireEvent.change(order, { target: { value: 'newest' } });
    await waitFor(() => expect(cards().map(shownScore)).toEqual([12.5, 88.1, -4, 88.1, 40]));
    expect(location.current).toBe('/alpha-feed-cex?order=newest');
  });

  it('opens a shared link with its filter', async () => {
    await showFeed('/alpha-feed-cex?minActiveWallets=10');
    expect(minWalletsSelect().value).toBe('10');
    expect(alertBodies()).toEqual([{ user_id: 0, min_active_wallets: 10 }]);
  });

  it('falls back to the default for garbage in the URL, without an error', async () => {
    await showFeed('/alpha-feed-cex?minActiveWallets=%3Cscript%3E7');
    expect(minWalletsSelect().value).toBe('0');
    expect(screen.getByRole('option', { name: 'More than 50' })).toBeTruthy();
    expect(alertBodies()).toEqual([{ user_id: 0, min_active_wallets: 0 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts down from 15, refreshes at 0, and a manual Refresh resets the countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await showFeed();
    await untilDrawn();
    expect(refreshButton().textContent).toBe('Refresh15s');

    act(() => vi.advanceTimersByTime(14_000));
    expect(refreshButton().textContent).toBe('Refresh1s');
    expect(alertBodies()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(refreshButton().textContent).toBe('Refresh15s');
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    // The refreshed cards replace the old ones without a spinner in between.
    await waitFor(() => expect(loadMoreButton()).not.toBeNull());
    expect(cards()).toHaveLength(20);

    act(() => vi.advanceTimersByTime(5000));
    expect(refreshButton().textContent).toBe('Refresh10s');
    fireEvent.click(refreshButton());
    expect(refreshButton().textContent).toBe('Refresh15s');
    await waitFor(() => expect(alertBodies()).toHaveLength(3));
    act(() => vi.advanceTimersByTime(1000));
    // The count shows once the refreshed cards' background pass has landed (core's
    // background draws), which may be after the second has passed.
    await waitFor(() => expect(refreshButton().textContent).toBe('Refresh14s'));
  });

  it('adds the next 20 cards with Load More and hides it on the last page', async () => {
    // 45 of mock-api's signals: pages of 20, 20 and 5.
    rewriteAlerts(async (answer) => {
      const { result, data } = (await answer.json()) as { result: string; data: unknown[] };
      return jsonResponse({ result, data: data.slice(0, 45) });
    });
    await showFeed();
    // Each card as it reads, but for its age ('· 2m 39s ago'), which may tick between looks.
    const cardTexts = () =>
      cards().map((card) => (card.textContent ?? '').replace(/ · [^·]*? ago/, ''));
    const firstPage = cardTexts();
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(40);
    expect(cardTexts().slice(0, 20)).toEqual(firstPage);
    fireEvent.click(loadMoreButton() as HTMLElement);
    expect(cards()).toHaveLength(45);
    expect(loadMoreButton()).toBeNull();
  });

  it('shows anonymous visitors a masked preview: handles read *** and avatars are hidden', async () => {
    // Newest: the API's order, whose first alert is the masked one.
    await showFeed('/alpha-feed-cex?order=newest');
    expect(alertBodies()).toEqual([{ user_id: 0, min_active_wallets: 0 }]);
    for (const card of cards()) {
      expect(within(card).queryAllByRole('img', { name: /^@/ })).toEqual([]);
      // Nothing leads to the hidden influencers or the outcome; only the coin's public page.
      expect(linksBesideTheCoin(card)).toEqual([]);
    }
    expect(within(cardAt(0)).getAllByText('***').length).toBeGreaterThan(0);
    // The first card comes without its time (the masking cue): it says so instead of a gap.
    expect(within(cardAt(0)).getByTitle('Sign in to see when this signal was raised')).toBeTruthy();
    expect(within(cardAt(1)).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} CES?T$/)).toBeTruthy();
  });

  it('reloads for the signed-in user when the visitor signs in', async () => {
    await showFeed();
    expect(linksBesideTheCoin(cardAt(1))).toEqual([]);
    const { userId } = await signIn('premium');
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    expect(alertBodies()[1]).toEqual({ user_id: userId, min_active_wallets: 0 });
    await waitFor(() => expect(linksBesideTheCoin(cardAt(0)).length).toBeGreaterThan(0));
  });

  it('says what the price did after each signal older than an hour, with the track record a click away', async () => {
    await showFeed();
    await signIn('premium');
    await waitFor(() => expect(alertBodies()).toHaveLength(2));
    const outcomes = await waitFor(() => {
      const found = cards().flatMap((card) => [
        ...card.querySelectorAll<HTMLElement>('[data-signal-outcome]'),
      ]);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    for (const outcome of outcomes) {
      expect(outcome.textContent).toMatch(
        /^Price after 1h [+-]\d+\.\d{2}%( · 4h [+-]\d+\.\d{2}%)?( · 24h [+-]\d+\.\d{2}%)?·Track record$/,
      );
      expect(within(outcome).getByRole('link', { name: 'Track record' }).getAttribute('href')).toBe(
        '/research/track-record?venue=cex',
      );
    }
  });

  it('shows the error box and notification on failure, and Retry recovers', async () => {
    await expectFeedFailureThenRetry({
      failNext: backend.failNext,
      path: ALERTS,
      status: 500,
      show,
      errorText: 'Failed to load data',
      retryName: 'Retry',
      notification: {
        type: 'error',
        title: 'Failed to Load CEX Alerts Data',
        message: 'Server error occurred',
      },
    });
  });

  it('shows the error box, not broken cards, when the API answers malformed data', async () => {
    rewriteAlerts(() => jsonResponse({ result: 'ok', data: [{ coin: 42, score: 'high' }] }));
    show();
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(within(alert).getByText('Failed to load data')).toBeTruthy();
    expect(cards()).toEqual([]);
  });

  it('shows the empty state when there are no signals', async () => {
    rewriteAlerts(() => jsonResponse({ result: 'ok', data: [] }));
    show();
    expect(await screen.findByText('Žádná data k zobrazení', {}, FIRST_LOAD)).toBeTruthy();
    expect(loadMoreButton()).toBeNull();
  });

  it('never renders text from the network as HTML', async () => {
    const alert = {
      coin: '<img src=x onerror=alert(1)>',
      score: 10,
      shorts_opened: 1,
      wallets_interacted: 2,
      timestamp: '2025-06-15T11:00:00.000Z',
      smw_flow: 2,
      netflow: 1000,
      amount_bought: 2000,
      amount_sold: 1000,
      short_entry_price: 1,
      long_entry_price: 1,
      influencers_data: '',
      market_cap: null,
      holdings: 0,
      holdings_vs_mkt_cap: null,
    };
    rewriteAlerts(() => jsonResponse({ result: 'ok', data: [alert] }));
    show();
    const [card] = await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(within(card as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
