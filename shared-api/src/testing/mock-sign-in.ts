import { PATHS } from '../contract/index.ts';
import { DiscordTokenResponseSchema } from '../contract/auth.ts';
import { toSessionTokens, toUserGuild } from '../endpoints/auth/mappers.ts';
import { applySignIn } from '../session/session-actions.ts';
import type { InProcessApiHandler } from './in-process-api.ts';

const TEST_REDIRECT_URI = 'http://localhost:3000/auth/discord/callback';
const TEST_CLIENT_ID = '100000000000000001';

/**
 * Signs one of mock-api's test users in through its OAuth stand-in and code exchange, in
 * process, and puts the session in the store: screens then call the API as that user with
 * a real token. `user` is 'premium' or 'free' (mock-api's consent page choices).
 */
export async function signInThroughMockApi(
  handler: InProcessApiHandler,
  user: 'premium' | 'free',
): Promise<{ userId: string; accessToken: string }> {
  const state = `test-${user}-${'0'.repeat(32)}`;
  const consent = await handler(PATHS.oauthAuthorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      redirect_uri: TEST_REDIRECT_URI,
      state,
      scope: 'identify guilds',
      user,
      decision: 'authorize',
    }).toString(),
  });
  const code = new URL(consent.headers.get('location') ?? 'http://invalid/').searchParams.get(
    'code',
  );
  if (!code) throw new Error(`the consent page answered ${consent.status} without a code`);
  const exchange = await handler(PATHS.discordToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state, redirectUri: TEST_REDIRECT_URI }),
  });
  const answer = DiscordTokenResponseSchema.parse(await exchange.json());
  if (!answer.success || !answer.user || !answer.tokens)
    throw new Error(answer.error ?? 'token exchange failed');
  applySignIn({
    user: answer.user,
    tokens: toSessionTokens(answer.tokens),
    guilds: (answer.guilds ?? []).map(toUserGuild),
  });
  return { userId: answer.user.id, accessToken: answer.tokens.access_token };
}
