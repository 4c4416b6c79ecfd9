import type { EventSourceLike, LiveEnvironment } from './live-connection.ts';

/** A stand-in EventSource a test fires events on. */
export class FakeEventSource implements EventSourceLike {
  closed = false;
  private readonly handlers = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  /** Fires `type`: a MessageEvent when there is data, else a plain event (open, error). */
  fire(type: string, data?: string, id = ''): void {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data, lastEventId: id });
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
}

/** A page for LiveConnection that a test drives: sources, frames and visibility by hand. */
export function fakeLiveEnvironment() {
  const sources: FakeEventSource[] = [];
  const frames: (() => void)[] = [];
  const visibility = new Set<() => void>();
  let hidden = false;
  const env: LiveEnvironment = {
    openSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    streamUrl: (lastEventId) => `/api/stream${lastEventId ? `?lastEventId=${lastEventId}` : ''}`,
    isHidden: () => hidden,
    onVisibilityChange: (listener) => {
      visibility.add(listener);
      return () => visibility.delete(listener);
    },
    requestFrame: (callback) => frames.push(callback),
    random: () => 1,
  };
  return {
    env,
    sources,
    latest: () => {
      const source = sources.at(-1);
      if (!source) throw new Error('no source opened');
      return source;
    },
    /** Runs the frame callbacks waiting (one animation frame). */
    frame: () => frames.splice(0).forEach((run) => run()),
    setHidden: (value: boolean) => {
      hidden = value;
      visibility.forEach((listener) => listener());
    },
  };
}

/** The JSON of a valid signal event of `venue`, its time `second` seconds into 2026. */
export function liveSignalJson(venue: 'cex' | 'dex', second: number, ticker = 'PEPE'): string {
  return JSON.stringify({
    venue,
    token: {
      venue,
      ticker,
      name: ticker,
      network: venue === 'dex' ? 'ethereum' : null,
      address: venue === 'dex' ? '0xabc' : null,
    },
    time: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
    direction: 'buy',
    wallets: second,
  });
}
