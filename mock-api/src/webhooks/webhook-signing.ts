import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_PREFIX, webhookSignedContent } from '@flowscope/shared-api/contract';

/**
 * A new signing secret: 32 random bytes, base64url, with a prefix that says what it is.
 * It is kept in SQLite as it is (signing needs the secret itself, so it cannot be stored
 * hashed like tokens), and the API shows it only when it is created.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The X-Flowscope-Signature value: `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  const hmac = createHmac('sha256', secret).update(webhookSignedContent(timestamp, rawBody));
  return `${WEBHOOK_SIGNATURE_PREFIX}${hmac.digest('hex')}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The last characters of a secret, so a trader can tell which one a receiver holds. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}
