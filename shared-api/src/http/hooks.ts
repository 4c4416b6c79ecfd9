import type { AfterResponseHook, BeforeRequestHook } from 'ky';
import { getApiConfig } from '../config/api-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ApiError, httpErrorMessage, serverMessage } from './api-error.ts';
import { currentPageLocation, isLocalHost } from './address.ts';
import { getUserIdHeader, USER_ID_HEADER } from './user-id-header.ts';

const INTERNAL_KEY_HEADER = 'X-Internal-Key';
const CACHE_BUST_PARAM = '_t';

/** Bearer token once signed in (spec §7); read at send time so a refreshed token is used. */
export const withAuthorization: BeforeRequestHook = (request) => {
  const tokens = useSessionStore.getState().tokens;
  if (tokens?.accessToken) request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
};

/**
 * The internal secret travels only from a developer's machine with development config, so a
 * production page never sends it even if a key leaked into its configuration.
 */
export const withInternalKey: BeforeRequestHook = (request) => {
  const { internalApiKey, mode } = getApiConfig();
  if (!internalApiKey || mode !== 'development') return;
  if (!isLocalHost(currentPageLocation().hostname)) return;
  request.headers.set(INTERNAL_KEY_HEADER, internalApiKey);
};

export const withUserIdHeader: BeforeRequestHook = (request) => {
  const userId = getUserIdHeader();
  if (userId !== null) request.headers.set(USER_ID_HEADER, userId);
};

/**
 * GETs carry a timestamp so no cache between the page and the API serves stale data.
 * It returns a new Request, which ends ky's hook chain, so it must stay the last hook.
 */
export const withCacheBuster: BeforeRequestHook = (request) => {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.searchParams.set(CACHE_BUST_PARAM, String(Date.now()));
  return new Request(url, request);
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Non-2xx answers become ApiError with the server's message or 'HTTP Error {status}'. */
export const throwOnHttpError: AfterResponseHook = async (_request, _options, response) => {
  if (response.ok) return;
  const body = await readBody(response);
  throw new ApiError(serverMessage(body) ?? httpErrorMessage(response.status), {
    status: response.status,
    kind: 'http',
    data: body,
  });
};
