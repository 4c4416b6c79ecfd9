import type { Context } from 'hono';
import { bearerToken } from '../http/viewer.ts';
import type { Store } from '../store/index.ts';
import type { LiveRecord } from './events.ts';

/** Who watches a stream, as far as what they may see goes. */
type StreamViewer = 'anonymous' | 'signed-in' | 'premium';

/** A stream's viewer and, when signed in, who they are (their own alerts go to them alone). */
export interface StreamAudience {
  viewer: StreamViewer;
  userId: string | null;
}

/**
 * The stream's viewer with their user id (null when anonymous), from `Authorization: Bearer`
 * or, since a browser's EventSource cannot send headers, the `access_token` query parameter
 * (RFC 6750 §2.3). A missing, expired or revoked token watches as an anonymous visitor: the
 * stream then carries less, never more, and a stale token never makes the browser retry in a
 * loop.
 */
export function streamAudience(c: Context, store: Store, now: number): StreamAudience {
  const token = bearerToken(c) ?? c.req.query('access_token');
  if (!token) return { viewer: 'anonymous', userId: null };
  const check = store.sessions.check(token, now);
  const user = check.ok ? store.users.find(check.userId) : undefined;
  if (!user) return { viewer: 'anonymous', userId: null };
  return { viewer: user.premium ? 'premium' : 'signed-in', userId: user.id };
}

/**
 * What a viewer's list calls would show them, applied to the stream. Signals: everyone (the
 * alpha feeds name the token to user 0 too; a signal event carries no influencer identity,
 * the only thing they mask). Influencer trades: premium only, as the influencer feeds answer
 * 'Non-premium' to everyone else. Alerts on favourites: signed-in traders only, as
 * GET /alerts/favorites needs a sign-in. A trader's own alerts and read marks: that trader
 * only (their owner), never another signed-in viewer.
 */
export function canSee(audience: StreamAudience, record: LiveRecord): boolean {
  const { viewer } = audience;
  switch (record.event) {
    case 'user_alert':
    case 'alerts_read':
      return audience.userId !== null && audience.userId === record.owner;
    case 'signal':
      return true;
    case 'trade':
      return viewer === 'premium';
    case 'alert':
      return viewer !== 'anonymous';
  }
}
