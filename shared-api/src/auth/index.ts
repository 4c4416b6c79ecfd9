export { AUTH_ERROR_PREFIX, AuthApiError, authFailureText } from './auth-error.ts';
export { getAuthHealth, getHealth, isApiAvailable } from '../endpoints/auth/health.ts';
export {
  exchangeDiscordCode,
  TOKEN_EXCHANGE_FAILED,
  type DiscordSignIn,
  type DiscordTokenInput,
} from '../endpoints/auth/discord-token.ts';
export { refreshDiscordTokens, TOKEN_REFRESH_FAILED } from '../endpoints/auth/discord-refresh.ts';
export {
  getProfile,
  loginWithCredentials,
  refreshCredentialTokens,
  type CredentialLogin,
} from '../endpoints/auth/credentials.ts';
export { logoutRequest } from '../endpoints/auth/logout.ts';
export {
  getUser,
  getUserPreferences,
  updateUser,
  updateUserPreferences,
} from '../endpoints/auth/users.ts';
