import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { filesNamedBy, serviceWorkerSource } from './installable-app-plugin.ts';

const ORIGIN = 'https://flowscope.test';

type Strategy = 'shell-page' | 'network-first' | 'cache-first' | 'data' | null;
interface WorkerRules {
  strategyOf(request: Request, scopeOrigin: string): Strategy;
  dataKeyOf(request: Request): Promise<Request>;
}

/** Runs the built worker in a sandbox and returns its caching rules. */
function workerRules(): { rules: WorkerRules; events: string[] } {
  const events: string[] = [];
  const self: Record<string, unknown> = {
    addEventListener: (type: string) => events.push(type),
    location: { origin: ORIGIN },
  };
  runInNewContext(serviceWorkerSource(['/index.html', '/main.js'], 'v1'), {
    self,
    URL,
    Request,
  });
  return { rules: self.flowscopeServiceWorker as WorkerRules, events };
}

const get = (url: string, init: RequestInit = {}) => new Request(new URL(url, ORIGIN), init);

describe('service worker', () => {
  const { rules, events } = workerRules();

  it('precaches on install, clears old shells on activate and answers fetches', () => {
    expect(events).toEqual(['install', 'activate', 'fetch']);
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
