import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveEnvironment } from './fake-live-environment.ts';
import { BACKOFF_MAX_MS, LiveConnection } from './live-connection.ts';
import { reloadOnFirstConnection } from './first-connection.ts';

afterEach(() => {
  vi.useRealTimers();
});

function openedStream() {
  vi.useFakeTimers();
  const page = fakeLiveEnvironment();
  const stream = new LiveConnection(page.env, { connectDelayMs: 0 });
  const reload = vi.fn();
  const stop = reloadOnFirstConnection(stream, reload);
  const unsubscribe = stream.subscribe(() => undefined);
  return { page, stream, reload, stop, unsubscribe };
}

describe('reloadOnFirstConnection', () => {
  it('reloads when the stream first connects, and not when it connects again', () => {
    const { page, stream, reload, unsubscribe } = openedStream();
    expect(reload).not.toHaveBeenCalled();
    page.latest().fire('open');
    expect(reload).toHaveBeenCalledTimes(1);

    // Dropped and opened again: it resumes after its last event, nothing to reload.
    page.latest().fire('error');
    vi.advanceTimersByTime(BACKOFF_MAX_MS);
    page.latest().fire('open');
    expect(stream.getState().status).toBe('connected');
    expect(page.sources).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does nothing once stopped before the stream connects', () => {
    const { page, reload, stop, unsubscribe } = openedStream();
    stop();
    page.latest().fire('open');
    expect(reload).not.toHaveBeenCalled();
    unsubscribe();
  });
});
