import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { filesNamedBy, serviceWorkerSource } from './installable-app-plugin.ts';

const ORIGIN = 'https://flowscope.test';

type Strategy = 'shell-page' | 'network-first' | 'cache-first' | 'data' | null;
interface WorkerRules {
  strategyOf(request: Request, scopeOrigin: string): Strategy;
  dataKeyOf(request: Request): Promise<Request>;
  alertPagePath(url: unknown, scopeOrigin: string): string;
}

/** A window of the browser, as the worker's clients API shows it. */
interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  messages: unknown[];
  focusCalls: number;
  postMessage(message: unknown): void;
  focus(): Promise<FakeWindow>;
}

function fakeWindow(url: string, focused = false): FakeWindow {
  const window: FakeWindow = {
    url,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    messages: [],
    focusCalls: 0,
    postMessage: (message) => window.messages.push(message),
    focus: () => {
      window.focusCalls += 1;
      return Promise.resolve(window);
    },
  };
  return window;
}

type Handler = (event: unknown) => void;

/** Runs the built worker in a sandbox and returns its caching rules and event handlers. */
function workerRules(windows: FakeWindow[] = []): {
  rules: WorkerRules;
  events: string[];
  handlers: Map<string, Handler>;
  opened: string[];
} {
  const events: string[] = [];
  const handlers = new Map<string, Handler>();
  const opened: string[] = [];
  const self: Record<string, unknown> = {
    addEventListener: (type: string, handler: Handler) => {
      events.push(type);
      handlers.set(type, handler);
    },
    location: { origin: ORIGIN },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(serviceWorkerSource(['/index.html', '/main.js'], 'v1'), {
    self,
    URL,
    Request,
  });
  return { rules: self.flowscopeServiceWorker as WorkerRules, events, handlers, opened };
}

/** Clicks a notification carrying `data`; resolves once the worker has done what it does. */
async function clickNotification(handlers: Map<string, Handler>, data: unknown) {
  let closed = false;
  let done: Promise<unknown> = Promise.resolve();
  handlers.get('notificationclick')?.({
    notification: {
      data,
      close: () => {
        closed = true;
      },
    },
    waitUntil: (promise: Promise<unknown>) => {
      done = promise;
    },
  });
  await done;
  return { closed };
}

const get = (url: string, init: RequestInit = {}) => new Request(new URL(url, ORIGIN), init);

describe('service worker', () => {
  const { rules, events } = workerRules();

  it('precaches on install, clears old shells on activate, answers fetches and notification clicks', () => {
    expect(events).toEqual(['install', 'activate', 'fetch', 'notificationclick']);
  });

  it('never keeps a deployment pointer beyond revalidation: network first, cache only offline', () => {
    for (const url of [
      '/runtime-config.json',
      'https://cdn.example.com/remote-cex/1.4.0/mf-manifest.json',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3004/route-manifest.json',
      '/remote-dex/1.0.0/screen-chunks.json',
      '/main.js',
    ]) {
      expect(rules.strategyOf(get(url), ORIGIN), url).toBe('network-first');
    }
  });

  it('serves hashed files of the host and the remotes from the cache once used', () => {
    expect(rules.strategyOf(get('/bootstrap.1a2b3c4d.js'), ORIGIN)).toBe('cache-first');
    expect(rules.strategyOf(get('http://localhost:3001/626.76e7c598.js'), ORIGIN)).toBe(
      'cache-first',
    );
  });

  it('answers page loads with the shell, API calls network first, and leaves the stream and sign-in alone', () => {
    // Only the browser makes navigation requests; this is what the worker reads of one.
    const pageLoad = { url: `${ORIGIN}/top-holdings-cex`, method: 'GET', mode: 'navigate' };
    expect(rules.strategyOf(pageLoad as Request, ORIGIN)).toBe('shell-page');
    expect(
      rules.strategyOf(get('/api/cex_top_holdings', { method: 'POST', body: '{}' }), ORIGIN),
    ).toBe('data');
    expect(rules.strategyOf(get('/api/stream'), ORIGIN)).toBeNull();
    expect(rules.strategyOf(get('/api/auth/discord/token', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(rules.strategyOf(get('https://x.com/someone'), ORIGIN)).toBeNull();
  });

  it('keeps the answers of alert reads only: a rule saved or a secret made offline is never replayed', () => {
    expect(rules.strategyOf(get('/api/alerts'), ORIGIN)).toBe('data');
    expect(rules.strategyOf(get('/api/alerts/webhook/deliveries'), ORIGIN)).toBe('data');
    for (const [method, path] of [
      ['POST', '/api/alerts/rules'],
      ['PATCH', '/api/alerts/rules/7'],
      ['DELETE', '/api/alerts/rules/7'],
      ['PUT', '/api/alerts/webhook'],
      ['POST', '/api/alerts/webhook/secret'],
      ['POST', '/api/alerts/webhook/test'],
      ['POST', '/api/alerts/read'],
    ] as const) {
      expect(rules.strategyOf(get(path, { method }), ORIGIN), `${method} ${path}`).toBeNull();
    }
  });

  it("keys an API answer by its call, not by the moment it was asked (the _t stamp, 'now' windows)", async () => {
    const call = (at: string, t: string) =>
      get(`/api/cex_top_holdings?_t=${t}`, {
        method: 'POST',
        body: JSON.stringify({ user_id: 0, from_datetime: at, min_cap: 0 }),
      });
    const first = await rules.dataKeyOf(call('2026-11-24T06:00:00Z', '1'));
    const later = await rules.dataKeyOf(call('2026-11-24T06:05:00Z', '2'));
    const other = await rules.dataKeyOf(
      get('/api/cex_top_holdings', { method: 'POST', body: '{"user_id":7}' }),
    );
    expect(first.url).toBe(later.url);
    expect(first.method).toBe('GET');
    expect(other.url).not.toBe(first.url);
  });

  it('precaches the page and every same-origin file it names', () => {
    const html =
      '<link rel="preload" as="script" href="/startup.1a2b3c4d.js"><link rel="manifest" href="/manifest.json"><script defer src=/main.js></script><a href="//cdn.example.com/x.js"></a>';
    expect(filesNamedBy(html)).toEqual(['/startup.1a2b3c4d.js', '/manifest.json', '/main.js']);
  });
});

describe('service worker: alert notifications', () => {
  it('leads only to paths of the app’s own origin', () => {
    const { rules } = workerRules();
    expect(rules.alertPagePath('/top-holdings-cex/BTC', ORIGIN)).toBe('/top-holdings-cex/BTC');
    expect(rules.alertPagePath('/search?query=0xabc#top', ORIGIN)).toBe('/search?query=0xabc#top');
    for (const url of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      'javascript:alert(1)',
      `${ORIGIN}.evil.example/`,
      undefined,
      42,
    ]) {
      expect(rules.alertPagePath(url, ORIGIN), String(url)).toBe('/');
    }
  });

  it('a click focuses the app’s open tab and tells it which alert to open, closing the notification', async () => {
    const other = fakeWindow('https://evil.example/', true);
    const background = fakeWindow(`${ORIGIN}/favorites`);
    const focused = fakeWindow(`${ORIGIN}/alpha-feed-dex`, true);
    const { handlers, opened } = workerRules([other, background, focused]);
    const { closed } = await clickNotification(handlers, {
      url: '/top-holdings-cex/BTC',
      alertId: 41,
    });
    expect(closed).toBe(true);
    expect(focused.messages).toEqual([
      { type: 'flowscope:notification-click', url: '/top-holdings-cex/BTC', alertId: 41 },
    ]);
    expect(focused.focusCalls).toBe(1);
    expect(other.messages).toEqual([]);
    expect(background.messages).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens a new window on the app when none is open, naming the alert to read, never on another site', async () => {
    const stranger = fakeWindow('https://evil.example/', true);
    const { handlers, opened } = workerRules([stranger]);
    await clickNotification(handlers, { url: '/search?query=0xabc', alertId: 7 });
    await clickNotification(handlers, { url: 'https://evil.example/phish', alertId: 8 });
    await clickNotification(handlers, { url: '//evil.example/phish', alertId: 'x' });
    await clickNotification(handlers, null);
    expect(opened).toEqual([
      `${ORIGIN}/search?query=0xabc&readAlert=7`,
      // An address off the site opens the app's home; the alert is still the one read.
      `${ORIGIN}/?readAlert=8`,
      `${ORIGIN}/`,
      `${ORIGIN}/`,
    ]);
    expect(stranger.messages).toEqual([]);
  });
});
