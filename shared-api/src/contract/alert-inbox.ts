import * as z from 'zod/mini';
import { AlertRuleKindSchema, PositionSubjectSchema } from './alert-rules.ts';
import { DateTimeSchema } from './common.ts';
import { objectEnvelope } from './envelope.ts';

/**
 * The trader's alerts, one inbox for the bell, the Alerts page, browser notifications and
 * the webhook: each alert has one id and one read state, so reading it in one place reads
 * it everywhere.
 *
 * Kinds: signal, trade and cluster are alerts on favourites (a new signal, influencer
 * trades folded into one alert, a smart-money cluster); rule is an alert rule firing.
 */
export const ALERT_KINDS = ['signal', 'trade', 'cluster', 'rule'] as const;
export const AlertKindSchema = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKindSchema>;

/** The token an alert is about, as the live stream names it. */
export const AlertTokenSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  /** CEX coin symbol or DEX ticker. */
  ticker: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(200)),
  /** DEX only (null for CEX coins). */
  network: z.nullable(z.string().check(z.maxLength(40))),
  address: z.nullable(z.string().check(z.maxLength(128))),
});
export type AlertToken = z.infer<typeof AlertTokenSchema>;

/** The rule behind a 'rule' alert, as it was when it fired. */
export const AlertRuleRefSchema = z.object({
  id: z.int().check(z.positive()),
  kind: AlertRuleKindSchema,
  name: z.nullable(z.string()),
});
export type AlertRuleRef = z.infer<typeof AlertRuleRefSchema>;

/**
 * One alert. title and body are plain text (never HTML) written for a notification; url is
 * the token's page in the app (a path: `/top-holdings-cex/BTC`, or the Search screen for a
 * DEX token, see tokenPagePath). count: trades folded into a trade alert, the wallets of a
 * cluster, else 1. hours: the window of a cluster or netflow alert. value: the figure that
 * fired a rule (wallets, netflow in USD, or the score). subject: who moved, for a
 * position_change rule.
 */
export const AlertRecordSchema = z.object({
  id: z.int().check(z.positive()),
  kind: AlertKindSchema,
  token: AlertTokenSchema,
  count: z.int().check(z.gte(1)),
  hours: z.optional(z.int().check(z.positive())),
  time: DateTimeSchema,
  read: z.boolean(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  rule: z.optional(AlertRuleRefSchema),
  subject: z.optional(PositionSubjectSchema),
  value: z.optional(z.number()),
});
export type AlertRecord = z.infer<typeof AlertRecordSchema>;

/** GET /alerts (at most ALERT_INBOX_LIMIT, newest first) and GET /alerts/favorites. */
export const ALERT_INBOX_LIMIT = 50;
export const AlertInboxResponseSchema = objectEnvelope(
  z.object({ alerts: z.array(AlertRecordSchema), unread: z.int().check(z.gte(0)) }),
);
export type AlertInboxResponse = z.infer<typeof AlertInboxResponseSchema>;

/** POST /alerts/read and POST /alerts/favorites/read: the alerts to mark; absent = all. */
export const MarkAlertsReadRequestSchema = z.object({
  ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(500))),
});
export type MarkAlertsReadRequest = z.input<typeof MarkAlertsReadRequestSchema>;
/** The unread count left. */
export const MarkAlertsReadResponseSchema = objectEnvelope(
  z.object({ unread: z.int().check(z.gte(0)) }),
);

/**
 * Live stream events (GET /stream) sent only to the streams of the alert's owner:
 * `user_alert` carries a new alert (data: AlertRecord, read false); `alerts_read` says
 * alerts were marked read somewhere (ids: those that were unread and are read now) with
 * the inbox's unread count left (every kind), so every tab, the bell and the notifications
 * follow.
 */
export const USER_ALERT_EVENT = 'user_alert';
export const ALERTS_READ_EVENT = 'alerts_read';
export const AlertsReadEventSchema = z.object({
  ids: z.array(z.int().check(z.positive())),
  unread: z.int().check(z.gte(0)),
  time: DateTimeSchema,
});
export type AlertsReadEvent = z.infer<typeof AlertsReadEventSchema>;

/**
 * The app page of a token, as an alert links it: the CEX token detail page, or the Search
 * screen on the token's address for a DEX token (which has no page of its own). The same
 * paths as shared-api's routeTo.tokenDetail and routeTo.search.
 */
export function tokenPagePath(token: Pick<AlertToken, 'venue' | 'ticker' | 'address'>): string {
  if (token.venue === 'cex') return `/top-holdings-cex/${encodeURIComponent(token.ticker)}`;
  const query = (token.address ?? token.ticker).trim();
  return `/search?${new URLSearchParams({ query }).toString()}`;
}
