/**
 * Lighthouse 12, mobile preset (simulated throttling: slow 4G, 4x CPU), on each data route of
 * the production build, signed out. Prints route, performance, LCP, TBT, CLS, SEO and
 * Lighthouse's benchmark index of this machine: the 4x CPU slowdown is relative to the machine,
 * so the index says how slow the emulated phone was. A benchmark that prints figures; it
 * asserts nothing.
 *
 *   npm run measure:lighthouse                      every data route
 *   npm run measure:lighthouse -- /alpha-feed-cex   the routes named
 *   npm run measure:lighthouse -- --details         also where the main thread went: its
 *                                                   time by kind of work (script evaluation,
 *                                                   style and layout, other), the long tasks
 *                                                   and each script's evaluation
 *   npm run measure:lighthouse -- --runs 3          each route 3 times (in rounds over all
 *                                                   routes), the run of median performance
 *                                                   shown: this machine's speed drifts
 *
 * Needs the production build (`npm run build`); starts the servers itself, on the e2e ports.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REMOTE_APPS } from '@flowscope/tooling/remotes';
import { DATA_ROUTES } from '../support/data-routes.ts';
import {
  chromiumExecutable,
  disabledFeaturesFlag,
  E2E_HOST,
  QUIET_CHROMIUM_ARGS,
  REPO_ROOT,
} from '../support/env.ts';
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
  /** Lighthouse's long tasks and per-script CPU time (with --details), as printable lines. */
  details: string[];
}

interface DetailItem {
  url?: unknown;
  duration?: unknown;
  startTime?: unknown;
  total?: unknown;
  scripting?: unknown;
  scriptParseCompile?: unknown;
  groupLabel?: unknown;
}

function detailItems(audit: { details?: unknown } | undefined): DetailItem[] {
  const details = audit?.details;
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  return Array.isArray(details.items) ? (details.items as DetailItem[]) : [];
}

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)} ms` : '-');
const shortUrl = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+/, '') || value : String(value);

/** Where the main thread went, from the work-breakdown, long-tasks and bootup-time audits. */
function describeMainThread(audits: Record<string, { details?: unknown }>): string[] {
  const tasks = detailItems(audits['long-tasks']).map(
    (task) => `  long task ${ms(task.duration)} at ${ms(task.startTime)}: ${shortUrl(task.url)}`,
  );
  const scripts = detailItems(audits['bootup-time'])
    .slice(0, 8)
    .map(
      (script) =>
        `  script ${shortUrl(script.url)}: ${ms(script.total)} total, ${ms(script.scripting)} evaluation, ${ms(script.scriptParseCompile)} parse and compile`,
    );
  const work = detailItems(audits['mainthread-work-breakdown'])
    .slice(0, 6)
    .map((group) => `  main thread: ${String(group.groupLabel)} ${ms(group.duration)}`);
  const paints = ['first-contentful-paint', 'speed-index', 'interactive'].map(
    (id) => `  ${id}: ${ms((audits[id] as { numericValue?: unknown } | undefined)?.numericValue)}`,
  );
  return [...paints, ...work, ...tasks, ...scripts];
}

function missingBuilds(): string[] {
  return [
    join(REPO_ROOT, 'host', 'dist', 'index.html'),
    ...REMOTE_APPS.map((app) => join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

async function measure(route: string, port: number, details: boolean): Promise<RouteFigures> {
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
    details: details ? describeMainThread(audits) : [],
  };
}

/** The run whose performance score is the median (the lower middle of an even count). */
function medianRun(measured: readonly RouteFigures[]): RouteFigures | undefined {
  const ordered = [...measured].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return ordered[Math.floor((ordered.length - 1) / 2)];
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
const withDetails = process.argv.includes('--details');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument === -1 ? 1 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs per route, 1 or more');
  process.exit(1);
}
const DISABLE_FEATURES = '--disable-features=';

/** chrome-launcher's own flags, its --disable-features merged into the one flag Chromium reads. */
function launcherFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const isFeatures = (flag: string) => flag.startsWith(DISABLE_FEATURES);
  const features = defaults.find(isFeatures)?.slice(DISABLE_FEATURES.length).split(',') ?? [];
  return [...defaults.filter((flag) => !isFeatures(flag)), disabledFeaturesFlag(features)];
}

const servers = await startProductionServers();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable() ?? chromeLauncher.Launcher.getFirstInstallation(),
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags(), '--headless=new', ...QUIET_CHROMIUM_ARGS],
});
try {
  const chosen = routes.length > 0 ? routes : DATA_ROUTES;
  const runsOf = new Map<string, RouteFigures[]>(chosen.map((route) => [route, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const route of chosen) {
      // Lighthouse resets storage (service worker and caches included) before each page.
      const measured = await measure(route, chrome.port, withDetails);
      runsOf.get(route)?.push(measured);
      console.log([`measured ${route} (run ${round} of ${runs})`, ...measured.details].join('\n'));
    }
  }
  const figures = chosen.flatMap((route) => {
    const median = medianRun(runsOf.get(route) ?? []);
    return median ? [median] : [];
  });
  const note = runs > 1 ? `, the run of median performance of ${runs}` : '';
  console.log(
    `\nLighthouse 12 mobile (simulated throttling), signed out${note}\n\n${table(figures)}`,
  );
} finally {
  await chrome.kill();
  stopGroup(servers);
}
