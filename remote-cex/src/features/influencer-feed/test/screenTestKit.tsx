/**
 * Test-only: renders a screen as the host does (router, theme) against mock-api running in
 * this process, and signs in through the API's own OAuth stand-in.
 */
import { resetSharedApiState, routeApiTo, signInForTest } from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import {
  signIn,
  testApi,
  type Session,
  type TestApi,
} from '../../../../../mock-api/test/helpers.ts';

export interface SentRequest {
  path: string;
  body: unknown;
}

export interface ApiUnderTest {
  api: TestApi;
  /** Every call the screen made, in order. */
  requests: SentRequest[];
  /** Bodies sent to one path. */
  bodiesTo(path: string): unknown[];
  /**
   * While set, calls to this path get its answer instead (e.g. a 500); `fromApi` is what
   * mock-api would have answered, for trimming or altering.
   */
  override: {
    path: string;
    respond: (fromApi: () => Promise<Response>) => Response | Promise<Response>;
  } | null;
}

/** Builds the simulated market once per file (a few seconds) and cleans up after each test. */
export function setupScreenTests(): void {
  beforeAll(() => {
    testApi().market();
  }, 120_000);
  afterEach(() => {
    cleanup();
    resetSharedApiState();
  });
}

/** A fresh mock-api (its own user store) that the shared-api client calls in process. */
export function startApi(): ApiUnderTest {
  const api = testApi();
  const under: ApiUnderTest = {
    api,
    requests: [],
    override: null,
    bodiesTo: (path) => under.requests.filter((r) => r.path === path).map((r) => r.body),
  };
  routeApiTo((path, init) => {
    under.requests.push({
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const fromApi = async () => api.app.request(path, init);
    if (under.override?.path === path) return under.override.respond(fromApi);
    return fromApi();
  });
  return under;
}

/** Answers with the first `count` records of mock-api's own answer. */
export async function firstRecords(fromApi: () => Promise<Response>, count: number) {
  const answer = (await (await fromApi()).json()) as { result: string; data: unknown[] };
  return jsonAnswer({ ...answer, data: answer.data.slice(0, count) });
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Signs a mock-api test user in (consent page, then token exchange) and stores the session. */
export async function signInAs(api: TestApi, user: 'premium' | 'free'): Promise<Session> {
  const session = await signIn(api, user);
  act(() => signInForTest(session.userId, session.token));
  return session;
}

function ShownAddress() {
  const location = useLocation();
  return <p aria-label="Address">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the screen at `url`; the address it keeps is shown under the label 'Address'. */
export function renderScreen(ui: ReactElement, url: string) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>
        <FlowscopeThemeProvider mode="dark">
          {children}
          <ShownAddress />
        </FlowscopeThemeProvider>
      </MemoryRouter>
    ),
  });
}
