import { TimeoutError, type Options } from 'ky';
import type * as z from 'zod/mini';
import { getApiConfig } from '../config/api-config.ts';
import { buildApiUrl, currentPageLocation, withLeadingSlash } from './address.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, serverMessage } from './api-error.ts';
import { apiClient, REQUEST_TIMEOUT_MS } from './client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { sessionRejectedHandler } from './session-rejection.ts';

/** What every call hands back (spec §7: data, status, headers, message). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  message: string | undefined;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method: HttpMethod;
  path: string;
  /** Validates the body where it enters; a mismatch is an ApiError, never a crash later on. */
  schema: z.ZodMiniType<T>;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * false for the token calls (sign-in, refresh, logout): a 401 there is their own answer (a
   * refused refresh token), not a session to renew.
   */
  renewSession?: boolean;
}

const TIMEOUT_MESSAGE = `Request timed out after ${REQUEST_TIMEOUT_MS / 1000} s`;

/** An answer whose body is not what the contract says: 'Unexpected response from /path'. */
export function invalidResponseError(
  path: string,
  status: number,
  body: unknown,
  cause: unknown,
): ApiError {
  return new ApiError(`Unexpected response from ${withLeadingSlash(path)}`, {
    status,
    kind: 'invalid-response',
    data: body,
    cause,
  });
}

/** Turns whatever ky or fetch threw into the product's ApiError. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) {
    return new ApiError(TIMEOUT_MESSAGE, { status: 0, kind: 'timeout', cause: error });
  }
  // An abort asked for by the caller is not a network failure; keep it recognisable.
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('Request aborted', { status: 0, kind: 'network', cause: error });
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: 'network', cause: error });
}

async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidResponseError(path, response.status, text, error);
  }
}

/**
 * A 401 to a call that carried the trader's token: the session is renewed once (a refresh) and
 * the call sent again with the new token; when the refresh fails the session ends with the
 * 'Session Expired' warning, and the call's own 401 stands.
 */
async function renewedAfterRejection(sentToken: string | undefined): Promise<boolean> {
  if (!sentToken) return false;
  // Another call already renewed the token this one carried: just send it again.
  const current = useSessionStore.getState().tokens?.accessToken;
  if (current && current !== sentToken) return true;
  const handler = sessionRejectedHandler();
  return handler ? handler() : false;
}

/** One call through the configured client: address built, body validated, errors unified. */
export async function apiRequest<T>(options: ApiRequestOptions<T>): Promise<ApiResponse<T>> {
  const sentToken = useSessionStore.getState().tokens?.accessToken;
  try {
    return await sendRequest(options);
  } catch (error) {
    const rejected = error instanceof ApiError && error.status === 401;
    if (!rejected || options.renewSession === false) throw error;
    if (!(await renewedAfterRejection(sentToken))) throw error;
    return sendRequest(options);
  }
}

async function sendRequest<T>(options: ApiRequestOptions<T>): Promise<ApiResponse<T>> {
  const { method, path, schema, json, searchParams, headers, signal } = options;
  const url = buildApiUrl(path, getApiConfig(), currentPageLocation());
  // ky merges options over the instance's defaults: an explicit `undefined` would erase them.
  const kyOptions: Options = { method };
  if (json !== undefined) kyOptions.json = json;
  if (searchParams) kyOptions.searchParams = searchParams;
  if (headers) kyOptions.headers = headers;
  if (signal) kyOptions.signal = signal;
  let response: Response;
  try {
    response = await apiClient(url, kyOptions);
  } catch (error) {
    throw toApiError(error);
  }
  const body = await readJson(response, path);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponseError(path, response.status, body, parsed.error);
  return {
    data: parsed.data,
    status: response.status,
    headers: response.headers,
    message: serverMessage(body),
  };
}

export type ApiCallOptions = Pick<
  ApiRequestOptions<unknown>,
  'searchParams' | 'headers' | 'signal'
>;

export function apiGet<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  options: ApiCallOptions = {},
): Promise<ApiResponse<T>> {
  return apiRequest({ ...options, method: 'GET', path, schema });
}

export function apiPost<T>(
  path: string,
  json: unknown,
  schema: z.ZodMiniType<T>,
  options: ApiCallOptions = {},
): Promise<ApiResponse<T>> {
  return apiRequest({ ...options, method: 'POST', path, json, schema });
}
