import { heldWhileDrawing } from '@flowscope/core';
import { LIVE_EVENT_TYPES, parseLiveEvent, type LiveEvent } from './live-events.ts';

/** What the connection needs of an EventSource (the browser's, or a test's fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** The page around the connection: injected so tests drive it with fakes and fake timers. */
export interface LiveEnvironment {
  /** Opens the stream at `url`; null when the browser has no EventSource. */
  openSource(url: string): EventSourceLike | null;
  /** The stream's address, resuming after `lastEventId` when there is one. */
  streamUrl(lastEventId: string | null): string;
  isHidden(): boolean;
  /** Calls `listener` when the tab is shown or hidden; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Runs `callback` before the next paint (requestAnimationFrame in a browser). */
  requestFrame(callback: () => void): void;
  random(): number;
}

/**
 * idle: nobody listens. connecting: the first attempt. connected: events flow.
 * reconnecting: lost, trying again. down: several attempts failed (screens fall back to
 * their countdown refresh and say their data may be stale). paused: the tab is hidden.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'down' | 'paused';

export interface LiveState {
  status: LiveStatus;
  /** Malformed events dropped since the page loaded. */
  dropped: number;
  /** When the last event (heartbeat included) arrived, ms. */
  lastEventAt: number | null;
}

export type LiveListener = (events: readonly LiveEvent[]) => void;

/** The server beats every 10 s: three missed beats mean a dead connection. */
export const STALL_MS = 30_000;
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** After this many failed attempts in a row the stream counts as down. */
const DOWN_AFTER_FAILURES = 3;
/**
 * The first connection waits this long after the first subscriber: the screen's own first
 * requests go first, and a page that has just loaded reaches network quiet before the
 * long-lived stream opens.
 */
export const CONNECT_DELAY_MS = 2_000;
/** A burst larger than this between two frames keeps only its newest events. */
export const MAX_BATCH = 5_000;

/** Delay before attempt `failures` + 1: doubling from 1 s up to 30 s, with jitter of up to half. */
export function backoffDelay(failures: number, random: () => number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + 0.5 * random()));
}

/**
 * One live connection shared by every subscriber on the page: it opens with the first
 * subscriber and closes with the last, validates each event (a malformed one is dropped and
 * counted), reconnects with backoff resuming after the last event id, reconnects a stream
 * that has gone quiet for STALL_MS, closes while the tab is hidden (unless something holds it
 * open: browser notifications of new alerts), and hands events to subscribers in one batch
 * per animation frame.
 */
export class LiveConnection {
  private readonly listeners = new Set<LiveListener>();
  private readonly stateListeners = new Set<() => void>();
  private state: LiveState = { status: 'idle', dropped: 0, lastEventAt: null };
  private source: EventSourceLike | null = null;
  private failures = 0;
  private lastEventId: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private stopWatchingVisibility: (() => void) | null = null;
  private pending: LiveEvent[] = [];
  private frameRequested = false;
  /**
   * A batch waits while an answer is drawn in a background pass (core's background draws):
   * the update it causes would start that pass over, and a stream busy enough kept a feed's
   * first cards from ever landing. It is handed over once the last pass lands.
   */
  private readonly delivery = heldWhileDrawing(() => this.flush());
  /** Holders that need events while the tab is hidden (keepOpenWhileHidden). */
  private hiddenHolds = 0;

  constructor(
    private readonly env: LiveEnvironment,
    private readonly options: { connectDelayMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  getState = (): LiveState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Receives batches of events; the first subscriber opens the connection. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (this.listeners.size === 0) this.stop();
    };
  }

  /**
   * Opens the stream again now, resuming after the last event, when it is open or about to
   * retry (the viewer changed: a sign-in or sign-out changes what the stream may carry).
   * An idle or paused connection opens later with the current address anyway.
   */
  reconnect(): void {
    if (this.source === null && this.retryTimer === null) return;
    if (this.state.status === 'paused') return;
    this.open();
  }

  /**
   * Keeps the stream open while the tab is hidden, for as long as the returned release is not
   * called: alerts shown as system notifications must arrive while the trader is elsewhere.
   * Opening still waits for a subscriber; a connection paused by a hidden tab opens now.
   */
  keepOpenWhileHidden(): () => void {
    this.hiddenHolds += 1;
    if (this.state.status === 'paused') this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.hiddenHolds -= 1;
      if (this.hiddenHolds === 0) this.onVisibility();
    };
  }

  private pausesWhenHidden(): boolean {
    return this.hiddenHolds === 0 && this.env.isHidden();
  }

  private setState(change: Partial<LiveState>): void {
    const next = { ...this.state, ...change };
    if (
      next.status === this.state.status &&
      next.dropped === this.state.dropped &&
      next.lastEventAt === this.state.lastEventAt
    )
      return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  private start(): void {
    this.stopWatchingVisibility = this.env.onVisibilityChange(() => this.onVisibility());
    if (this.pausesWhenHidden()) {
      this.setState({ status: 'paused' });
      return;
    }
    const delay = this.options.connectDelayMs ?? CONNECT_DELAY_MS;
    if (delay <= 0) {
      this.open();
      return;
    }
    this.setState({ status: 'connecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private stop(): void {
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
    this.teardown();
    this.failures = 0;
    this.pending = [];
    this.setState({ status: 'idle' });
  }

  private onVisibility(): void {
    if (this.listeners.size === 0) return;
    if (this.pausesWhenHidden()) {
      if (this.state.status === 'paused') return;
      this.teardown();
      this.setState({ status: 'paused' });
    } else if (this.source === null && this.retryTimer === null) {
      this.open();
    }
  }

  private open(): void {
    this.teardown();
    const source = this.env.openSource(this.env.streamUrl(this.lastEventId));
    if (source === null) {
      // No EventSource at all: nothing to retry; the screens keep polling.
      this.setState({ status: 'down' });
      return;
    }
    this.source = source;
    this.setState({
      status:
        this.failures >= DOWN_AFTER_FAILURES
          ? 'down'
          : this.failures > 0 || this.state.status === 'paused'
            ? 'reconnecting'
            : 'connecting',
    });
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      this.failures = 0;
      this.setState({ status: 'connected' });
    });
    source.addEventListener('error', () => {
      if (this.source === source) this.fail();
    });
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        if (this.source === source) this.receive(type, event);
      });
    }
    this.armStall();
  }

  private receive(type: string, event: Event): void {
    this.armStall();
    const message = event as MessageEvent<unknown>;
    const id = message.lastEventId ? message.lastEventId : null;
    const parsed = typeof message.data === 'string' ? parseLiveEvent(type, message.data, id) : null;
    if (parsed === null) {
      this.setState({ dropped: this.state.dropped + 1, lastEventAt: this.now() });
      return;
    }
    if (id !== null) this.lastEventId = id;
    this.failures = 0;
    this.setState({ status: 'connected', lastEventAt: this.now() });
    if (parsed.type === 'heartbeat') return;
    this.pending.push(parsed);
    if (this.pending.length > MAX_BATCH) this.pending.splice(0, this.pending.length - MAX_BATCH);
    if (!this.frameRequested) {
      this.frameRequested = true;
      this.env.requestFrame(() => {
        this.frameRequested = false;
        this.delivery.tick();
      });
    }
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(batch);
      } catch (error) {
        // One failing screen must not cut the others off the stream.
        console.error('Live event subscriber failed', error);
      }
    }
  }

  private fail(): void {
    this.teardown();
    this.failures += 1;
    this.setState({ status: this.failures >= DOWN_AFTER_FAILURES ? 'down' : 'reconnecting' });
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.open();
      },
      backoffDelay(this.failures, this.env.random),
    );
  }

  private armStall(): void {
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null;
      this.fail();
    }, STALL_MS);
  }

  private teardown(): void {
    this.source?.close();
    this.source = null;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.retryTimer = null;
    this.stallTimer = null;
  }
}
