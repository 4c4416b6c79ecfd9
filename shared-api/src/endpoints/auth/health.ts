import { HealthResponseSchema, PATHS, type HealthResponse } from '../../contract/index.ts';
import { authRequest } from './auth-request.ts';

/** GET /health. */
export function getHealth(): Promise<HealthResponse> {
  return authRequest({ method: 'GET', path: PATHS.health, schema: HealthResponseSchema });
}

/** GET /auth/health on the auth host: the debug page's test of the auth service. */
export function getAuthHealth(): Promise<HealthResponse> {
  return authRequest({ method: 'GET', path: PATHS.authHealth, schema: HealthResponseSchema });
}

/** The availability check: true when the API answered its health call. */
export async function isApiAvailable(): Promise<boolean> {
  try {
    await getHealth();
    return true;
  } catch {
    return false;
  }
}
