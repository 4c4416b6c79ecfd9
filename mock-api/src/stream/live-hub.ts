import type { AlertRecord, AlertsReadEvent } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { EventLog } from './event-log.ts';
import type { AlertEvent, LiveRecord } from './events.ts';
import { MarketEvents } from './market-events.ts';

/** One connected client: how the hub hands it events and heartbeats. */
export interface LiveClient {
  send(record: LiveRecord): void;
  heartbeat(lastId: number): void;
  /** Ends the client's stream (it reconnects and resumes from its last event). */
  end(): void;
}

export interface LiveHubOptions {
  /** The market advanced to now. */
  market: () => Market;
  now: () => number;
  /** How often the market is looked at while clients are connected (default 1 s). */
  pollMs?: number;
  /** How often each client gets a heartbeat (default 10 s). */
  heartbeatMs?: number;
}

const DEFAULT_POLL_MS = 1_000;
const HEARTBEAT_MS = 10_000;

/**
 * The server side of the live stream: the event log, the connected clients, and the timers
 * that look at the market and send heartbeats. The timers run only while someone listens.
 */
export class LiveHub {
  readonly log: EventLog;
  private readonly clients = new Set<LiveClient>();
  private readonly publishListeners = new Set<(record: LiveRecord) => void>();
  private readonly pollListeners = new Set<(market: Market) => void>();
  private readonly events = new MarketEvents();
  private timers: NodeJS.Timeout[] = [];
  /** Records published from inside a listener wait here, so every client gets ids in order. */
  private readonly outbox: LiveRecord[] = [];
  private publishing = false;

  constructor(private readonly options: LiveHubOptions) {
    this.log = new EventLog(options.now());
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Adds a client; returns its removal. */
  connect(client: LiveClient): () => void {
    this.clients.add(client);
    if (this.clients.size === 1) this.start();
    return () => {
      if (!this.clients.delete(client)) return;
      if (this.clients.size === 0) this.stop();
    };
  }

  /** Also tells `listener` of each event published (e.g. to raise alerts). */
  onPublish(listener: (record: LiveRecord) => void): void {
    this.publishListeners.add(listener);
  }

  /** Also tells `listener` after each look at the market (e.g. to count buys on favourites). */
  onPoll(listener: (market: Market) => void): void {
    this.pollListeners.add(listener);
  }

  /** Publishes that alerts were raised on a token, so its watchers reload theirs. */
  publishAlert(data: AlertEvent): void {
    this.publish(this.log.append('alert', data));
  }

  /** Publishes a new alert to its owner's streams only. */
  publishUserAlert(owner: string, alert: AlertRecord): void {
    this.publish(this.log.append('user_alert', alert, owner));
  }

  /** Tells the owner's streams that alerts were marked read (in another tab, say). */
  publishAlertsRead(owner: string, data: AlertsReadEvent): void {
    this.publish(this.log.append('alerts_read', data, owner));
  }

  /** Ends every client's stream (test control: a lost connection). */
  endAll(): void {
    for (const client of [...this.clients]) client.end();
  }

  /** Looks at the market now and publishes what it gained since the last look. */
  poll(): void {
    const market = this.options.market();
    for (const next of this.events.poll(market)) {
      this.publish(
        next.event === 'signal'
          ? this.log.append('signal', next.data)
          : this.log.append('trade', next.data),
      );
    }
    for (const listener of this.pollListeners) listener(market);
  }

  private publish(record: LiveRecord): void {
    this.outbox.push(record);
    // A listener that publishes (an alert raised by a signal) goes after the record it heard.
    if (this.publishing) return;
    this.publishing = true;
    try {
      for (let next = this.outbox.shift(); next; next = this.outbox.shift()) {
        for (const listener of this.publishListeners) listener(next);
        for (const client of this.clients) client.send(next);
      }
    } finally {
      this.publishing = false;
      this.outbox.length = 0;
    }
  }

  private start(): void {
    // The first look only takes the starting point, so history is never replayed as news.
    this.poll();
    const poll = setInterval(() => this.poll(), this.options.pollMs ?? DEFAULT_POLL_MS);
    const beat = setInterval(() => {
      for (const client of this.clients) client.heartbeat(this.log.lastId);
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
    poll.unref();
    beat.unref();
    this.timers = [poll, beat];
  }

  private stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
