import { TOKEN_TYPE, type TokenPair } from '@flowscope/shared-api/contract';
import { statement, type Db } from './db.ts';
import { hashSecret, randomToken } from './secrets.ts';

/** Refresh tokens outlive access tokens: 30 days (the spec's default token lifetime). */
const REFRESH_TOKEN_LIFETIME_S = 2_592_000;

export type TokenCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

interface SessionRow {
  user_id: string;
  access_expires: number;
  refresh_expires: number;
  revoked: number;
  family: string;
}

/** A new pair and the family (the one grant) it belongs to. */
export interface IssuedTokens {
  tokens: TokenPair;
  family: string;
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  /** Issues a new access/refresh token pair for the user, the first of a new family. */
  issue(userId: string, lifetimeSeconds: number, now: number): TokenPair {
    return this.issueGrant(userId, lifetimeSeconds, now).tokens;
  }

  /**
   * Issues a pair in `family` (a rotation), or the first of a new family (one grant: a
   * sign-in), and says which family it is.
   */
  issueGrant(
    userId: string,
    lifetimeSeconds: number,
    now: number,
    family: string = randomToken(16),
  ): IssuedTokens {
    const access = randomToken();
    const refresh = randomToken();
    this.db
      .prepare(
        'INSERT INTO sessions (access_hash, refresh_hash, user_id, access_expires, refresh_expires, family) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        hashSecret(access),
        hashSecret(refresh),
        userId,
        now + lifetimeSeconds * 1000,
        now + REFRESH_TOKEN_LIFETIME_S * 1000,
        family,
      );
    return {
      tokens: {
        access_token: access,
        refresh_token: refresh,
        token_type: TOKEN_TYPE,
        expires_in: lifetimeSeconds,
      },
      family,
    };
  }

  check(accessToken: string, now: number): TokenCheck {
    const row = statement(
      this.db,
      'SELECT user_id, access_expires, refresh_expires, revoked FROM sessions WHERE access_hash = ?',
    ).get(hashSecret(accessToken)) as SessionRow | undefined;
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked) return { ok: false, reason: 'revoked' };
    if (row.access_expires <= now) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.user_id };
  }

  /**
   * Exchanges a refresh token for a new pair of the same family and revokes the old session
   * (rotation), so a refresh token works once. Undefined when unknown, used or expired.
   * A used one presented again means it leaked (OAuth 2.0 Security BCP, refresh token
   * rotation): every token of its family is revoked, the legitimate holder's too.
   */
  refresh(
    refreshToken: string,
    lifetimeSeconds: number,
    now: number,
  ): { userId: string; tokens: TokenPair } | undefined {
    const hash = hashSecret(refreshToken);
    const rotate = this.db.transaction(() => {
      const row = this.db
        .prepare(
          'SELECT user_id, access_expires, refresh_expires, revoked, family FROM sessions WHERE refresh_hash = ?',
        )
        .get(hash) as SessionRow | undefined;
      if (!row) return undefined;
      if (row.revoked) {
        this.revokeFamily(row.family);
        return undefined;
      }
      if (row.refresh_expires <= now) return undefined;
      this.db.prepare('UPDATE sessions SET revoked = 1 WHERE refresh_hash = ?').run(hash);
      const issued = this.issueGrant(row.user_id, lifetimeSeconds, now, row.family);
      return { userId: row.user_id, tokens: issued.tokens };
    });
    return rotate();
  }

  /** Revokes every access and refresh token descended from one grant. */
  revokeFamily(family: string): number {
    return this.db.prepare('UPDATE sessions SET revoked = 1 WHERE family = ?').run(family).changes;
  }

  revoke(accessToken: string): boolean {
    return (
      this.db
        .prepare('UPDATE sessions SET revoked = 1 WHERE access_hash = ?')
        .run(hashSecret(accessToken)).changes > 0
    );
  }
}
