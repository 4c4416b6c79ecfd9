import { apiRequest, type ApiRequestOptions } from '../../http/index.ts';
import { toAuthError } from '../../auth/auth-error.ts';

/** One auth call through the shared client, with the auth calls' own error text. */
export async function authRequest<T>(options: ApiRequestOptions<T>): Promise<T> {
  try {
    return (await apiRequest(options)).data;
  } catch (error) {
    throw toAuthError(error);
  }
}
