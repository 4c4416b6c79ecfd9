import { DiscordTokenResponseSchema, PATHS, type AuthUser } from '../../contract/index.ts';
import type { SessionTokens, UserGuild } from '../../session/session-store.ts';
import { authRequest } from './auth-request.ts';
import { toSessionTokens, toUserGuild } from './mappers.ts';

const TOKEN_EXCHANGE_FAILED = 'Token exchange failed';

export interface DiscordTokenInput {
  code: string;
  state: string;
  redirectUri: string;
}

export interface DiscordSignIn {
  user: AuthUser;
  tokens: SessionTokens;
  guilds: UserGuild[];
}

/** POST /auth/discord/token: trades the authorisation code for the user, tokens and guilds. */
export async function exchangeDiscordCode(
  input: DiscordTokenInput,
  now = Date.now(),
): Promise<DiscordSignIn> {
  const body = await authRequest({
    method: 'POST',
    path: PATHS.discordToken,
    renewSession: false,
    json: { code: input.code, state: input.state, redirectUri: input.redirectUri },
    schema: DiscordTokenResponseSchema,
  });
  if (!body.success || !body.user || !body.tokens) {
    throw new Error(body.error || TOKEN_EXCHANGE_FAILED);
  }
  return {
    user: body.user,
    tokens: toSessionTokens(body.tokens, now),
    guilds: (body.guilds ?? []).map(toUserGuild),
  };
}
