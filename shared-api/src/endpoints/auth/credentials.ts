import {
  LoginResponseSchema,
  PATHS,
  ProfileResponseSchema,
  type LoginRequest,
  type LoginUser,
  type ProfileResponse,
} from '../../contract/index.ts';
import type { SessionTokens } from '../../session/session-store.ts';
import { authRequest } from './auth-request.ts';
import { toSessionTokens } from './mappers.ts';

export interface CredentialLogin {
  user: LoginUser;
  tokens: SessionTokens;
}

/** POST /auth/login with credentials (the mock login of spec §6). */
export async function loginWithCredentials(
  credentials: LoginRequest,
  now = Date.now(),
): Promise<CredentialLogin> {
  const body = await authRequest({
    method: 'POST',
    path: PATHS.login,
    renewSession: false,
    json: credentials,
    schema: LoginResponseSchema,
  });
  return { user: body.user, tokens: toSessionTokens(body, now) };
}

/** POST /auth/refresh {refresh_token}: the credential login's refresh. */
export async function refreshCredentialTokens(
  refreshToken: string,
  now = Date.now(),
): Promise<SessionTokens> {
  const body = await authRequest({
    method: 'POST',
    path: PATHS.refresh,
    renewSession: false,
    json: { refresh_token: refreshToken },
    schema: LoginResponseSchema,
  });
  return toSessionTokens(body, now);
}

/** GET /auth/profile (bearer token). */
export function getProfile(): Promise<ProfileResponse> {
  return authRequest({ method: 'GET', path: PATHS.profile, schema: ProfileResponseSchema });
}
