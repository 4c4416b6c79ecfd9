import {
  isDiscordWebhookUrl,
  WEBHOOK_LOG_LIMIT,
  type WebhookDelivery,
  type WebhookSettings,
} from '@flowscope/shared-api/contract';
import { statement, type Db } from '../store/db.ts';
import { newWebhookSecret, secretHint } from './webhook-signing.ts';

/** A trader's webhook as kept: the secret is stored as it is, since signing needs it. */
export interface StoredWebhook {
  userId: string;
  url: string;
  secret: string;
  createdAt: number;
  updatedAt: number;
  secretCreatedAt: number;
}

interface WebhookRow {
  user_id: string;
  url: string;
  secret: string;
  created_at: number;
  updated_at: number;
  secret_created_at: number;
}

interface DeliveryRow {
  id: number;
  alert_id: number | null;
  test: number;
  idempotency_key: string;
  attempt: number;
  time: number;
  ok: number;
  status: number | null;
  error: string | null;
  next_retry_at: number | null;
}

/** One attempt as the dispatcher reports it. */
export interface DeliveryAttempt {
  alertId: number | null;
  test: boolean;
  idempotencyKey: string;
  attempt: number;
  time: number;
  ok: boolean;
  status: number | null;
  error: string | null;
  nextRetryAt: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhooks (
  user_id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  secret_created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  alert_id INTEGER,
  test INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  time INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  status INTEGER,
  error TEXT,
  next_retry_at INTEGER
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_user ON webhook_deliveries (user_id, id);
`;

const iso = (ms: number): string => new Date(ms).toISOString();

function toWebhook(row: WebhookRow): StoredWebhook {
  return {
    userId: row.user_id,
    url: row.url,
    secret: row.secret,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    secretCreatedAt: row.secret_created_at,
  };
}

/** The settings as the API answers them: never the secret, only a hint of it. */
export function webhookSettings(webhook: StoredWebhook): WebhookSettings {
  return {
    url: webhook.url,
    format: isDiscordWebhookUrl(webhook.url) ? 'discord' : 'json',
    secret_hint: secretHint(webhook.secret),
    created_at: iso(webhook.createdAt),
    updated_at: iso(webhook.updatedAt),
    secret_created_at: iso(webhook.secretCreatedAt),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    alert_id: row.alert_id,
    test: row.test === 1,
    idempotency_key: row.idempotency_key,
    attempt: row.attempt,
    time: iso(row.time),
    ok: row.ok === 1,
    status: row.status,
    error: row.error,
    next_retry_at: row.next_retry_at === null ? null : iso(row.next_retry_at),
  };
}

/** Webhook settings and the delivery log, in the user store's SQLite. */
export class WebhookStore {
  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
  }

  get(userId: string): StoredWebhook | undefined {
    const row = statement(this.db, 'SELECT * FROM webhooks WHERE user_id = ?').get(userId) as
      | WebhookRow
      | undefined;
    return row ? toWebhook(row) : undefined;
  }

  /**
   * Sets the URL. The first time, a secret is made and returned (the only time it is);
   * a new URL keeps the secret, and null is returned for it.
   */
  setUrl(
    userId: string,
    url: string,
    now: number,
  ): { webhook: StoredWebhook; secret: string | null } {
    const current = this.get(userId);
    if (current) {
      statement(this.db, 'UPDATE webhooks SET url = ?, updated_at = ? WHERE user_id = ?').run(
        url,
        now,
        userId,
      );
      return { webhook: { ...current, url, updatedAt: now }, secret: null };
    }
    const secret = newWebhookSecret();
    statement(
      this.db,
      `INSERT INTO webhooks (user_id, url, secret, created_at, updated_at, secret_created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(userId, url, secret, now, now, now);
    const webhook = {
      userId,
      url,
      secret,
      createdAt: now,
      updatedAt: now,
      secretCreatedAt: now,
    };
    return { webhook, secret };
  }

  /** A new secret replaces the old one at once (retries under way are signed with it). */
  rotateSecret(
    userId: string,
    now: number,
  ): { webhook: StoredWebhook; secret: string } | undefined {
    const current = this.get(userId);
    if (!current) return undefined;
    const secret = newWebhookSecret();
    statement(
      this.db,
      'UPDATE webhooks SET secret = ?, secret_created_at = ?, updated_at = ? WHERE user_id = ?',
    ).run(secret, now, now, userId);
    return { webhook: { ...current, secret, secretCreatedAt: now, updatedAt: now }, secret };
  }

  /** Removes the webhook, its secret and its log; false when there was none. */
  remove(userId: string): boolean {
    const removed = this.db.transaction(() => {
      statement(this.db, 'DELETE FROM webhook_deliveries WHERE user_id = ?').run(userId);
      return statement(this.db, 'DELETE FROM webhooks WHERE user_id = ?').run(userId).changes > 0;
    })();
    return removed;
  }

  /** Keeps one attempt and trims the log to the last WEBHOOK_LOG_LIMIT. */
  logAttempt(userId: string, attempt: DeliveryAttempt): WebhookDelivery {
    const row = this.db.transaction(() => {
      const inserted = statement(
        this.db,
        `INSERT INTO webhook_deliveries
           (user_id, alert_id, test, idempotency_key, attempt, time, ok, status, error, next_retry_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        userId,
        attempt.alertId,
        attempt.test ? 1 : 0,
        attempt.idempotencyKey,
        attempt.attempt,
        attempt.time,
        attempt.ok ? 1 : 0,
        attempt.status,
        attempt.error,
        attempt.nextRetryAt,
      );
      statement(
        this.db,
        `DELETE FROM webhook_deliveries WHERE user_id = ? AND id <= (
           SELECT id FROM webhook_deliveries WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
      ).run(userId, userId, WEBHOOK_LOG_LIMIT);
      return statement(this.db, 'SELECT * FROM webhook_deliveries WHERE id = ?').get(
        Number(inserted.lastInsertRowid),
      ) as DeliveryRow;
    })();
    return toDelivery(row);
  }

  /** The last WEBHOOK_LOG_LIMIT attempts, newest first. */
  deliveries(userId: string): WebhookDelivery[] {
    const rows = statement(
      this.db,
      'SELECT * FROM webhook_deliveries WHERE user_id = ? ORDER BY id DESC LIMIT ?',
    ).all(userId, WEBHOOK_LOG_LIMIT) as DeliveryRow[];
    return rows.map(toDelivery);
  }
}
