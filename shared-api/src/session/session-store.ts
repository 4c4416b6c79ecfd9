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

/** A chat-platform guild (spec §3); the optional fields are read by some views only. */
export interface UserGuild {
  id: string;
  name: string;
  icon: string | null;
  owner?: boolean;
  permissions?: string;
  features?: string[];
  approximateMemberCount?: number;
}

/** The platform's own account detail (spec §3 'Platform user detail'), in display casing. */
export interface PlatformUser {
  id: string;
  username: string;
  discriminator: string | null;
  avatar: string | null;
  email: string | null;
  verified: boolean;
  locale: string | null;
  mfaEnabled: boolean;
  premiumType: number | null;
  publicFlags: number | null;
}

/** What the sign-in control is busy with; it shows 'Connecting...' / 'Logging out...'. */
export type SessionStatus = 'idle' | 'connecting' | 'loggingOut';

export interface SessionState {
  user: AuthUser | null;
  tokens: SessionTokens | null;
  guilds: UserGuild[];
  platformUser: PlatformUser | null;
  status: SessionStatus;
  /** The last sign-in or session error, for the shell to show; null when none. */
  error: string | null;
  isOnline: boolean;
}

export const INITIAL_SESSION_STATE: SessionState = {
  user: null,
  tokens: null,
  guilds: [],
  platformUser: null,
  status: 'idle',
  error: null,
  isOnline: true,
};

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

/** Signed in means a platform user is set (spec §4 'Authentication'). */
export function isSignedIn(state: SessionState = useSessionStore.getState()): boolean {
  return state.user !== null;
}
