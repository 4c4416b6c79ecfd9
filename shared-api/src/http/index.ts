export { ApiError, isApiError } from './api-error.ts';
export { apiGet, apiRequest, type ApiRequestOptions } from './request.ts';
