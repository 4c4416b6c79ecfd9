export {
  configureOAuth,
  getOAuthConfig,
  OAUTH_CONFIG_MESSAGES,
  requireOAuthConfig,
  resetOAuthConfig,
  validateOAuthConfig,
  type OAuthConfig,
  type OAuthConfigCheck,
} from './oauth-config.ts';
export {
  DEBUG_POPUP_HEIGHT,
  DEBUG_POPUP_WIDTH,
  DEFAULT_RETURN_PATH,
  isCancellation,
  OAUTH_ERRORS,
  OAUTH_STATE_BYTES,
  OAUTH_TIMEOUT_MS,
  POPUP_CLOSE_GRACE_MS,
  POPUP_CLOSED_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  providerErrorMessage,
} from './oauth-constants.ts';
export { buildAuthorizeUrl } from './authorize-url.ts';
export { ensureOAuthState, generateOAuthState } from './oauth-state.ts';
export { clearOAuthFlags, OAUTH_STORAGE_KEYS, takeOAuthError } from './oauth-storage.ts';
export { OAUTH_MESSAGE_TYPES, type OAuthMessage } from './oauth-messages.ts';
export { signInWithPopup, type PopupSignInOptions } from './popup-flow.ts';
export { startRedirectSignIn } from './redirect-flow.ts';
export { completeDiscordSignIn } from './code-exchange.ts';
export {
  findOpener,
  processOAuthCallback,
  readCallbackParams,
  type OAuthCallbackParams,
} from './callback.ts';
export {
  CALLBACK_TIMINGS,
  decideCallbackAction,
  type CallbackAction,
  type CallbackPhase,
  type CallbackSituation,
} from './callback-plan.ts';
export { useOAuthCallback } from './use-oauth-callback.ts';
export { runCallbackAction, type CallbackActionHandlers } from './callback-plan.ts';
export {
  connectDiscordForDebug,
  DEBUG_NOTICE_TITLES,
  disconnectDiscordForDebug,
  DISCORD_NOT_CONNECTED,
  refreshGuildsForDebug,
} from './debug-actions.ts';
