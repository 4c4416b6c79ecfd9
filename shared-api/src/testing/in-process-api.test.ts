import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../config/api-config.ts';
import { fetchCexTopHoldings } from '../endpoints/cex-top-holdings.ts';
import { apiGet } from '../http/request.ts';
import { setPageUrl } from '../http/test-support.ts';
import { useSessionStore } from '../session/session-store.ts';
import * as z from 'zod/mini';
import { jsonResponse, resetSharedApiState, routeApiTo, signInForTest } from './index.ts';

afterEach(() => {
  resetSharedApiState();
  setPageUrl('http://localhost:3000/');
});

describe('routeApiTo', () => {
  it('hands the handler the path under /api, the method, headers and body', async () => {
    setPageUrl('http://localhost:3000/top-holdings-cex');
    signInForTest('123456789012345678', 'token-1');
    const seen: { path: string; method?: string; auth: string | null; body: unknown }[] = [];
    routeApiTo((path, init) => {
      seen.push({
        path,
        method: init.method,
        auth: new Headers(init.headers).get('authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      return jsonResponse({ result: 'ok', data: [] });
    });
    await fetchCexTopHoldings({ fromDatetime: '2025-06-01T00:00:00.000Z' });
    expect(seen).toEqual([
      {
        path: '/cex_top_holdings',
        method: 'POST',
        auth: 'Bearer token-1',
        body: {
          user_id: '123456789012345678',
          from_datetime: '2025-06-01T00:00:00.000Z',
          min_cap: 0,
          max_cap: 99999999999999,
        },
      },
    ]);
  });

  it('strips a configured base and version on a deployed host, keeping the query', async () => {
    setPageUrl('https://app.flowscope.io/');
    configureApi({ apiBaseUrl: 'https://api.flowscope.io', apiVersion: 'v1', mode: 'production' });
    let seenPath = '';
    routeApiTo((path) => {
      seenPath = path;
      return jsonResponse({ status: 'ok' });
    });
    await apiGet('/health', z.object({ status: z.string() }));
    expect(seenPath).toMatch(/^\/health\?_t=\d+$/);
  });

  it('restores the network and resets shared state', () => {
    signInForTest();
    const restore = routeApiTo(() => jsonResponse({}));
    restore();
    resetSharedApiState();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
