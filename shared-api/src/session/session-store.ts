import { create } from 'zustand';

export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  avatar: string | null;
  globalName: string | null;
  verified: boolean;
  provider: 'discord';
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  tokenType: string;
}

export interface SessionState {
  user: AuthUser | null;
  tokens: SessionTokens | null;
}

export const INITIAL_SESSION_STATE: SessionState = { user: null, tokens: null };

/**
 * The one session store of the page. It lives in shared-api, which Module Federation shares
 * as a singleton, so the host and every remote read and write the same instance.
 */
export const useSessionStore = create<SessionState>()(() => INITIAL_SESSION_STATE);

export function resetSessionStore(): void {
  useSessionStore.setState(INITIAL_SESSION_STATE, true);
}

/** Anonymous visitors call the API as user 0 (spec §4). */
export function currentUserId(): string {
  return useSessionStore.getState().user?.id ?? '0';
}

/** A one-line description of who is browsing, for screens and the shell. */
export function useViewerLabel(): string {
  const user = useSessionStore((state) => state.user);
  return user ? `Signed in as ${user.globalName ?? user.username}` : 'Browsing anonymously';
}
