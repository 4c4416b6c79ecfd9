import { clearOAuthFlags } from '../oauth/oauth-storage.ts';
import { resetPreferencesStore } from '../preferences/preferences-store.ts';
import { clearSavedLogin, saveLogin } from './saved-login.ts';
import {
  INITIAL_SESSION_STATE,
  useSessionStore,
  type AuthUser,
  type PlatformUser,
  type SessionTokens,
  type UserGuild,
} from './session-store.ts';

export interface SignInData {
  user: AuthUser;
  tokens: SessionTokens;
  guilds?: UserGuild[];
  platformUser?: PlatformUser | null;
}

/** Logged out becomes logged in: the user, tokens and guilds are stored and the login saved. */
export function applySignIn(data: SignInData): void {
  useSessionStore.setState({
    user: data.user,
    tokens: data.tokens,
    guilds: data.guilds ?? [],
    platformUser: data.platformUser ?? null,
    error: null,
  });
  saveLogin({ user: data.user, tokens: data.tokens, guilds: data.guilds ?? [] });
}

/**
 * New tokens for the signed-in user, saved with the login so a reload keeps them. Their
 * `expiresAt` is the session's one lifetime, from the server's `expires_in`.
 */
export function applyTokens(tokens: SessionTokens): void {
  const { user, guilds } = useSessionStore.getState();
  if (!user) return;
  useSessionStore.setState({ tokens });
  saveLogin({ user, tokens, guilds });
}

/** The signed-in parts of the session back to their initial values; connectivity is kept. */
function clearSignedInState(): void {
  const { user, tokens, guilds, platformUser, error } = INITIAL_SESSION_STATE;
  useSessionStore.setState({ user, tokens, guilds, platformUser, error });
}

/**
 * Local logout (spec §4): user, platform data, guilds, tokens, the saved login and the stored
 * OAuth flags; the user's preferences go back to the defaults with them.
 */
export function clearLocalSession(): void {
  clearSignedInState();
  clearSavedLogin();
  clearOAuthFlags();
  resetPreferencesStore();
}

/**
 * Disconnects only the chat platform: its data goes; because every Flowscope user comes from
 * that platform, the user, tokens and saved login go with it.
 */
export function disconnectPlatform(): void {
  const { user } = useSessionStore.getState();
  useSessionStore.setState({ guilds: [], platformUser: null });
  if (user?.provider === 'discord') {
    clearSignedInState();
    clearSavedLogin();
    resetPreferencesStore();
  }
}
