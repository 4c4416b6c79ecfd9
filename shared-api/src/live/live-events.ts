import * as z from 'zod/mini';
import { toAlertView } from '../endpoints/alerts/alert-inbox-calls.ts';
import { AlertRecordSchema, AlertsReadEventSchema } from '../contract/index.ts';

/** The token an event is about, as screens and favourites identify it. */
export const LiveTokenSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  ticker: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(200)),
  network: z.nullable(z.string().check(z.maxLength(40))),
  address: z.nullable(z.string().check(z.maxLength(128))),
});
export type LiveToken = z.infer<typeof LiveTokenSchema>;

const time = z.iso.datetime({ offset: true });

/** A new alpha signal: the alpha feed of its venue has a new card. */
export const SignalEventSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  token: LiveTokenSchema,
  time,
  direction: z.enum(['buy', 'sell']),
  wallets: z.int().check(z.gte(0)),
});

/** A new influencer trade: the influencer feed of its venue has new activity. */
const TradeEventSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  token: LiveTokenSchema,
  time,
  side: z.enum(['buy', 'sell', 'open_long', 'close_long', 'open_short', 'close_short']),
});

/** Alerts were raised on a token (e.g. a smart-money cluster): its watchers reload theirs. */
const AlertEventSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  token: LiveTokenSchema,
  time,
});

const TimeOnlySchema = z.object({ time });

/**
 * The trader's own new alert (sent to their streams only), read as the inbox shows it. An
 * alert of a kind this client does not know fails the schema and is dropped, as the inbox's
 * list leaves it out.
 */
const UserAlertLiveEventSchema = z.pipe(AlertRecordSchema, z.transform(toAlertView));

/** Every event the stream sends, by its SSE event name. */
const LIVE_EVENT_SCHEMAS = {
  signal: SignalEventSchema,
  trade: TradeEventSchema,
  alert: AlertEventSchema,
  heartbeat: TimeOnlySchema,
  /** The server no longer holds what was missed: reload rather than catch up. */
  resync: TimeOnlySchema,
  /** A new alert of the signed-in trader's (favourites' or a rule's). */
  user_alert: UserAlertLiveEventSchema,
  /** Alerts were marked read somewhere (another tab, a notification): `{ids, unread, time}`. */
  alerts_read: AlertsReadEventSchema,
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_SCHEMAS) as LiveEventType[];

export type LiveEvent = {
  [T in LiveEventType]: {
    type: T;
    id: string | null;
    data: z.infer<(typeof LIVE_EVENT_SCHEMAS)[T]>;
  };
}[LiveEventType];

/** Parses one SSE message; null when its name is unknown or its data does not fit. */
export function parseLiveEvent(type: string, raw: string, id: string | null): LiveEvent | null {
  if (!(type in LIVE_EVENT_SCHEMAS)) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const schema = LIVE_EVENT_SCHEMAS[type as LiveEventType];
  const parsed = schema.safeParse(json);
  return parsed.success ? ({ type, id, data: parsed.data } as LiveEvent) : null;
}
