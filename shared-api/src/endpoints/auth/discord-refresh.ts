import { DiscordRefreshResponseSchema, PATHS } from '../../contract/index.ts';
import type { SessionTokens } from '../../session/session-store.ts';
import { authRequest } from './auth-request.ts';
import { toSessionTokens } from './mappers.ts';

export const TOKEN_REFRESH_FAILED = 'Token refresh failed';

/** POST /auth/discord/refresh {refresh_token}: new tokens for the platform session. */
export async function refreshDiscordTokens(
  refreshToken: string,
  now = Date.now(),
): Promise<SessionTokens> {
  const body = await authRequest({
    method: 'POST',
    path: PATHS.discordRefresh,
    // A refused refresh token is this call's own answer, not a session to renew.
    renewSession: false,
    json: { refresh_token: refreshToken },
    schema: DiscordRefreshResponseSchema,
  });
  if (!body.success || !body.tokens) throw new Error(body.error || TOKEN_REFRESH_FAILED);
  return toSessionTokens(body.tokens, now);
}
