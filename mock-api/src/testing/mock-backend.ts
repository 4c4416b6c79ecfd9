import { createMockApi, type MockApi } from '../app.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  resetSharedApiState,
  routeApiTo,
  type InProcessApiHandler,
} from '@flowscope/shared-api/testing';

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
  headers: Headers;
}

export interface MockBackend {
  api: MockApi;
  handler: InProcessApiHandler;
  /** Every call the screen made, in order. */
  calls: RecordedCall[];
  /** Calls to one path (without the query). */
  callsTo: (path: string) => RecordedCall[];
  /** Makes the next calls to `path` fail with this status until `restore()`. */
  failNext: (path: string, status: number) => { restore: () => void };
  close: () => void;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Days of trading behind the screen tests' market. Four days fill every list, feed, page and
 * window a screen asks for (a 30-day window holds four days of trades) and build in about 0.6 s
 * where the full 32 take 2.2-2.6 s, in each package whose tests start this backend. The app and
 * the e2e suite keep the full history.
 */
const SCREEN_TEST_HISTORY_DAYS = 4;

/**
 * mock-api answering the screen's calls in process: the real contract, validation, premium
 * rules and anonymisation, without a network.
 */
export function startMockBackend(): MockBackend {
  const api = createMockApi({ historyDays: SCREEN_TEST_HISTORY_DAYS });
  const calls: RecordedCall[] = [];
  const failures = new Map<string, number>();
  const handler: InProcessApiHandler = async (path, init) => {
    const bare = path.split('?')[0] ?? path;
    const text = typeof init.body === 'string' ? init.body : '';
    calls.push({
      path: bare,
      method: init.method ?? 'GET',
      body: parseBody(text),
      headers: new Headers(init.headers),
    });
    const failure = failures.get(bare);
    if (failure !== undefined) {
      return new Response(JSON.stringify({ message: 'Server error occurred' }), {
        status: failure,
        headers: { 'content-type': 'application/json' },
      });
    }
    return api.app.request(path, init);
  };
  const unroute = routeApiTo(handler);
  return {
    api,
    handler,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    failNext: (path, status) => {
      failures.set(path, status);
      return { restore: () => failures.delete(path) };
    },
    close: () => {
      unroute();
      api.close();
    },
  };
}

/**
 * Wires a test file to mock-api: the simulated market is built once before the first test,
 * every test gets a fresh backend, and teardown unmounts the screen before shared state is
 * reset (a mounted screen would otherwise reload on the session reset). Returns a handle
 * that always points at the current test's backend.
 */
export function mockBackendPerTest(): MockBackend {
  let current: MockBackend | null = null;
  const active = (): MockBackend => {
    if (!current) throw new Error('the mock backend exists only inside a test');
    return current;
  };
  beforeAll(() => {
    const warmUp = startMockBackend();
    warmUp.api.market();
    warmUp.close();
  }, 120_000);
  beforeEach(() => {
    current = startMockBackend();
  });
  afterEach(() => {
    cleanup();
    current?.close();
    current = null;
    resetSharedApiState();
    vi.useRealTimers();
    localStorage.clear();
  });
  return {
    get api() {
      return active().api;
    },
    get calls() {
      return active().calls;
    },
    handler: (path, init) => active().handler(path, init),
    callsTo: (path) => active().callsTo(path),
    failNext: (path, status) => active().failNext(path, status),
    close: () => active().close(),
  };
}
