/**
 * Live burst: Alpha Feed DEX in Chromium while 1,000 live events arrive within one second.
 * Prints the page's main-thread busy time over the burst and the settling after it (CDP
 * Performance metrics), its long tasks, the longest frame gap, and whether it stayed
 * responsive. Prints figures; asserts nothing about timing.
 *
 * Needs the production build (`npm run build`); starts the servers itself, on the e2e ports.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { REMOTE_APPS } from '@flowscope/tooling/remotes';
import { CHROMIUM_ARGS, chromiumExecutable, E2E_HOST, REPO_ROOT } from '../support/env.ts';
import { startProductionServers, stopGroup } from '../support/measure-servers.ts';
import { TEST_CONTROL_API } from '../support/test-control.ts';

const EVENTS = 1_000;
/** Sent as this many injections, evenly over one second (the API publishes each at once). */
const SLICES = 20;
const BURST_MS = 1_000;
/** After the burst, time for the page to finish what the events started. */
const SETTLE_MS = 3_000;
/** A task or frame gap longer than this is one a trader would feel as a stall. */
const RESPONSIVE_LIMIT_MS = 200;

interface Probe {
  longTasks: number[];
  maxFrameGap: number;
  maxTimerLag: number;
}

declare global {
  interface Window {
    __burstProbe?: Probe;
  }
}

/**
 * Installed in the page as text: the script runner renames inner functions through a helper
 * the page does not have. Records long tasks, the longest gap between frames, and how late a
 * 50 ms timer fired at worst (what a click would wait for).
 */
const PROBE_SCRIPT = `(() => {
  const probe = { longTasks: [], maxFrameGap: 0, maxTimerLag: 0 };
  window.__burstProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  let lastFrame = performance.now();
  requestAnimationFrame(function frame(now) {
    probe.maxFrameGap = Math.max(probe.maxFrameGap, now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(frame);
  });
  let due = performance.now() + 50;
  setTimeout(function tick() {
    const now = performance.now();
    probe.maxTimerLag = Math.max(probe.maxTimerLag, now - due);
    due = now + 50;
    setTimeout(tick, 50);
  }, 50);
})()`;

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

function checkBuild(): void {
  const missing = [
    join(REPO_ROOT, 'host', 'dist', 'index.html'),
    ...REMOTE_APPS.map((app) => join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')}: run npm run build first`);
}

async function injectBurst(): Promise<number> {
  const perSlice = EVENTS / SLICES;
  const started = Date.now();
  const answers: Promise<Response>[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    const due = started + (slice * BURST_MS) / SLICES;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    answers.push(
      fetch(`${TEST_CONTROL_API}/__test/signal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ venue: 'dex', count: perSlice }),
      }),
    );
  }
  const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
  if (statuses.some((status) => status !== 201)) {
    throw new Error(`test control answered ${statuses.join(', ')}`);
  }
  return Date.now() - started;
}

async function main(): Promise<void> {
  checkBuild();
  const servers = await startProductionServers({ MOCK_TEST_CONTROL: '1' });
  try {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Network.enable');
      let received = 0;
      cdp.on('Network.eventSourceMessageReceived', (message) => {
        if (message.eventName === 'signal') received += 1;
      });

      await page.goto(`${E2E_HOST}/alpha-feed-dex`);
      await page.getByRole('article').first().waitFor();
      await page.locator('[data-freshness][data-live="connected"]').waitFor();
      // Lets the first view's own work finish before anything is counted.
      await page.waitForTimeout(1_000);
      await page.evaluate(PROBE_SCRIPT);

      const before = await metrics(cdp);
      const receivedBefore = received;
      const sentIn = await injectBurst();
      await page.waitForTimeout(SETTLE_MS);
      const after = await metrics(cdp);
      const probe = await page.evaluate(() => window.__burstProbe);
      if (!probe) throw new Error('the probe did not run');
      const pill = await page
        .getByRole('button', { name: /^\d+ new$/ })
        .textContent()
        .catch(() => null);

      const wall = sentIn + SETTLE_MS;
      const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1_000;
      const longest = Math.max(0, ...probe.longTasks);
      const responsive =
        longest < RESPONSIVE_LIMIT_MS && probe.maxFrameGap < RESPONSIVE_LIMIT_MS ? 'yes' : 'no';
      console.log(`\nLive burst on /alpha-feed-dex: ${EVENTS} signal events sent in ${sentIn} ms`);
      console.table({
        'signal events the page received in the window': { value: received - receivedBefore },
        "'N new' pill": { value: pill ?? '(none)' },
        'window measured (burst + settle), ms': { value: wall },
        ...Object.fromEntries(
          METRICS.map((name) => [`main thread ${name}, ms`, { value: delta(name).toFixed(0) }]),
        ),
        'main thread busy, % of window': {
          value: `${((delta('TaskDuration') / wall) * 100).toFixed(1)}%`,
        },
        'long tasks (> 50 ms)': { value: probe.longTasks.length },
        'longest task, ms': {
          value: probe.longTasks.length > 0 ? longest.toFixed(0) : 'none over 50',
        },
        'longest frame gap, ms': { value: probe.maxFrameGap.toFixed(0) },
        'worst 50 ms timer lag, ms': { value: probe.maxTimerLag.toFixed(0) },
        [`responsive (no task or frame gap >= ${RESPONSIVE_LIMIT_MS} ms)`]: { value: responsive },
      });
    } finally {
      await browser.close();
    }
  } finally {
    stopGroup(servers);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
