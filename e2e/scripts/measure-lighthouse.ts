/**
 * Lighthouse 12, mobile preset (simulated throttling: slow 4G, 4x CPU), on each data route of
 * the production build, signed out. Prints route, performance, LCP, TBT, CLS, SEO and
 * Lighthouse's benchmark index of this machine: the 4x CPU slowdown is relative to the machine,
 * so the index says how slow the emulated phone was. A benchmark that prints figures; it
 * asserts nothing.
 *
 *   npm run measure:lighthouse                      every data route
 *   npm run measure:lighthouse -- /alpha-feed-cex   the routes named
 *
 * Needs the production build (`npm run build`); starts the servers itself, on the e2e ports.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REMOTE_APPS } from '@flowscope/tooling/remotes';
import { DATA_ROUTES } from '../support/data-routes.ts';
import { CHROMIUM_ARGS, chromiumExecutable, E2E_HOST, REPO_ROOT } from '../support/env.ts';
import { startProductionServers, stopGroup } from '../support/measure-servers.ts';

interface RouteFigures {
  route: string;
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  seo: number | null;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (Chrome's DevTools take
   * 1000 for a mid-range phone such as a Pixel 5, 264 for a low-end one).
   */
  benchmarkIndex: number | null;
}

function missingBuilds(): string[] {
  return [
    join(REPO_ROOT, 'host', 'dist', 'index.html'),
    ...REMOTE_APPS.map((app) => join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

async function measure(route: string, port: number): Promise<RouteFigures> {
  const result = await lighthouse(`${E2E_HOST}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    route,
    performance: score(categories.performance?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    seo: score(categories.seo?.score),
    benchmarkIndex: environment.benchmarkIndex ?? null,
  };
}

function table(rows: readonly RouteFigures[]): string {
  const cell = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));
  const lines = [
    '| route | performance | LCP (ms) | TBT (ms) | CLS | SEO | benchmark index |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${cell(row.performance)} | ${cell(row.lcpMs)} | ${cell(row.tbtMs)} | ${cell(row.cls, 3)} | ${cell(row.seo)} | ${cell(row.benchmarkIndex)} |`,
    ),
  ];
  return lines.join('\n');
}

const missing = missingBuilds();
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: run npm run build first`);
  process.exit(1);
}
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const servers = await startProductionServers();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable() ?? chromeLauncher.Launcher.getFirstInstallation(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const figures: RouteFigures[] = [];
  for (const route of routes.length > 0 ? routes : DATA_ROUTES) {
    // Lighthouse resets storage (service worker and caches included) before each page.
    figures.push(await measure(route, chrome.port));
    console.log(`measured ${route}`);
  }
  console.log(`\nLighthouse 12 mobile (simulated throttling), signed out\n\n${table(figures)}`);
} finally {
  await chrome.kill();
  stopGroup(servers);
}
