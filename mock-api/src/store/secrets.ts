import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (URL-safe). Tokens are random even when the market is seeded. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored hashed, so the database file never holds a usable one. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
