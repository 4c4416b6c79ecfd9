/**
 * Test support for the token detail screen: mock-api answering in process (no network)
 * and the screen rendered on its route. mock-api has no exports map, so it is reached by
 * relative path here, in tests only.
 */
import { render, screen } from '@testing-library/react';
import type { TokenDetail } from '@flowscope/shared-api/contract';
import {
  jsonResponse,
  queryWrapper,
  routeApiTo,
  signInForTest,
} from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createMockApi, TEST_USERS, type MockApi } from '@flowscope/mock-api/testing';
import TokenDetailScreen from '../features/token-detail/TokenDetailScreen.tsx';

interface SentRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface DetailTestApi {
  api: MockApi;
  /** Every call the page made, in order, with its JSON body. */
  requests: SentRequest[];
  /** The last successful POST /token_detail answer, as the API sent it. */
  lastAnswer: TokenDetail | null;
  /** While set, every call fails with this status. */
  failWith: number | null;
}

export function startDetailTestApi(): DetailTestApi {
  const kit: DetailTestApi = {
    api: createMockApi(),
    requests: [],
    lastAnswer: null,
    failWith: null,
  };
  routeApiTo(async (path, init) => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    kit.requests.push({ path, body: body as Record<string, unknown> });
    if (kit.failWith !== null) {
      return jsonResponse({ message: 'Server error occurred' }, kit.failWith);
    }
    const response = await kit.api.app.request(path, init);
    if (path === '/token_detail' && response.ok) {
      const answer = (await response.clone().json()) as { data: TokenDetail };
      kit.lastAnswer = answer.data;
    }
    return response;
  });
  return kit;
}

/**
 * Builds mock-api's simulated market (shared by every app in the process) ahead of the
 * tests, so the first test's wait is not spent simulating.
 */
export function warmUpMarket(): void {
  const api = createMockApi();
  api.market();
  api.close();
}

/** Time for building the market on a busy machine. */
export const WARM_UP_TIMEOUT_MS = 120_000;

export function detailRequests(kit: DetailTestApi): Record<string, unknown>[] {
  return kit.requests.filter((request) => request.path === '/token_detail').map((r) => r.body);
}

/** Signs the premium test user in, with a token mock-api itself issued. */
export function signInPremium(kit: DetailTestApi): string {
  const { id } = TEST_USERS.premium;
  const tokens = kit.api.store.sessions.issue(id, 3600, Date.now());
  signInForTest(id, tokens.access_token);
  return id;
}

function LocationText() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderTokenDetail(url: string): void {
  // A fresh query cache, as a fresh page has.
  const { wrapper: QueryCache } = queryWrapper();
  render(
    <QueryCache>
      <FlowscopeThemeProvider mode="dark">
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/top-holdings-cex/:id" element={<TokenDetailScreen />} />
            <Route path="/top-holdings-cex" element={<h1>Top Holdings</h1>} />
          </Routes>
          <LocationText />
        </MemoryRouter>
      </FlowscopeThemeProvider>
    </QueryCache>,
  );
}

/** The address the router is on now, path and query. */
export function currentUrl(): string {
  return screen.getByTestId('location').textContent;
}
