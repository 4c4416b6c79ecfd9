import type { Browser, Request } from '@playwright/test';

/** A data row of a table (not a skeleton row, not the empty-state row). */
const FIRST_ROW = 'table tbody tr:not([data-skeleton]) > td:nth-child(2)';

export interface LoadedRequest {
  url: string;
  type: string;
  /** ms since the navigation started. */
  start: number;
  end: number;
  /** Bytes on the wire (compressed as served). */
  transferred: number;
}

export interface PageLoad {
  firstRowMs: number;
  lcpMs: number;
  /** Everything requested until the first row was drawn. */
  requests: LoadedRequest[];
  /** Decoded script bodies by URL (only when asked for). */
  scripts: Map<string, string>;
}

export interface LoadOptions {
  url: string;
  cpuThrottling: number;
  keepScripts: boolean;
}

declare global {
  interface Window {
    __firstView?: { firstRow: number | null; lcp: number };
  }
}

/**
 * Records when the first data row enters the DOM and the latest LCP entry. Plain JavaScript
 * in a string: a function would be passed through tsx, whose name helpers the page lacks.
 */
const OBSERVE_FIRST_VIEW = `(() => {
  const state = { firstRow: null, lcp: 0 };
  window.__firstView = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (state.firstRow === null && document.querySelector(${JSON.stringify(FIRST_ROW)})) {
      state.firstRow = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** One cold load (fresh browser context, so an empty cache) of a route. */
export async function loadFirstView(browser: Browser, options: LoadOptions): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (options.cpuThrottling > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    }
    await page.addInitScript({ content: OBSERVE_FIRST_VIEW });
    const finished: { request: Request; transferred: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      finished.push({
        request,
        transferred: request.sizes().then(
          (sizes) => sizes.responseBodySize,
          () => 0,
        ),
      });
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(options.url, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => window.__firstView?.firstRow != null, undefined, {
        timeout: 30_000,
        polling: 50,
      })
      .catch(async (error: unknown) => {
        const text = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        ).slice(0, 300);
        throw new Error(
          `${options.url}: no data row within 30 s (${problems.join('; ') || 'no page errors'}; page: ${text})`,
          { cause: error },
        );
      });
    await page.waitForLoadState('load');
    // LCP settles once the rows are painted; a short pause lets the last entry arrive.
    await page.waitForTimeout(300);
    const { firstRow, lcp } = await page.evaluate(
      () => window.__firstView ?? { firstRow: 0, lcp: 0 },
    );
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const firstRowMs = firstRow ?? 0;
    const requests: LoadedRequest[] = [];
    const scripts = new Map<string, string>();
    for (const { request, transferred } of finished) {
      const timing = request.timing();
      const start = timing.startTime - navigationStart;
      if (start > firstRowMs) continue;
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        start,
        end: start + Math.max(timing.responseEnd, timing.responseStart, 0),
        transferred: await transferred,
      });
      if (options.keepScripts && request.resourceType() === 'script') {
        const response = await request.response();
        if (response) scripts.set(request.url(), (await response.body()).toString('utf8'));
      }
    }
    return { firstRowMs, lcpMs: lcp, requests, scripts };
  } finally {
    await context.close();
  }
}

/**
 * The longest chain of requests each started only after the previous one had finished,
 * ending at `target`: the round-trips the page waited for in sequence.
 */
export function sequentialChain(
  requests: readonly LoadedRequest[],
  target: LoadedRequest,
): LoadedRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const chainOf = new Map<LoadedRequest, LoadedRequest[]>();
  for (const request of sorted) {
    let best: LoadedRequest[] = [];
    for (const earlier of sorted) {
      if (earlier === request || earlier.end > request.start) continue;
      const chain = chainOf.get(earlier) ?? [];
      if (chain.length > best.length) best = chain;
    }
    chainOf.set(request, [...best, request]);
  }
  return chainOf.get(target) ?? [target];
}
