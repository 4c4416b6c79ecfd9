import type { Context } from 'hono';
import { isAnonymousUserId, type UserId } from '@flowscope/shared-api/contract';
import type { Store } from '../store/index.ts';
import type { UserRecord } from '../store/users.ts';
import { ApiError } from './errors.ts';

/** Who is asking: anonymous (user 0) or a signed-in user whose token was checked. */
export type Viewer = { kind: 'anonymous' } | { kind: 'user'; user: UserRecord };

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The signed-in user of the request's bearer token; 401 when absent or invalid. */
export function requireUser(c: Context, store: Store, now: number): UserRecord {
  const token = bearerToken(c);
  if (!token)
    throw new ApiError(401, 'Missing bearer token: send Authorization: Bearer <access_token>');
  const check = store.sessions.check(token, now);
  if (!check.ok) {
    const reason = {
      unknown: 'Invalid access token',
      expired: 'Access token expired',
      revoked: 'Access token revoked',
    };
    throw new ApiError(401, reason[check.reason]);
  }
  const user = store.users.find(check.userId);
  if (!user) throw new ApiError(401, 'Invalid access token');
  return user;
}

/**
 * The viewer of a user-scoped call. user_id 0 is anonymous (any token is ignored);
 * any other user_id must come with a bearer token of that very user.
 */
export function resolveViewer(c: Context, store: Store, now: number, userId: UserId): Viewer {
  if (isAnonymousUserId(userId)) return { kind: 'anonymous' };
  const user = requireUser(c, store, now);
  if (user.id !== String(userId)) {
    throw new ApiError(
      403,
      `Forbidden: the bearer token belongs to another user than user_id ${String(userId)}`,
    );
  }
  return { kind: 'user', user };
}

export function isPremium(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.user.premium;
}

/** Favourites, follows and preferences need a signed-in user. */
export function requireSignedIn(viewer: Viewer, action: string): UserRecord {
  if (viewer.kind !== 'user')
    throw new ApiError(401, `Sign in to ${action} (user_id 0 is anonymous)`);
  return viewer.user;
}
