import type { LiveConnection } from './live-connection.ts';

/**
 * Runs `reload` once, the first time the stream is connected. The stream brings what happens
 * from the moment it opens, and the first connection opens a moment after the page's own
 * requests (CONNECT_DELAY_MS) with nothing to resume from: what happened between a load and
 * that moment (a trader's alert raised in the page's first seconds) it never brings, so what
 * was loaded before it loads again. Later connections resume after the last event, or are told
 * to reload (`resync`). Returns the stop.
 */
export function reloadOnFirstConnection(stream: LiveConnection, reload: () => void): () => void {
  let done = false;
  const stop = stream.subscribeState(() => {
    if (done || stream.getState().status !== 'connected') return;
    done = true;
    stop();
    reload();
  });
  return () => {
    if (!done) stop();
  };
}
