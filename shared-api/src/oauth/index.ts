export { configureOAuth, resetOAuthConfig, validateOAuthConfig } from './oauth-config.ts';
export { OAUTH_ERRORS } from './oauth-constants.ts';
export { useOAuthCallback } from './use-oauth-callback.ts';
export {
  connectDiscordForDebug,
  disconnectDiscordForDebug,
  DISCORD_NOT_CONNECTED,
  refreshGuildsForDebug,
} from './debug-actions.ts';
