import * as z from 'zod/mini';
import {
  useSessionStore,
  type AuthUser,
  type SessionTokens,
  type UserGuild,
} from './session-store.ts';

/** The product-named local-storage key of the saved login (spec §4). */
export const SAVED_LOGIN_KEY = 'flowscope.auth';

const savedLoginSchema = z.object({
  user: z.object({
    id: z.string().check(z.minLength(1)),
    username: z.string(),
    email: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
    globalName: z.nullable(z.string()),
    verified: z.boolean(),
    provider: z.literal('discord'),
  }),
  tokens: z.object({
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.nullable(z.string()),
    expiresAt: z.number(),
    tokenType: z.string(),
  }),
  /** Kept with the session so a reload still knows them; absent in logins saved before. */
  guilds: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        icon: z.nullable(z.string()),
        owner: z.optional(z.boolean()),
        permissions: z.optional(z.string()),
        features: z.optional(z.array(z.string())),
        approximateMemberCount: z.optional(z.number()),
      }),
    ),
  ),
});

export interface SavedLogin {
  user: AuthUser;
  tokens: SessionTokens;
  guilds?: UserGuild[];
}

export function saveLogin(login: SavedLogin, storage: Storage = localStorage): void {
  storage.setItem(SAVED_LOGIN_KEY, JSON.stringify(login));
}

export function clearSavedLogin(storage: Storage = localStorage): void {
  storage.removeItem(SAVED_LOGIN_KEY);
}

/** Reads the saved login; an unreadable or expired one is discarded. */
export function readSavedLogin(
  now = Date.now(),
  storage: Storage = localStorage,
): SavedLogin | null {
  const raw = storage.getItem(SAVED_LOGIN_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = savedLoginSchema.safeParse(parsed);
  if (!result.success || result.data.tokens.expiresAt <= now) {
    clearSavedLogin(storage);
    return null;
  }
  const { user, tokens, guilds } = result.data;
  return guilds ? { user, tokens, guilds: guilds.map(withoutUndefined) } : { user, tokens };
}

/** Strict optional fields: a key is absent rather than undefined. */
function withoutUndefined(guild: UserGuild): UserGuild {
  return Object.fromEntries(
    Object.entries(guild).filter(([, value]) => value !== undefined),
  ) as unknown as UserGuild;
}

/** Puts a saved login back into the session store at start-up. */
export function restoreSavedLogin(now = Date.now(), storage: Storage = localStorage): boolean {
  const login = readSavedLogin(now, storage);
  if (!login) return false;
  useSessionStore.setState({ user: login.user, tokens: login.tokens, guilds: login.guilds ?? [] });
  return true;
}
