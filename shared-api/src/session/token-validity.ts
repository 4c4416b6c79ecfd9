import type { SessionTokens } from './session-store.ts';

/** Spec §4 'Token validity' and §9. */
const TOKEN_VALID_MARGIN_MS = 5 * 60_000;
const TOKEN_REFRESH_MARGIN_MS = 10 * 60_000;
/** 30 days: also the spec's "session lifetime 720 hours" when an answer names no lifetime. */
export const DEFAULT_TOKEN_LIFETIME_S = 2_592_000;
/** How often the session checks whether its token needs a refresh. */
export const SESSION_REFRESH_INTERVAL_MS = 720 * 60_000;

type Expiring = Pick<SessionTokens, 'expiresAt'> | null | undefined;

/** Valid while more than 5 minutes remain. */
export function isTokenValid(tokens: Expiring, now = Date.now()): boolean {
  return tokens != null && tokens.expiresAt - now > TOKEN_VALID_MARGIN_MS;
}

/** A refresh is due when 10 minutes or less remain. */
export function needsRefresh(tokens: Expiring, now = Date.now()): boolean {
  return !tokens || tokens.expiresAt - now <= TOKEN_REFRESH_MARGIN_MS;
}

/** Turns a lifetime in seconds into an expiry; none given means 30 days. */
export function expiresAtFrom(
  expiresInSeconds: number | null | undefined,
  now = Date.now(),
): number {
  const lifetime =
    typeof expiresInSeconds === 'number' &&
    Number.isFinite(expiresInSeconds) &&
    expiresInSeconds > 0
      ? expiresInSeconds
      : DEFAULT_TOKEN_LIFETIME_S;
  return now + lifetime * 1000;
}
