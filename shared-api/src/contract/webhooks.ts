import * as z from 'zod/mini';
import { AlertRuleRefSchema, AlertTokenSchema } from './alert-inbox.ts';
import { PositionSubjectSchema } from './alert-rules.ts';
import { DateTimeSchema } from './common.ts';
import { ActionResponseSchema, listEnvelope, objectEnvelope } from './envelope.ts';

/**
 * The trader's webhook: every new alert is POSTed to it as JSON (WebhookPayload), or as a
 * Discord message for a Discord webhook URL, signed with the trader's secret:
 *
 *   X-Flowscope-Timestamp: <unix seconds of this attempt>
 *   X-Flowscope-Signature: sha256=<hex HMAC-SHA256, key = the secret's UTF-8 bytes,
 *                                  message = `${timestamp}.${raw request body}`>
 *   Idempotency-Key: <the payload's idempotency_key, the same on every retry>
 *
 * A failed attempt (network error, timeout, 429 or 5xx) is retried with backoff; every
 * attempt is kept in the delivery log (the last WEBHOOK_LOG_LIMIT).
 */
export const WEBHOOK_HEADERS = {
  signature: 'X-Flowscope-Signature',
  timestamp: 'X-Flowscope-Timestamp',
  idempotencyKey: 'Idempotency-Key',
} as const;
export const WEBHOOK_SIGNATURE_PREFIX = 'sha256=';
/** The exact text the signature covers. */
export function webhookSignedContent(timestamp: number | string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}
/** Receivers should refuse a timestamp further than this from their clock (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_LOG_LIMIT = 50;
export const WEBHOOK_URL_MAX = 2048;

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
]);

/** A Discord channel webhook (discord.com/api/webhooks/{id}/{token}): it gets a Discord message. */
export function isDiscordWebhookUrl(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== 'https:') return false;
  return (
    DISCORD_HOSTS.has(parsed.hostname.toLowerCase()) &&
    /^\/api\/(v\d+\/)?webhooks\/\d+\/[\w-]+\/?$/.test(parsed.pathname)
  );
}

/**
 * A webhook URL: http or https only, with a host and no user name or password in it. The
 * API refuses private, loopback and link-local targets as well in production mode.
 */
export const WebhookUrlSchema = z.string({ error: 'url must be a string' }).check(
  z.trim(),
  z.minLength(1, 'url must not be empty'),
  z.maxLength(WEBHOOK_URL_MAX, `url must be at most ${WEBHOOK_URL_MAX} characters`),
  z.superRefine((text, ctx) => {
    const url = parseUrl(text);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: 'url must be an absolute URL (https://…)' });
    } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({
        code: 'custom',
        message: `url must use https:// or http://, not ${url.protocol}//`,
      });
    } else if (url.username !== '' || url.password !== '') {
      ctx.addIssue({ code: 'custom', message: 'url must not carry a user name or password' });
    } else if (url.hostname === '') {
      ctx.addIssue({ code: 'custom', message: 'url must name a host' });
    }
  }),
);

/** PUT /alerts/webhook. */
export const SetWebhookRequestSchema = z.object({ url: WebhookUrlSchema });
export type SetWebhookRequest = z.input<typeof SetWebhookRequestSchema>;

export const WebhookFormatSchema = z.enum(['json', 'discord']);
export type WebhookFormat = z.infer<typeof WebhookFormatSchema>;

/**
 * The webhook as GET answers it: never the secret, only its last 4 characters to tell
 * secrets apart. format: 'discord' for a Discord webhook URL, else 'json'.
 */
export const WebhookSettingsSchema = z.object({
  url: z.string(),
  format: WebhookFormatSchema,
  secret_hint: z.string(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
  secret_created_at: DateTimeSchema,
});
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;

/** GET /alerts/webhook: the settings, or null when the trader has none. */
export const WebhookResponseSchema = objectEnvelope(z.nullable(WebhookSettingsSchema));
/**
 * PUT /alerts/webhook: the settings, and the secret when this call created it (the first
 * URL set); a changed URL keeps its secret (null here).
 */
export const SetWebhookResponseSchema = objectEnvelope(
  z.object({ webhook: WebhookSettingsSchema, secret: z.nullable(z.string()) }),
);
/** POST /alerts/webhook/secret: a new secret, shown this once; the old one stops signing. */
export const RotateWebhookSecretResponseSchema = objectEnvelope(
  z.object({ webhook: WebhookSettingsSchema, secret: z.string() }),
);
/** DELETE /alerts/webhook: `{ result: 'ok' }` (the URL, secret and log are gone). */
export const DeleteWebhookResponseSchema = ActionResponseSchema;

/**
 * One delivery attempt. alert_id: the alert delivered (null for a test). attempt: 1 for
 * the first try, 2… for retries. status: the receiver's HTTP status, or null when none
 * came (error then says why: timeout, refused, DNS). next_retry_at: when the next attempt
 * is due, null when this was the last (delivered, given up, or not to be retried).
 */
export const WebhookDeliverySchema = z.object({
  id: z.int().check(z.positive()),
  alert_id: z.nullable(z.int().check(z.positive())),
  test: z.boolean(),
  idempotency_key: z.string(),
  attempt: z.int().check(z.gte(1)),
  time: DateTimeSchema,
  ok: z.boolean(),
  status: z.nullable(z.int()),
  error: z.nullable(z.string()),
  next_retry_at: z.nullable(DateTimeSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** GET /alerts/webhook/deliveries: the last WEBHOOK_LOG_LIMIT attempts, newest first. */
export const WebhookDeliveriesResponseSchema = listEnvelope(WebhookDeliverySchema);
/** POST /alerts/webhook/test: the first attempt (retries, if any, follow in the log). */
export const WebhookTestResponseSchema = objectEnvelope(WebhookDeliverySchema);

export const WEBHOOK_PAYLOAD_TYPES = [
  'favorite.signal',
  'favorite.trade',
  'favorite.cluster',
  'rule.cluster_buys',
  'rule.netflow_above',
  'rule.score_crossing',
  'rule.position_change',
  'test',
] as const;

/**
 * The JSON a webhook receives (Discord webhooks get a Discord message instead). id: the
 * alert's id in the inbox (null for a test). url: the app path of the token's page; link:
 * the same on the app's public address.
 */
export const WebhookPayloadSchema = z.object({
  id: z.nullable(z.int().check(z.positive())),
  idempotency_key: z.string(),
  type: z.enum(WEBHOOK_PAYLOAD_TYPES),
  created_at: DateTimeSchema,
  rule: z.nullable(AlertRuleRefSchema),
  token: z.nullable(AlertTokenSchema),
  subject: z.nullable(PositionSubjectSchema),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  link: z.string(),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
