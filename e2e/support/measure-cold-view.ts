import type { Browser } from '@playwright/test';

/** What one cold first view of a page cost, as the browser saw it. */
export interface ColdView {
  /** Every request the page made until the network went quiet. */
  requests: number;
  /** JavaScript bytes on the wire (compressed bodies as served). */
  jsBytes: number;
  /** Content-Encoding of the JavaScript responses, e.g. "br" or "gzip". */
  jsEncodings: string[];
  /** Milliseconds from navigation start to the first data row of a table in the DOM. */
  firstRowMs: number;
}

/**
 * Records, inside the page, when the first data row of a table appears (the loading skeleton
 * and the empty state are rows too, so only data rows count): measured against the
 * navigation's own clock, so the runner's overhead is not in the figure. Plain text, because
 * the script runner's transpiler adds helpers to functions that the page does not have.
 */
const RECORD_FIRST_ROW = `
  new MutationObserver((records, observer) => {
    if (window.firstRowAt !== undefined) return observer.disconnect();
    if (!document.querySelector('table tbody tr[data-hotkey-row]')) return;
    window.firstRowAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** One first view in a fresh browser context: empty cache, no service worker, no cookies. */
export async function measureColdView(
  browser: Browser,
  url: string,
  acceptEncoding?: string,
): Promise<ColdView> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_FIRST_ROW });
    const scripts: Promise<{ bytes: number; encoding: string }>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(url);
    try {
      await page.waitForFunction(
        () => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined,
        undefined,
        { timeout: 60_000 },
      );
    } catch (error) {
      const shown = (await page.locator('body').innerText()).slice(0, 400);
      throw new Error(
        `${url}: no table row within 60 s.\nPage shows: ${shown}\nErrors: ${problems.join('\n')}`,
        { cause: error },
      );
    }
    await page.waitForLoadState('networkidle');
    const firstRowMs = await page.evaluate(
      () => (window as unknown as { firstRowAt: number }).firstRowAt,
    );
    const loaded = await Promise.all(scripts);
    return {
      requests,
      jsBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      jsEncodings: [...new Set(loaded.map((script) => script.encoding))].sort(),
      firstRowMs,
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
