import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/shallow';
import { getApiConfig } from '../config/api-config.ts';
import { signOut } from './logout.ts';
import {
  getServiceManagerState,
  pollServiceManagerState,
  type ServiceManagerState,
} from './service-manager.ts';
import { onSessionSync, type SessionSyncListener } from './session-events.ts';
import { useSessionStore, type SessionStatus } from './session-store.ts';
import { resetSignInStatus, signIn, type SignInMode, type SignInOptions } from './sign-in.ts';

/** The sign-in control's texts (spec §2 'Layout'). */
const SIGN_IN_LABELS = {
  signIn: 'Sign in with Discord',
  logout: 'Logout',
  connecting: 'Connecting...',
  loggingOut: 'Logging out...',
} as const;

function signInButtonLabel(status: SessionStatus, signedIn: boolean): string {
  if (status === 'connecting') return SIGN_IN_LABELS.connecting;
  if (status === 'loggingOut') return SIGN_IN_LABELS.loggingOut;
  return signedIn ? SIGN_IN_LABELS.logout : SIGN_IN_LABELS.signIn;
}

export function useIsAuthenticated(): boolean {
  return useSessionStore((state) => state.user !== null);
}

/** The session as the shell shows it. */
export function useSession() {
  return useSessionStore(
    useShallow((state) => ({
      user: state.user,
      isAuthenticated: state.user !== null,
      guilds: state.guilds,
      status: state.status,
      error: state.error,
      isOnline: state.isOnline,
    })),
  );
}

export interface SignInControl {
  /** 'popup' by default; 'redirect' leaves the page for the full-page flow. */
  signIn: (mode?: SignInMode, options?: SignInOptions) => Promise<boolean>;
  signOut: () => Promise<void>;
  /**
   * Signs in when anonymous, out when signed in: what the one header button does. Its
   * failures are only logged (spec §8).
   */
  toggle: (mode?: SignInMode) => Promise<unknown>;
  status: SessionStatus;
  isAuthenticated: boolean;
  /** True while connecting or logging out: the button is disabled. */
  busy: boolean;
  /** 'Sign in with Discord', 'Logout', 'Connecting...' or 'Logging out...'. */
  label: string;
  /** The development Reset is offered while busy in development builds only. */
  canReset: boolean;
  reset: () => void;
}

/** Everything the header's sign-in control needs. */
export function useSignIn(): SignInControl {
  const { status, isAuthenticated } = useSessionStore(
    useShallow((state) => ({ status: state.status, isAuthenticated: state.user !== null })),
  );
  const busy = status !== 'idle';
  return {
    signIn,
    signOut,
    toggle: (mode) => (isAuthenticated ? signOut() : signIn(mode, { onlyLogFailures: true })),
    status,
    isAuthenticated,
    busy,
    label: signInButtonLabel(status, isAuthenticated),
    canReset: busy && getApiConfig().mode === 'development',
    reset: resetSignInStatus,
  };
}

/** Runs `listener` when a reconnect asks lists to refresh; for list hooks in the remotes. */
export function useSessionSync(listener: SessionSyncListener): void {
  useEffect(() => onSessionSync(listener), [listener]);
}

/** The service manager's state, polled every second (spec §4). */
export function useServiceManagerState(): ServiceManagerState {
  const [state, setState] = useState(getServiceManagerState);
  useEffect(() => pollServiceManagerState(setState), []);
  return state;
}
