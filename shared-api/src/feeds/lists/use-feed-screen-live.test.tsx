import { PATHS } from '@flowscope/shared-api/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveEnvironment, liveSignalJson } from '../../live/fake-live-environment.ts';
import { LiveConnection } from '../../live/live-connection.ts';
import { setLiveStreamForTests } from '../../live/live-stream.ts';
import { signInForTest } from '../../http/test-support.ts';
import { resetSessionStore } from '../../session/session-store.ts';
import { LIVE_FEEDS } from './live-feeds.ts';
import { queryWrapper } from '../../testing/query-wrapper.tsx';
import { useFeedScreen } from './use-feed-screen.ts';
import { LIVE_RELOAD_MIN_MS } from './use-live-reload.ts';

interface Card {
  symbol: string;
  network: string;
  address: string;
  timestamp: string | null;
}

const card = (n: number): Card => ({
  symbol: `T${n}`,
  network: 'ethereum',
  address: `0x${n}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
});
/** Newest first, as the API answers: cards n down to 1. */
const feedOf = (n: number): Card[] => Array.from({ length: n }, (_, i) => card(n - i));

let page: ReturnType<typeof fakeLiveEnvironment>;
let answer: Card[];
let load: ReturnType<typeof vi.fn<() => Promise<Card[]>>>;

beforeEach(() => {
  vi.useFakeTimers();
  page = fakeLiveEnvironment();
  setLiveStreamForTests(new LiveConnection(page.env, { connectDelayMs: 0 }));
  answer = feedOf(3);
  load = vi.fn(() => Promise.resolve([...answer]));
});
afterEach(() => {
  cleanup();
  setLiveStreamForTests(null);
  resetSessionStore();
  vi.useRealTimers();
});

/** Lets the loads started so far answer. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

async function renderFeed(filters = { network: 'all' }) {
  const hook = renderHook(
    (props: { filters: { network: string } }) =>
      useFeedScreen({
        call: PATHS.dexAlerts,
        load,
        filters: props.filters,
        errorTitle: 'Failed to Load DEX Alerts Data',
        live: LIVE_FEEDS.dexSignals,
      }),
    { initialProps: { filters }, wrapper: queryWrapper().wrapper },
  );
  await settle();
  return hook;
}

/** A signal event of `venue` arrives and its frame is painted. */
async function signalArrives(venue: 'cex' | 'dex', n: number) {
  await act(async () => {
    page.latest().fire('open');
    page.latest().fire('signal', liveSignalJson(venue, n), String(n));
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
  });
}

const symbols = (cards: readonly Card[]) => cards.map((c) => c.symbol);

describe('useFeedScreen, live', () => {
  it('reloads on a signal of its venue and holds the new card behind the pill until asked', async () => {
    const { result } = await renderFeed();
    expect(symbols(result.current.items)).toEqual(['T3', 'T2', 'T1']);
    expect(result.current.newCount).toBe(0);
    expect(page.sources).toHaveLength(1);

    answer = feedOf(4);
    await signalArrives('dex', 4);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.newCount).toBe(1);
    expect(symbols(result.current.items)).toEqual(['T3', 'T2', 'T1']);
    expect(result.current.loading).toBe(false);

    act(() => result.current.showNew());
    expect(symbols(result.current.items)).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect(result.current.newCount).toBe(0);
  });

  it('keeps the masked preview the reader saw until the new cards are shown', async () => {
    // Signed out, the newest signal is the masked preview (no timestamp) and the rest follow.
    const anonymous = (n: number): Card[] => {
      const [newest, ...rest] = feedOf(n);
      return newest ? [{ ...newest, timestamp: null }, ...rest] : [];
    };
    answer = anonymous(3);
    const { result } = await renderFeed();
    expect(symbols(result.current.items)).toEqual(['T3', 'T2', 'T1']);

    // T4 arrives: the preview would move on to T4 (another card, maybe of another height)
    // and T3 come out from behind it; both wait for the reader, so nothing on screen moves.
    answer = anonymous(4);
    await signalArrives('dex', 4);
    expect(symbols(result.current.items)).toEqual(['T3', 'T2', 'T1']);
    expect(result.current.items[0]?.timestamp).toBeNull();
    expect(result.current.newCount).toBe(1);

    act(() => result.current.showNew());
    expect(symbols(result.current.items)).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect(result.current.items[0]?.timestamp).toBeNull();
    expect(result.current.items[1]?.timestamp).not.toBeNull();
    expect(result.current.newCount).toBe(0);
  });

  it('ignores the other venue’s signals', async () => {
    await renderFeed();
    await signalArrives('cex', 9);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RELOAD_MIN_MS * 2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once for a burst, at most once a second', async () => {
    await renderFeed();
    await act(async () => {
      page.latest().fire('open');
      for (let n = 10; n < 1_010; n += 1)
        page.latest().fire('signal', liveSignalJson('dex', n), String(n));
      page.frame();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await signalArrives('dex', 2_000);
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RELOAD_MIN_MS));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the Load More pages when new cards arrive', async () => {
    answer = feedOf(45);
    const { result } = await renderFeed();
    act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(40);
    answer = feedOf(47);
    await signalArrives('dex', 47);
    expect(result.current.newCount).toBe(2);
    expect(result.current.items).toHaveLength(40);
    expect(result.current.items[0]?.symbol).toBe('T45');
    act(() => result.current.showNew());
    expect(result.current.items).toHaveLength(40);
    expect(result.current.items[0]?.symbol).toBe('T47');
    expect(result.current.hasMore).toBe(true);
  });

  it('shows everything of a refresh the reader asked for, and of new filters', async () => {
    const { result, rerender } = await renderFeed();
    answer = feedOf(5);
    await signalArrives('dex', 5);
    expect(result.current.newCount).toBe(2);
    answer = feedOf(6);
    act(() => result.current.refresh());
    await settle();
    expect(symbols(result.current.items)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2', 'T1']);
    answer = feedOf(2);
    rerender({ filters: { network: 'solana' } });
    await settle();
    expect(symbols(result.current.items)).toEqual(['T2', 'T1']);
    expect(result.current.newCount).toBe(0);
  });

  it('shows all of the first answer for new filters, though none of it was on screen', async () => {
    const { result, rerender } = await renderFeed();
    answer = [card(12), card(11)];
    rerender({ filters: { network: 'solana' } });
    // The previous filters' cards stand in while the new ones load.
    expect(symbols(result.current.items)).toEqual(['T3', 'T2', 'T1']);
    await settle();
    expect(symbols(result.current.items)).toEqual(['T12', 'T11']);
    expect(result.current.newCount).toBe(0);
  });

  it('shows all of the first answer after signing in, though none of it was on screen', async () => {
    const { result } = await renderFeed();
    answer = [card(12), card(11)];
    act(() => signInForTest());
    await settle();
    expect(symbols(result.current.items)).toEqual(['T12', 'T11']);
    expect(result.current.newCount).toBe(0);
  });

  it('still refreshes on its countdown when the stream is down', async () => {
    const { result } = await renderFeed();
    await act(async () => {
      for (let failures = 0; failures < 3; failures += 1) {
        page.latest().fire('error');
        await vi.advanceTimersByTimeAsync(0);
        if (failures < 2) await vi.advanceTimersByTimeAsync(1_000 * 2 ** failures);
      }
    });
    expect(result.current.liveStatus).toBe('down');
    const before = load.mock.calls.length;
    answer = feedOf(4);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(load.mock.calls.length).toBe(before + 1);
    // Arrivals still wait for the reader, whichever way they came.
    expect(result.current.newCount).toBe(1);
  });
});

describe('LIVE_FEEDS keys', () => {
  it('tell signal cards apart by token and time, and keep the masked preview one card', () => {
    const key = LIVE_FEEDS.dexSignals.keyOf;
    expect(key(card(1))).not.toBe(key(card(2)));
    expect(key({ ...card(1), timestamp: null })).toBe(key({ ...card(2), timestamp: null }));
    const trade = {
      twitterHandle: 'whale',
      tokenName: 'PEPE',
      timestamp: '2026-01-01T00:00:01.000Z',
      side: 'buy',
    };
    expect(LIVE_FEEDS.dexTrades.keyOf(trade)).not.toBe(
      LIVE_FEEDS.dexTrades.keyOf({ ...trade, side: 'sell' }),
    );
  });
});
