import * as z from 'zod/mini';
import {
  ALERT_PATHS,
  AlertRecordSchema,
  AlertsReadEventSchema,
  MarkAlertsReadResponseSchema,
  type AlertKind,
  type AlertRecord,
  type AlertRuleKind,
} from '../../contract/index.ts';
import { apiRequest } from '../../http/request.ts';
import type { PositionSubjectView } from '../../alerts/alert-rule-views.ts';

/** The token an alert is about. */
interface AlertTokenView {
  venue: 'cex' | 'dex';
  ticker: string;
  name: string;
  network: string | null;
  address: string | null;
}

/**
 * One alert of the trader's inbox, as the bell, the Alerts page and a browser notification
 * show it: `title` and `body` are plain text, `url` the token's page in the app, `id` the
 * one id the inbox, the stream and the webhook share (a notification's tag).
 */
export interface AlertView {
  id: number;
  kind: AlertKind;
  token: AlertTokenView;
  count: number;
  hours: number | null;
  time: string;
  read: boolean;
  title: string;
  body: string;
  url: string;
  /** The rule that fired, as it was then; null for alerts on favourites. */
  rule: { id: number; kind: AlertRuleKind; name: string | null } | null;
  subject: PositionSubjectView | null;
  /** The figure that fired a rule (wallets, netflow in USD, the score); null otherwise. */
  value: number | null;
}

export interface AlertInboxView {
  alerts: AlertView[];
  unread: number;
}

export function toAlertView(record: AlertRecord): AlertView {
  return {
    id: record.id,
    kind: record.kind,
    token: record.token,
    count: record.count,
    hours: record.hours ?? null,
    time: record.time,
    read: record.read,
    title: record.title,
    body: record.body,
    url: record.url,
    rule: record.rule ?? null,
    subject: record.subject ?? null,
    value: record.value ?? null,
  };
}

/** Alerts of a kind this client does not know yet are left out, not fatal to the list. */
const InboxSchema = z.object({
  data: z.object({
    alerts: z.pipe(
      z.array(z.unknown()).check(z.maxLength(500)),
      z.transform((items) =>
        items.flatMap((item) => {
          const parsed = AlertRecordSchema.safeParse(item);
          return parsed.success ? [toAlertView(parsed.data)] : [];
        }),
      ),
    ),
    unread: z.int().check(z.gte(0)),
  }),
});

/** GET /alerts: every alert of the trader (favourites' and rules'), newest first. */
export async function fetchAlertInbox(signal?: AbortSignal): Promise<AlertInboxView> {
  const response = await apiRequest({
    method: 'GET',
    path: ALERT_PATHS.alerts,
    schema: InboxSchema,
    signal,
  });
  return response.data.data;
}

/**
 * POST /alerts/read: marks these alerts (all when null) read, in every place they show;
 * answers the unread count left.
 */
export async function markAlertInboxRead(ids: readonly number[] | null): Promise<number> {
  const response = await apiRequest({
    method: 'POST',
    path: ALERT_PATHS.read,
    schema: MarkAlertsReadResponseSchema,
    json: ids === null ? {} : { ids },
  });
  return response.data.data.unread;
}

export interface AlertsReadView {
  /** The alerts that became read. */
  ids: number[];
  /** The inbox's unread count now. */
  unread: number;
  time: string;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A `user_alert` event's data: the new alert, or null when it does not fit. */
export function parseUserAlertEvent(raw: string): AlertView | null {
  const parsed = AlertRecordSchema.safeParse(parseJson(raw));
  return parsed.success ? toAlertView(parsed.data) : null;
}

/** An `alerts_read` event's data, or null when it does not fit. */
export function parseAlertsReadEvent(raw: string): AlertsReadView | null {
  const parsed = AlertsReadEventSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : null;
}
