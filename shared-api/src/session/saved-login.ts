import { z } from 'zod';
import { useSessionStore, type AuthUser, type SessionTokens } from './session-store.ts';

/** The product-named local-storage key of the saved login (spec §4). */
export const SAVED_LOGIN_KEY = 'flowscope.auth';

const savedLoginSchema = z.object({
  user: z.object({
    id: z.string().min(1),
    username: z.string(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    globalName: z.string().nullable(),
    verified: z.boolean(),
    provider: z.literal('discord'),
  }),
  tokens: z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().nullable(),
    expiresAt: z.number(),
    tokenType: z.string(),
  }),
});

export interface SavedLogin {
  user: AuthUser;
  tokens: SessionTokens;
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
  return result.data;
}

/** Puts a saved login back into the session store at start-up. */
export function restoreSavedLogin(now = Date.now(), storage: Storage = localStorage): boolean {
  const login = readSavedLogin(now, storage);
  if (!login) return false;
  useSessionStore.setState({ user: login.user, tokens: login.tokens });
  return true;
}
