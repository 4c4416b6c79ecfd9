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
  family: string | null;
}

/**
 * A code's redemption: the user it was issued for, or a refusal; a code presented again
 * names the token family first issued for it (null when none was).
 */
export type Redemption =
  | { ok: true; userId: string }
  | { ok: false; replayedFamily: string | null };

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
  redeem(code: string, redirectUri: string, state: string, now: number): Redemption {
    const hash = hashSecret(code);
    const redeem = this.db.transaction((): Redemption => {
      const row = this.db
        .prepare(
          'SELECT user_id, redirect_uri, state, expires_at, used, family FROM oauth_codes WHERE code_hash = ?',
        )
        .get(hash) as CodeRow | undefined;
      if (!row) return { ok: false, replayedFamily: null };
      if (row.used) return { ok: false, replayedFamily: row.family };
      this.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code_hash = ?').run(hash);
      if (row.expires_at <= now || row.redirect_uri !== redirectUri || row.state !== state)
        return { ok: false, replayedFamily: null };
      return { ok: true, userId: row.user_id };
    });
    return redeem();
  }

  /** Remembers the token family issued for a redeemed code, for replay detection. */
  recordFamily(code: string, family: string): void {
    this.db
      .prepare('UPDATE oauth_codes SET family = ? WHERE code_hash = ?')
      .run(family, hashSecret(code));
  }
}
