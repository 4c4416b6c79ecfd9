import type { Db } from './db.ts';
import { hashSecret, randomToken } from './secrets.ts';

/** Authorization codes are single-use and short-lived. */
export const OAUTH_CODE_TTL_MS = 120_000;

interface CodeRow {
  user_id: string;
  redirect_uri: string;
  state: string;
  expires_at: number;
  used: number;
}

export class OAuthCodeRepository {
  constructor(private readonly db: Db) {}

  issue(userId: string, redirectUri: string, state: string, now: number): string {
    const code = randomToken(24);
    this.db
      .prepare(
        'INSERT INTO oauth_codes (code_hash, user_id, redirect_uri, state, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashSecret(code), userId, redirectUri, state, now + OAUTH_CODE_TTL_MS);
    return code;
  }

  /**
   * Redeems a code: it must exist, be unused and unexpired, and match the redirect URI
   * and state it was issued for. Any attempt uses the code up, as OAuth servers do.
   */
  redeem(code: string, redirectUri: string, state: string, now: number): string | undefined {
    const hash = hashSecret(code);
    const redeem = this.db.transaction(() => {
      const row = this.db
        .prepare(
          'SELECT user_id, redirect_uri, state, expires_at, used FROM oauth_codes WHERE code_hash = ?',
        )
        .get(hash) as CodeRow | undefined;
      if (!row || row.used) return undefined;
      this.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code_hash = ?').run(hash);
      if (row.expires_at <= now || row.redirect_uri !== redirectUri || row.state !== state)
        return undefined;
      return row.user_id;
    });
    return redeem();
  }
}
