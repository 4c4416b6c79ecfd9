import ky from 'ky';
import {
  throwOnHttpError,
  withAuthorization,
  withCacheBuster,
  withInternalKey,
  withUserIdHeader,
} from './hooks.ts';
import { apiFetch } from './transport.ts';

/** Spec §9: request timeout 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The one configured ky instance of the page. Addresses are built per call (the config and
 * the page's host are only known at run time), so it has no prefix; everything that applies
 * to every call lives in its hooks.
 */
export const apiClient = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  // The spec asks for no retries; a silent retry would also stretch the 30 s budget.
  retry: 0,
  headers: { Accept: 'application/json' },
  fetch: apiFetch,
  hooks: {
    // withCacheBuster replaces the request, which ends ky's chain: keep it last.
    beforeRequest: [withAuthorization, withInternalKey, withUserIdHeader, withCacheBuster],
    afterResponse: [throwOnHttpError],
  },
});
