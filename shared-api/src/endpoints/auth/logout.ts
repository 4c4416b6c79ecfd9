import * as z from 'zod/mini';
import { PATHS } from '../../contract/index.ts';
import { authRequest } from './auth-request.ts';

/** POST /auth/logout: revokes the bearer token's session. Its answer carries nothing we use. */
export async function logoutRequest(): Promise<void> {
  await authRequest({
    method: 'POST',
    path: PATHS.logout,
    schema: z.unknown(),
    // Signing out with a refused token needs no renewal first.
    renewSession: false,
  });
}
