import type { AlertRecord, AlertsReadEvent } from '@flowscope/shared-api/contract';
import type { AlertEvent, LiveRecord, SignalEvent, TradeEvent } from './events.ts';

/** How many recent events a reconnecting client can catch up on. */
const EVENT_LOG_CAPACITY = 1_000;

/**
 * The last events in a bounded ring, with increasing ids. Ids start at the boot time in ms,
 * so an id a client kept from an earlier run of the server is below every new one and is
 * recognised as out of range rather than silently matching a different event.
 */
export class EventLog {
  private readonly ring: (LiveRecord | undefined)[];
  private nextId: number;
  private count = 0;

  constructor(
    firstId: number,
    private readonly capacity = EVENT_LOG_CAPACITY,
  ) {
    this.ring = new Array<LiveRecord | undefined>(capacity);
    this.nextId = firstId;
  }

  /** The id of the newest event, or the id before the first when there is none yet. */
  get lastId(): number {
    return this.nextId - 1;
  }

  append(event: 'signal', data: SignalEvent): LiveRecord;
  append(event: 'trade', data: TradeEvent): LiveRecord;
  append(event: 'alert', data: AlertEvent): LiveRecord;
  append(event: 'user_alert', data: AlertRecord, owner: string): LiveRecord;
  append(event: 'alerts_read', data: AlertsReadEvent, owner: string): LiveRecord;
  append(event: LiveRecord['event'], data: LiveRecord['data'], owner?: string): LiveRecord {
    const record = (
      owner === undefined
        ? { id: this.nextId, event, data }
        : { id: this.nextId, event, data, owner }
    ) as LiveRecord;
    this.ring[this.count % this.capacity] = record;
    this.count += 1;
    this.nextId += 1;
    return record;
  }

  /**
   * The events after `id`, oldest first; null when `id` is not within what the log holds
   * (too old, or from another run), so the client must reload instead of catching up.
   */
  since(id: number): LiveRecord[] | null {
    const held = Math.min(this.count, this.capacity);
    const oldest = this.nextId - held;
    if (id > this.lastId || id < oldest - 1) return null;
    const out: LiveRecord[] = [];
    for (let next = id + 1; next < this.nextId; next += 1) {
      const record = this.ring[(this.count - (this.nextId - next)) % this.capacity];
      if (record) out.push(record);
    }
    return out;
  }
}
