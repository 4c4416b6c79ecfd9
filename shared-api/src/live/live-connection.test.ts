import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundDraw } from '@flowscope/core';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  CONNECT_DELAY_MS,
  LiveConnection,
  MAX_BATCH,
  STALL_MS,
} from './live-connection.ts';
import { fakeLiveEnvironment, liveSignalJson } from './fake-live-environment.ts';
import type { LiveEvent } from './live-events.ts';

const signal = (n: number) => liveSignalJson('dex', n);
const beat = () => JSON.stringify({ time: new Date().toISOString() });

function harness() {
  const page = fakeLiveEnvironment();
  const connection = new LiveConnection(page.env, { connectDelayMs: 0 });
  const batches: (readonly LiveEvent[])[] = [];
  return {
    ...page,
    connection,
    batches,
    subscribe: () => connection.subscribe((events) => batches.push(events)),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('opens one connection for all subscribers and closes it with the last', () => {
    const h = harness();
    const stopA = h.subscribe();
    const stopB = h.subscribe();
    expect(h.sources).toHaveLength(1);
    expect(h.connection.getState().status).toBe('connecting');
    h.latest().fire('open');
    expect(h.connection.getState().status).toBe('connected');
    stopA();
    expect(h.latest().closed).toBe(false);
    stopB();
    expect(h.latest().closed).toBe(true);
    expect(h.connection.getState().status).toBe('idle');
  });

  it('opens the first connection once the page’s own first requests have gone', () => {
    const page = fakeLiveEnvironment();
    const connection = new LiveConnection(page.env);
    connection.subscribe(() => undefined);
    expect(connection.getState().status).toBe('connecting');
    vi.advanceTimersByTime(CONNECT_DELAY_MS - 1);
    expect(page.sources).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.sources).toHaveLength(1);
  });

  it('hands a 10,000-event burst to subscribers in one batch per animation frame', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    for (let n = 1; n <= 10_000; n += 1) h.latest().fire('signal', signal(n), String(n));
    h.latest().fire('heartbeat', beat(), '10000');
    expect(h.batches).toHaveLength(0);
    h.frame();
    expect(h.batches).toHaveLength(1);
    // Bounded: a burst larger than MAX_BATCH between two frames keeps its newest events.
    expect(h.batches[0]).toHaveLength(MAX_BATCH);
    expect(h.batches[0]?.[0]).toMatchObject({ id: String(10_001 - MAX_BATCH) });
    expect(h.batches[0]?.[MAX_BATCH - 1]).toMatchObject({
      type: 'signal',
      id: '10000',
      data: { wallets: 10_000 },
    });
    h.frame();
    expect(h.batches).toHaveLength(1);
  });

  it('holds its batches while an answer is drawn in the background, and hands them over after', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    const landed = startBackgroundDraw();
    h.latest().fire('signal', signal(1), '1');
    h.frame();
    h.latest().fire('signal', signal(2), '2');
    h.frame();
    expect(h.batches).toHaveLength(0);
    landed();
    expect(h.batches.flat().map((event) => event.id)).toEqual(['1', '2']);
    h.latest().fire('signal', signal(3), '3');
    h.frame();
    expect(h.batches.flat().map((event) => event.id)).toEqual(['1', '2', '3']);
  });

  it('drops and counts malformed events without disturbing the rest', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('signal', '{not json', '1');
    h.latest().fire('signal', JSON.stringify({ venue: 'nyse' }), '2');
    h.latest().fire('trade', signal(3), '3'); // a signal's shape is not a trade
    h.latest().fire('signal', signal(4), '4');
    h.frame();
    expect(h.connection.getState().dropped).toBe(3);
    expect(h.batches.flat().map((event) => event.id)).toEqual(['4']);
  });

  it('reconnects with doubling backoff after the last event id and is down after three failures', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    h.latest().fire('signal', signal(7), '7');
    h.latest().fire('error');
    expect(h.latest().closed).toBe(true);
    expect(h.connection.getState().status).toBe('reconnecting');

    vi.advanceTimersByTime(999);
    expect(h.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/stream?lastEventId=7');

    h.latest().fire('error');
    vi.advanceTimersByTime(1_999);
    expect(h.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(h.sources).toHaveLength(3);
    h.latest().fire('error');
    expect(h.connection.getState().status).toBe('down');
    vi.advanceTimersByTime(4_000);
    expect(h.sources).toHaveLength(4);

    h.latest().fire('open');
    expect(h.connection.getState().status).toBe('connected');
    h.latest().fire('error');
    // A success resets the backoff.
    vi.advanceTimersByTime(1_000);
    expect(h.sources).toHaveLength(5);
  });

  it('caps the backoff and spreads retries with jitter', () => {
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
    expect(backoffDelay(12, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(3, () => 0)).toBe(2_000);
  });

  it('reconnects a stream that has gone quiet for 30 s', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    vi.advanceTimersByTime(STALL_MS - 5_000);
    h.latest().fire('heartbeat', beat(), '3');
    vi.advanceTimersByTime(STALL_MS - 1);
    expect(h.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.sources[0]?.closed).toBe(true);
    expect(h.connection.getState().status).toBe('reconnecting');
    vi.advanceTimersByTime(1_000);
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/stream?lastEventId=3');
  });

  it('closes while the tab is hidden and resumes when it is shown', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    h.latest().fire('signal', signal(5), '5');
    h.setHidden(true);
    expect(h.latest().closed).toBe(true);
    expect(h.connection.getState().status).toBe('paused');
    // Hidden: no stall reconnects and no retries, however long.
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(h.sources).toHaveLength(1);
    h.setHidden(false);
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/stream?lastEventId=5');
    expect(h.connection.getState().status).toBe('reconnecting');
  });

  it('says down at once when the browser has no EventSource', () => {
    const page = fakeLiveEnvironment();
    const connection = new LiveConnection(
      { ...page.env, openSource: () => null },
      { connectDelayMs: 0 },
    );
    connection.subscribe(() => undefined);
    expect(connection.getState().status).toBe('down');
    vi.advanceTimersByTime(60_000);
    expect(page.sources).toHaveLength(0);
  });

  it('keeps delivering to other subscribers when one throws', () => {
    const h = harness();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    h.connection.subscribe(() => {
      throw new Error('broken screen');
    });
    h.subscribe();
    h.latest().fire('signal', signal(1), '1');
    h.frame();
    expect(h.batches).toHaveLength(1);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('stays open while hidden as long as something holds it, then pauses', () => {
    const h = harness();
    h.subscribe();
    h.latest().fire('open');
    const release = h.connection.keepOpenWhileHidden();
    h.setHidden(true);
    expect(h.latest().closed).toBe(false);
    expect(h.connection.getState().status).toBe('connected');
    h.latest().fire('signal', signal(1), '1');
    h.frame();
    expect(h.batches).toHaveLength(1);
    release();
    expect(h.latest().closed).toBe(true);
    expect(h.connection.getState().status).toBe('paused');
    // A hold taken while paused opens the stream again, resuming after the last event.
    const again = h.connection.keepOpenWhileHidden();
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/stream?lastEventId=1');
    again();
  });

  it('reads the trader’s own alert and read-mark events, and drops ones that do not fit', () => {
    const h = harness();
    h.subscribe();
    const alert = {
      id: 9,
      kind: 'rule',
      token: { venue: 'cex', ticker: 'BTC', name: 'Bitcoin', network: null, address: null },
      count: 1,
      time: '2026-01-01T00:00:00.000Z',
      read: false,
      title: 'Smart-money cluster on BTC',
      body: '6 smart-money wallets bought BTC in the last 4 hours (your rule: 5 or more).',
      url: '/top-holdings-cex/BTC',
      rule: { id: 2, kind: 'cluster_buys', name: null },
      value: 6,
    };
    h.latest().fire('user_alert', JSON.stringify(alert), '1');
    h.latest().fire('user_alert', JSON.stringify({ ...alert, kind: 'someday' }), '2');
    h.latest().fire(
      'alerts_read',
      JSON.stringify({ ids: [9], unread: 0, time: '2026-01-01T00:00:01.000Z' }),
      '3',
    );
    h.frame();
    expect(h.batches[0]).toEqual([
      {
        type: 'user_alert',
        id: '1',
        data: expect.objectContaining({
          id: 9,
          url: '/top-holdings-cex/BTC',
          hours: null,
          value: 6,
        }),
      },
      {
        type: 'alerts_read',
        id: '3',
        data: { ids: [9], unread: 0, time: '2026-01-01T00:00:01.000Z' },
      },
    ]);
    expect(h.connection.getState().dropped).toBe(1);
  });
});
