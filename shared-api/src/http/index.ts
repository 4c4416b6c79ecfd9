export { ApiError, isApiError, type ApiErrorKind } from './api-error.ts';
export { buildApiUrl, isLocalHost, LOCAL_API_PREFIX, type PageLocation } from './address.ts';
export { apiClient, REQUEST_TIMEOUT_MS } from './client.ts';
export { CACHE_BUST_PARAM, INTERNAL_KEY_HEADER } from './hooks.ts';
export {
  apiGet,
  apiPost,
  apiRequest,
  toApiError,
  type ApiCallOptions,
  type ApiRequestOptions,
  type ApiResponse,
  type HttpMethod,
} from './request.ts';
export { setUserIdHeader, USER_ID_HEADER } from './user-id-header.ts';
export { onSessionRejected, type SessionRejectedHandler } from './session-rejection.ts';
