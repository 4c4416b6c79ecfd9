import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  AUTH_PROVIDER,
  DiscordTokenRequestSchema,
  ERROR_MESSAGES,
  LoginRequestSchema,
  MOCK_TOKEN_EXPIRY_SECONDS,
  PATHS,
  PLATFORM_TOKEN_EXPIRY_SECONDS,
  RefreshRequestSchema,
  RESULT_OK,
  type AuthUser,
  type Guild,
  type LoginUser,
} from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { bearerToken, requireUser } from '../http/viewer.ts';
import { exchangeCode } from '../store/code-exchange.ts';
import { TEST_CREDENTIALS, TEST_USERS, type UserRecord } from '../store/users.ts';

/** The test users' guilds on the chat platform. */
const GUILDS: Guild[] = [
  {
    id: '190000000000000001',
    name: 'Flowscope Traders',
    icon: null,
    owner: false,
    permissions: '104324673',
    features: ['COMMUNITY'],
    approximate_member_count: 2841,
  },
  {
    id: '190000000000000002',
    name: 'Smart Money Lab',
    icon: null,
    owner: true,
    permissions: '2147483647',
    features: [],
    approximate_member_count: 57,
  },
];

function authUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    globalName: user.globalName,
    verified: true,
    provider: AUTH_PROVIDER,
  };
}

function loginUser(user: UserRecord): LoginUser {
  return { id: user.id, username: user.username, email: user.email, avatar: user.avatar };
}

/** Auth failures carry `success: false` and `error` beside `message` (shell §7 reads either). */
function authError(status: 400 | 401, message: string): ApiError {
  return new ApiError(status, message, { success: false, error: message });
}

/** Like readPayload, but invalid payloads answer in the auth failure shape. */
async function readAuthPayload<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  invalidMessage?: string,
): Promise<z.infer<S>> {
  try {
    return await readPayload(c, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw authError(400, invalidMessage ?? error.message);
    }
    throw error;
  }
}

export function registerAuthRoutes(app: Hono, ctx: AppContext): void {
  const { store } = ctx;

  app.post(PATHS.discordToken, async (c) => {
    const body = await readAuthPayload(
      c,
      DiscordTokenRequestSchema,
      ERROR_MESSAGES.invalidOAuthParameters,
    );
    const exchanged = exchangeCode(store, {
      code: body.code,
      redirectUri: body.redirectUri,
      state: body.state,
      lifetimeSeconds: PLATFORM_TOKEN_EXPIRY_SECONDS,
      now: ctx.now(),
    });
    const user = exchanged ? store.users.find(exchanged.userId) : undefined;
    if (!exchanged || !user) throw authError(400, ERROR_MESSAGES.invalidOAuthParameters);
    const { tokens } = exchanged;
    return c.json({
      success: true,
      user: authUser(user),
      tokens,
      guilds: GUILDS,
      state: body.state,
    });
  });

  app.post(PATHS.discordRefresh, async (c) => {
    const body = await readAuthPayload(c, RefreshRequestSchema);
    const refreshed = store.sessions.refresh(
      body.refresh_token,
      PLATFORM_TOKEN_EXPIRY_SECONDS,
      ctx.now(),
    );
    if (!refreshed) throw authError(401, 'Invalid or expired refresh token');
    return c.json({ success: true, tokens: refreshed.tokens });
  });

  app.post(PATHS.login, async (c) => {
    const body = await readAuthPayload(c, LoginRequestSchema);
    if (
      body.email.trim().toLowerCase() !== TEST_CREDENTIALS.email ||
      body.password !== TEST_CREDENTIALS.password
    ) {
      throw authError(401, ERROR_MESSAGES.invalidCredentials);
    }
    const user = store.users.find(TEST_USERS.premium.id);
    if (!user) throw authError(401, ERROR_MESSAGES.invalidCredentials);
    const tokens = store.sessions.issue(user.id, MOCK_TOKEN_EXPIRY_SECONDS, ctx.now());
    return c.json({ ...tokens, user: loginUser(user) });
  });

  app.post(PATHS.refresh, async (c) => {
    const body = await readAuthPayload(c, RefreshRequestSchema);
    const refreshed = store.sessions.refresh(
      body.refresh_token,
      MOCK_TOKEN_EXPIRY_SECONDS,
      ctx.now(),
    );
    const user = refreshed ? store.users.find(refreshed.userId) : undefined;
    if (!refreshed || !user) throw authError(401, 'Invalid or expired refresh token');
    return c.json({ ...refreshed.tokens, user: loginUser(user) });
  });

  app.post(PATHS.logout, (c) => {
    requireUser(c, store, ctx.now());
    const token = bearerToken(c);
    if (token) store.sessions.revoke(token);
    return c.json({ result: RESULT_OK, message: 'You have been successfully logged out.' });
  });

  app.get(PATHS.profile, (c) => {
    const user = requireUser(c, store, ctx.now());
    return c.json({ ...loginUser(user), created_at: user.createdAt, updated_at: user.updatedAt });
  });
}
