import type { Context, Hono } from 'hono';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderErrorPage } from '../views/authorize-page.ts';
import { htmlPage } from '../views/page-response.ts';
import { clientAddressFrom } from './client-address.ts';
import { rateLimit } from './rate-limit.ts';

export interface SignInLimit {
  /** Sign-in calls allowed per client address in one window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

/**
 * Generous for a person and for the e2e suite (every sign-in is three calls, all from
 * 127.0.0.1), tight for a script guessing codes, credentials or refresh tokens.
 */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { limit: 120, windowMs: 60_000 };

/** The calls that sign in or renew a sign-in; one counter per client covers them all. */
const SIGN_IN_PATHS = [
  PATHS.oauthAuthorize,
  PATHS.discordToken,
  PATHS.discordRefresh,
  PATHS.login,
  PATHS.refresh,
] as const;

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts';

function refuse(c: Context, retryAfterSeconds: number): Response {
  const detail = `Try again in ${retryAfterSeconds} s.`;
  if (c.req.path === PATHS.oauthAuthorize) {
    return htmlPage(c, renderErrorPage(TOO_MANY_SIGN_INS, detail), 429);
  }
  return c.json(
    { success: false, error: TOO_MANY_SIGN_INS, message: `${TOO_MANY_SIGN_INS}. ${detail}` },
    429,
  );
}

export function limitSignIns(
  app: Hono,
  limit: SignInLimit,
  now: () => number,
  clientKey: (c: Context) => string = clientAddressFrom([]),
): void {
  const middleware = rateLimit({ ...limit, now, clientKey, refuse });
  for (const path of SIGN_IN_PATHS) app.use(path, middleware);
}
