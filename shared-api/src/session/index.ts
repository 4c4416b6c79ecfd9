export * from './session-store.ts';
export * from './saved-login.ts';
export {
  DEFAULT_TOKEN_LIFETIME_S,
  expiresAtFrom,
  isTokenValid,
  needsRefresh,
  SESSION_REFRESH_INTERVAL_MS,
  TOKEN_REFRESH_MARGIN_MS,
  TOKEN_VALID_MARGIN_MS,
} from './token-validity.ts';
export {
  applySignIn,
  clearLocalSession,
  disconnectPlatform,
  type SignInData,
} from './session-actions.ts';
export { signIn, resetSignInStatus, type SignInMode, type SignInOptions } from './sign-in.ts';
export { preferredSignInMode, REDIRECT_SIGN_IN_MAX_WIDTH } from './preferred-sign-in-mode.ts';
export { signOut } from './logout.ts';
export { NO_REFRESH_TOKEN, refreshOrExpire, refreshSession } from './token-refresh.ts';
export { refreshIfDue, refreshIfInvalid } from './token-watch.ts';
export { NOT_CONNECTED, refreshGuilds, type GuildSource } from './guilds.ts';
export { handleReconnect, syncSession, type ReconnectResult } from './connectivity.ts';
export {
  emitSessionSync,
  onSessionSync,
  type SessionSyncListener,
  type SessionSyncReason,
} from './session-events.ts';
export {
  getServiceManagerState,
  initializeSessionServices,
  pollServiceManagerState,
  SERVICE_STATE_POLL_MS,
  stopSessionServices,
  type ServiceManagerState,
  type ServiceStatus,
} from './service-manager.ts';
export { SESSION_NOTICES, type SessionNotice } from './notify.ts';
export {
  SIGN_IN_LABELS,
  signInButtonLabel,
  useCurrentUser,
  useIsAuthenticated,
  useServiceManagerState,
  useSession,
  useSessionSync,
  useSignIn,
  type SignInControl,
} from './hooks.ts';
