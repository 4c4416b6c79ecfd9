import {
  ALERT_PATHS,
  DeleteWebhookResponseSchema,
  RotateWebhookSecretResponseSchema,
  SetWebhookResponseSchema,
  WebhookDeliveriesResponseSchema,
  WebhookResponseSchema,
  WebhookTestResponseSchema,
  WebhookUrlSchema,
  type WebhookDelivery,
  type WebhookFormat,
  type WebhookSettings,
} from '../../contract/index.ts';
import { formatDisplayDateTime } from '../format/dates.ts';
import { apiRequest } from '../../http/request.ts';

/** The trader's webhook: never its secret, only a hint to tell secrets apart ('…a1B2'). */
export interface WebhookView {
  url: string;
  /** 'discord' for a Discord webhook URL (a Discord message is sent), else 'json'. */
  format: WebhookFormat;
  secretHint: string;
  createdAt: string;
  updatedAt: string;
  secretCreatedAt: string;
}

/** A secret is in an answer only when it was just made: show it once, then forget it. */
export interface WebhookWithSecret<Secret extends string | null> {
  webhook: WebhookView;
  secret: Secret;
}

/** One delivery attempt of the log. */
export interface WebhookDeliveryView {
  id: number;
  /** The alert delivered; null for a test. */
  alertId: number | null;
  test: boolean;
  idempotencyKey: string;
  /** 1 for the first try, 2… for retries. */
  attempt: number;
  time: string;
  timeFormatted: string;
  ok: boolean;
  status: number | null;
  error: string | null;
  /** 'HTTP 200', or why no answer came ('timed out after 10 s'). */
  outcome: string;
  nextRetryAt: string | null;
  /** '' when no retry follows. */
  nextRetryFormatted: string;
}

function toWebhookView(settings: WebhookSettings): WebhookView {
  return {
    url: settings.url,
    format: settings.format,
    secretHint: settings.secret_hint,
    createdAt: settings.created_at,
    updatedAt: settings.updated_at,
    secretCreatedAt: settings.secret_created_at,
  };
}

function toWebhookDeliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    alertId: delivery.alert_id,
    test: delivery.test,
    idempotencyKey: delivery.idempotency_key,
    attempt: delivery.attempt,
    time: delivery.time,
    timeFormatted: formatDisplayDateTime(delivery.time),
    ok: delivery.ok,
    status: delivery.status,
    error: delivery.error,
    outcome: delivery.error ?? (delivery.status === null ? 'no answer' : `HTTP ${delivery.status}`),
    nextRetryAt: delivery.next_retry_at,
    nextRetryFormatted: formatDisplayDateTime(delivery.next_retry_at),
  };
}

/** GET /alerts/webhook: the trader's webhook, or null when none is set. */
export async function fetchWebhook(signal?: AbortSignal): Promise<WebhookView | null> {
  const response = await apiRequest({
    method: 'GET',
    path: ALERT_PATHS.webhook,
    schema: WebhookResponseSchema,
    signal,
  });
  const settings = response.data.data;
  return settings === null ? null : toWebhookView(settings);
}

/**
 * PUT /alerts/webhook: sets the URL (400 with the reason for one the API refuses). The first
 * one answers the new signing secret, the only time it is shown; a changed URL keeps it (null).
 */
export async function setWebhookUrl(url: string): Promise<WebhookWithSecret<string | null>> {
  const response = await apiRequest({
    method: 'PUT',
    path: ALERT_PATHS.webhook,
    schema: SetWebhookResponseSchema,
    json: { url },
  });
  const { webhook, secret } = response.data.data;
  return { webhook: toWebhookView(webhook), secret };
}

/** DELETE /alerts/webhook: the URL, the secret and the log are gone. */
export async function removeWebhook(): Promise<void> {
  await apiRequest({
    method: 'DELETE',
    path: ALERT_PATHS.webhook,
    schema: DeleteWebhookResponseSchema,
  });
}

/** POST /alerts/webhook/secret: a new secret, shown this once; the old one stops signing. */
export async function rotateWebhookSecret(): Promise<WebhookWithSecret<string>> {
  const response = await apiRequest({
    method: 'POST',
    path: ALERT_PATHS.webhookSecret,
    schema: RotateWebhookSecretResponseSchema,
  });
  const { webhook, secret } = response.data.data;
  return { webhook: toWebhookView(webhook), secret };
}

/** POST /alerts/webhook/test: delivers a test alert now; its first attempt (retries follow). */
export async function sendTestWebhook(): Promise<WebhookDeliveryView> {
  const response = await apiRequest({
    method: 'POST',
    path: ALERT_PATHS.webhookTest,
    schema: WebhookTestResponseSchema,
  });
  return toWebhookDeliveryView(response.data.data);
}

/** GET /alerts/webhook/deliveries: the last 50 attempts, newest first. */
export async function fetchWebhookDeliveries(signal?: AbortSignal): Promise<WebhookDeliveryView[]> {
  const response = await apiRequest({
    method: 'GET',
    path: ALERT_PATHS.webhookDeliveries,
    schema: WebhookDeliveriesResponseSchema,
    signal,
  });
  return response.data.data.map(toWebhookDeliveryView);
}

/**
 * Checks a URL as typed, as the contract does (http or https, a host, no credentials):
 * null when it may be sent, else the reason. The API may still refuse a private target.
 */
export function webhookUrlProblem(url: string): string | null {
  const parsed = WebhookUrlSchema.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'url is not valid');
}
