import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configureApi, resetApiConfig } from '../config/api-config.ts';
import { resetSessionStore, useSessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { REQUEST_TIMEOUT_MS } from './client.ts';
import { apiGet, apiPost, apiRequest } from './request.ts';
import { captureRequests, jsonResponse, setPageUrl } from './test-support.ts';
import { setApiFetch } from './transport.ts';
import { setUserIdHeader } from './user-id-header.ts';

const anything = z.unknown();
const okSchema = z.object({ result: z.literal('ok'), data: z.array(z.number()) });

function signIn(accessToken = 'access-123'): void {
  useSessionStore.setState({
    user: {
      id: '123456789012345678',
      username: 'trader',
      email: null,
      avatar: null,
      globalName: null,
      verified: true,
      provider: 'discord',
    },
    tokens: {
      accessToken,
      refreshToken: 'r',
      expiresAt: Date.now() + 3_600_000,
      tokenType: 'Bearer',
    },
  });
}

beforeEach(() => {
  setPageUrl('http://localhost:3000/top-accumulations');
});

afterEach(() => {
  setApiFetch(null);
  setUserIdHeader(null);
  resetSessionStore();
  resetApiConfig();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('posts JSON to the local /api prefix on localhost, without _t', async () => {
    const { requests } = captureRequests(() => jsonResponse({ result: 'ok', data: [1] }));
    await apiPost('cex_top_accumulations', { user_id: 0 }, anything);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost:3000/api/cex_top_accumulations');
    expect(request?.headers.get('content-type')).toContain('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(await request?.json()).toEqual({ user_id: 0 });
  });

  it('uses the configured base and version away from localhost', async () => {
    setPageUrl('https://app.flowscope.io/top-accumulations');
    configureApi({ apiBaseUrl: 'https://api.flowscope.io/', apiVersion: 'v1', mode: 'production' });
    const { requests } = captureRequests(() => jsonResponse({}));
    await apiPost('/search', { query: 'BTC' }, anything);
    expect(requests[0]?.url).toBe('https://api.flowscope.io/v1/search');
  });

  it('adds a cache-busting _t timestamp to GET requests only', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const { requests } = captureRequests(() => jsonResponse({ status: 'ok' }));
    await apiGet('/health', anything, { searchParams: { a: 'b' } });
    await apiPost('/health', {}, anything);
    const getUrl = new URL(requests[0]?.url ?? '');
    expect(getUrl.pathname).toBe('/api/health');
    expect(getUrl.searchParams.get('_t')).toBe('1750000000000');
    expect(getUrl.searchParams.get('a')).toBe('b');
    expect(new URL(requests[1]?.url ?? '').searchParams.has('_t')).toBe(false);
  });

  it('sends Bearer authorization only after login, with the current token', async () => {
    const { requests } = captureRequests(() => jsonResponse({}));
    await apiPost('/search', {}, anything);
    signIn('token-a');
    await apiPost('/search', {}, anything);
    signIn('token-b');
    await apiGet('/health', anything);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer token-a');
    expect(requests[2]?.headers.get('authorization')).toBe('Bearer token-b');
  });

  it('sends X-User-ID only once it is set', async () => {
    const { requests } = captureRequests(() => jsonResponse({}));
    await apiPost('/search', {}, anything);
    setUserIdHeader('42');
    await apiPost('/search', {}, anything);
    expect(requests[0]?.headers.has('x-user-id')).toBe(false);
    expect(requests[1]?.headers.get('x-user-id')).toBe('42');
  });

  describe('the internal header', () => {
    const devConfig = {
      apiBaseUrl: 'https://api.flowscope.io',
      apiVersion: '',
      mode: 'development' as const,
      internalApiKey: 'dev-secret',
    };

    it('is sent on a local host with development config that has the key', async () => {
      configureApi(devConfig);
      const { requests } = captureRequests(() => jsonResponse({}));
      await apiPost('/search', {}, anything);
      setPageUrl('http://127.0.0.1:3000/');
      await apiPost('/search', {}, anything);
      expect(requests[0]?.headers.get('x-internal-key')).toBe('dev-secret');
      expect(requests[1]?.headers.get('x-internal-key')).toBe('dev-secret');
    });

    it('is never sent from a deployed host', async () => {
      setPageUrl('https://app.flowscope.io/');
      configureApi(devConfig);
      const { requests } = captureRequests(() => jsonResponse({}));
      await apiPost('/search', {}, anything);
      expect(requests[0]?.headers.has('x-internal-key')).toBe(false);
    });

    it('is never sent from production config or without a key', async () => {
      const { requests } = captureRequests(() => jsonResponse({}));
      configureApi({ ...devConfig, mode: 'production' });
      await apiPost('/search', {}, anything);
      configureApi({ ...devConfig, internalApiKey: undefined });
      await apiPost('/search', {}, anything);
      expect(requests[0]?.headers.has('x-internal-key')).toBe(false);
      expect(requests[1]?.headers.has('x-internal-key')).toBe(false);
    });
  });

  it('returns data, status, headers and message', async () => {
    captureRequests(
      () =>
        new Response(JSON.stringify({ result: 'ok', data: [1, 2], message: 'fine' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json', 'X-Trace': 't1' },
        }),
    );
    const response = await apiPost('/search', {}, z.extend(okSchema, { message: z.string() }));
    expect(response.data).toEqual({ result: 'ok', data: [1, 2], message: 'fine' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-trace')).toBe('t1');
    expect(response.message).toBe('fine');
  });

  describe('errors', () => {
    it("raises the server's message for a non-2xx answer", async () => {
      captureRequests(() => jsonResponse({ message: 'Invalid filter' }, 400));
      await expect(apiPost('/search', {}, anything)).rejects.toMatchObject({
        name: 'ApiError',
        message: 'Invalid filter',
        status: 400,
        kind: 'http',
      });
    });

    it("falls back to the body's error field", async () => {
      captureRequests(() => jsonResponse({ error: 'Invalid credentials' }, 401));
      await expect(apiPost('/auth/login', {}, anything)).rejects.toMatchObject({
        message: 'Invalid credentials',
        status: 401,
      });
    });

    it("raises 'HTTP Error {status}' when the server gives no message", async () => {
      captureRequests(() => new Response('', { status: 500 }));
      await expect(apiGet('/health', anything)).rejects.toMatchObject({
        message: 'HTTP Error 500',
        status: 500,
      });
      captureRequests(() => new Response('<html>bad gateway</html>', { status: 502 }));
      await expect(apiGet('/health', anything)).rejects.toMatchObject({
        message: 'HTTP Error 502',
        status: 502,
      });
    });

    it("raises 'Network Error' with status 0 when the request never arrives", async () => {
      setApiFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const error: unknown = await apiPost('/search', {}, anything).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Network Error', status: 0, kind: 'network' });
    });

    it('gives up after 30 s with a clear timeout message', async () => {
      vi.useFakeTimers();
      setApiFetch(
        (input) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = input instanceof Request ? input.signal : undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      let settled: unknown = 'pending';
      const call = apiPost('/search', {}, anything).catch((e: unknown) => (settled = e));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
      expect(settled).toMatchObject({
        message: 'Request timed out after 30 s',
        status: 0,
        kind: 'timeout',
      });
    });

    it("raises 'Unexpected response from {path}' when the body breaks the schema", async () => {
      captureRequests(() => jsonResponse({ result: 'ok', data: 'not a list' }));
      await expect(apiPost('/cex_top_accumulations', {}, okSchema)).rejects.toMatchObject({
        message: 'Unexpected response from /cex_top_accumulations',
        kind: 'invalid-response',
        status: 200,
      });
    });

    it('treats a body that is not JSON as an unexpected response', async () => {
      captureRequests(() => new Response('<html></html>', { status: 200 }));
      await expect(
        apiRequest({ method: 'POST', path: 'search', schema: okSchema }),
      ).rejects.toMatchObject({ message: 'Unexpected response from /search' });
    });
  });
});
