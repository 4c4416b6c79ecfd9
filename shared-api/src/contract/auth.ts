import * as z from 'zod/mini';

/**
 * Auth calls (shell-and-session §7). Failures answer a non-2xx status with
 * `{ success: false, error, message }` (both texts equal) so a client reading either the
 * error or the message field finds it.
 */

/** Token lifetimes (shell §9): mock login/refresh tokens and chat-platform tokens. */
export const MOCK_TOKEN_EXPIRY_SECONDS = 3600;
export const PLATFORM_TOKEN_EXPIRY_SECONDS = 604800;
export const TOKEN_TYPE = 'Bearer';
export const AUTH_PROVIDER = 'discord';
export const OAUTH_SCOPE = 'identify guilds';

export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  /** Seconds until access_token expires. */
  expires_in: z.number(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/**
 * Tokens as a client reads them from an answer: the spec gives defaults for the two fields a
 * server may leave out, a 30-day lifetime without `expires_in` and 'Bearer' without
 * `token_type` (shell §3, §4), so their absence is no "Unexpected response".
 */
export const TokenAnswerSchema = z.extend(TokenPairSchema, {
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

/** Auth user from the chat platform (shell §3). id is the platform snowflake string. */
export const AuthUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  globalName: z.nullable(z.string()),
  verified: z.boolean(),
  provider: z.literal(AUTH_PROVIDER),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const GuildSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.nullable(z.string()),
  owner: z.boolean(),
  permissions: z.string(),
  features: z.array(z.string()),
  approximate_member_count: z.int(),
});
export type Guild = z.infer<typeof GuildSchema>;

/** POST /auth/discord/token. */
export const DiscordTokenRequestSchema = z.object({
  code: z
    .string({ error: 'code must be a string' })
    .check(z.minLength(1, 'code is required'), z.maxLength(512)),
  state: z
    .string({ error: 'state must be a string' })
    .check(z.minLength(1, 'state is required'), z.maxLength(512)),
  redirectUri: z
    .string({ error: 'redirectUri must be a string' })
    .check(z.url('redirectUri must be a URL')),
});
export type DiscordTokenRequest = z.input<typeof DiscordTokenRequestSchema>;

/** Success: all of user, tokens (platform lifetime 604800 s), guilds and the echoed state. */
export const DiscordTokenResponseSchema = z.object({
  success: z.boolean(),
  user: z.optional(AuthUserSchema),
  tokens: z.optional(TokenAnswerSchema),
  guilds: z.optional(z.array(GuildSchema)),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type DiscordTokenResponse = z.infer<typeof DiscordTokenResponseSchema>;

/** POST /auth/discord/refresh and POST /auth/refresh. */
export const RefreshRequestSchema = z.object({
  refresh_token: z
    .string({ error: 'refresh_token must be a string' })
    .check(z.minLength(1, 'refresh_token is required'), z.maxLength(512)),
});
export type RefreshRequest = z.input<typeof RefreshRequestSchema>;

/** The refresh token is rotated: the old one stops working. */
export const DiscordRefreshResponseSchema = z.object({
  success: z.boolean(),
  tokens: z.optional(TokenAnswerSchema),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type DiscordRefreshResponse = z.infer<typeof DiscordRefreshResponseSchema>;

/** POST /auth/login: the mock login accepts exactly one test credential pair. */
export const LoginRequestSchema = z.object({
  email: z
    .string({ error: 'email must be a string' })
    .check(z.minLength(1, 'email is required'), z.maxLength(320)),
  password: z
    .string({ error: 'password must be a string' })
    .check(z.minLength(1, 'password is required'), z.maxLength(256)),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type LoginUser = z.infer<typeof LoginUserSchema>;

/** Login response (shell §3); also the answer of POST /auth/refresh. Lifetime 3600 s. */
export const LoginResponseSchema = z.extend(TokenAnswerSchema, { user: LoginUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** GET /auth/profile (bearer token required). */
export const ProfileResponseSchema = z.extend(LoginUserSchema, {
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** POST /auth/logout revokes the bearer token's session; answers the action envelope. */
