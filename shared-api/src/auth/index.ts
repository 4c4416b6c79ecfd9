export { AUTH_ERROR_PREFIX, AuthApiError, authFailureText } from './auth-error.ts';
export { getAuthHealth, getHealth, isApiAvailable } from './health.ts';
export {
  exchangeDiscordCode,
  TOKEN_EXCHANGE_FAILED,
  type DiscordSignIn,
  type DiscordTokenInput,
} from './discord-token.ts';
export { refreshDiscordTokens, TOKEN_REFRESH_FAILED } from './discord-refresh.ts';
export {
  getProfile,
  loginWithCredentials,
  refreshCredentialTokens,
  type CredentialLogin,
} from './credentials.ts';
export { logoutRequest } from './logout.ts';
export { getUser, getUserPreferences, updateUser, updateUserPreferences } from './users.ts';
