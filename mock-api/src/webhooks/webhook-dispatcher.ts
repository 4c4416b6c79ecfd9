import { randomUUID } from 'node:crypto';
import {
  isDiscordWebhookUrl,
  WEBHOOK_HEADERS,
  type AlertRecord,
  type WebhookDelivery,
  type WebhookPayload,
} from '@flowscope/shared-api/contract';
import type { WebhookOptions } from './webhook-options.ts';
import { alertPayload, discordMessage, testPayload } from './webhook-payload.ts';
import { signWebhook } from './webhook-signing.ts';
import type { StoredWebhook, WebhookStore } from './webhook-store.ts';
import { resolvedTargetProblem } from './webhook-target.ts';

/** What one attempt came to. */
interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  retryable: boolean;
  /** A 429's or 503's Retry-After, when it asks for a longer wait than the backoff. */
  retryAfterMs: number | null;
}

/** Retry-After is honoured up to this long; past it the backoff's own wait stands. */
const MAX_RETRY_AFTER_MS = 60_000;
const WEBHOOK_USER_AGENT = 'Flowscope-Webhooks/1.0';

function retryAfterMs(response: Response): number | null {
  const raw = response.headers.get('retry-after');
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return null;
  return Math.min(Number(raw.trim()) * 1000, MAX_RETRY_AFTER_MS);
}

function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs / 1000} s`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return `network error (${cause.code})`;
  return `network error (${error instanceof Error ? error.message : String(error)})`;
}

/**
 * Delivers alerts to the traders' webhooks. Each delivery is a POST of one body, signed
 * anew at each attempt (the timestamp is the attempt's), with the same Idempotency-Key on
 * every retry. A network error, a timeout, 429 or 5xx is retried after the configured waits;
 * any other answer ends it. Every attempt goes into the trader's delivery log. Deliveries
 * run in the background and are not resumed after a restart.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; cancel: () => void }>();
  private closed = false;

  constructor(
    private readonly store: WebhookStore,
    private readonly options: WebhookOptions,
    private readonly now: () => number,
  ) {}

  /** Sends a new alert to its owner's webhook, when they have one. */
  deliverAlert(userId: string, alert: AlertRecord): void {
    if (this.closed || !this.store.get(userId)) return;
    this.track(this.run(userId, alertPayload(alert, this.options.appUrl), alert.id, false));
  }

  /** 'Send test': the first attempt's log entry (undefined without a webhook); retries follow. */
  sendTest(userId: string): Promise<WebhookDelivery | undefined> {
    const payload = testPayload(`flowscope-test-${randomUUID()}`, this.now(), this.options.appUrl);
    return new Promise((resolve) => {
      this.track(this.run(userId, payload, null, true, resolve).finally(() => resolve(undefined)));
    });
  }

  /** Resolves once no delivery is under way (tests wait for retries with it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops: waits are cut short and no attempt or log entry follows. */
  close(): void {
    this.closed = true;
    for (const entry of this.timers) {
      clearTimeout(entry.timer);
      entry.cancel();
    }
    this.timers.clear();
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private wait(ms: number): Promise<void> {
    if (this.options.wait) return this.options.wait(ms);
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.timers.delete(entry);
          resolve();
        }, ms),
        cancel: resolve,
      };
      entry.timer.unref();
      this.timers.add(entry);
    });
  }

  private async run(
    userId: string,
    payload: WebhookPayload,
    alertId: number | null,
    test: boolean,
    onFirstAttempt?: (entry: WebhookDelivery) => void,
  ): Promise<void> {
    const delays = this.options.retryDelaysMs;
    for (let attempt = 1; ; attempt += 1) {
      // Read at each attempt: a removed webhook stops its retries, a rotated secret signs them.
      const webhook = this.closed ? undefined : this.store.get(userId);
      if (!webhook) return;
      const time = this.now();
      const outcome = await this.attempt(webhook, payload);
      if (this.closed) return;
      const backoff = delays[attempt - 1];
      const delay =
        !outcome.ok && outcome.retryable && backoff !== undefined
          ? Math.max(backoff, outcome.retryAfterMs ?? 0)
          : null;
      const entry = this.store.logAttempt(userId, {
        alertId,
        test,
        idempotencyKey: payload.idempotency_key,
        attempt,
        time,
        ok: outcome.ok,
        status: outcome.status,
        error: outcome.error,
        nextRetryAt: delay === null ? null : this.now() + delay,
      });
      if (attempt === 1) onFirstAttempt?.(entry);
      if (delay === null) return;
      await this.wait(delay);
    }
  }

  private async attempt(webhook: StoredWebhook, payload: WebhookPayload): Promise<Outcome> {
    const { options } = this;
    const url = new URL(webhook.url);
    if (!options.allowPrivateTargets) {
      const problem = await resolvedTargetProblem(url, options.lookup);
      if (problem) {
        return {
          ok: false,
          status: null,
          error: problem.reason,
          retryable: problem.retryable,
          retryAfterMs: null,
        };
      }
    }
    const body = JSON.stringify(
      isDiscordWebhookUrl(webhook.url) ? discordMessage(payload) : payload,
    );
    const timestamp = Math.floor(this.now() / 1000);
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(webhook.secret, timestamp, body),
          [WEBHOOK_HEADERS.idempotencyKey]: payload.idempotency_key,
        },
        body,
        // A redirect could lead anywhere, the private network included: it is not followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Only the status matters; the body is let go unread.
      await response.body?.cancel().catch(() => undefined);
      const status = response.status;
      if (status >= 200 && status < 300) {
        return { ok: true, status, error: null, retryable: false, retryAfterMs: null };
      }
      const retryable = status === 429 || status >= 500;
      const error =
        status >= 300 && status < 400
          ? `HTTP ${status}: redirects are not followed`
          : `HTTP ${status}`;
      return {
        ok: false,
        status,
        error,
        retryable,
        retryAfterMs: retryable ? retryAfterMs(response) : null,
      };
    } catch (error) {
      return {
        ok: false,
        status: null,
        error: failureText(error, options.timeoutMs),
        retryable: true,
        retryAfterMs: null,
      };
    }
  }
}
