/**
 * Lighthouse 12, mobile preset (simulated throttling: slow 4G, 4x CPU), on each data route of
 * the production build, signed out. Prints route, performance, LCP, TBT, CLS, SEO and
 * Lighthouse's benchmark index of this machine: the 4x CPU slowdown is relative to the machine,
 * so the index says how slow the emulated phone was. The same load is then scored again with
 * the CPU slowdown Lighthouse's documentation prescribes for that index (calibrated, below),
 * which emulates about the same phone whatever this machine's speed at the moment. A benchmark
 * that prints figures; it asserts nothing.
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
import lighthouse, { type Artifacts, type Result } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { Runner } from 'lighthouse/core/runner.js';
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
import { markdownTable } from '../support/measure-stats.ts';

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

/** One load's figures twice: at Lighthouse's fixed 4x, and at the slowdown its index calls for. */
interface RunFigures {
  fourTimes: RouteFigures;
  calibrated: RouteFigures & { multiplier: number };
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

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'seo'],
} satisfies Parameters<typeof lighthouse>[1];

function figuresOf(route: string, lhr: Result, details: boolean): RouteFigures {
  const { categories, audits, runtimeError, environment } = lhr;
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

/**
 * The CPU slowdown that makes this machine a mid-tier phone (a Moto G4), from Lighthouse's
 * benchmark index, as Lighthouse's documentation prescribes (docs/throttling.md, "Calibrating
 * the CPU slowdown", and its calculator, lighthouse-cpu-throttling-calculator): 4x is meant for
 * a desktop of index about 1,500; this machine measures anywhere from about 900 (where 4x
 * emulates a phone twice as slow as the target) to 2,800 (where it emulates one twice as fast).
 */
function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Scores a load's artifacts again at another CPU slowdown. Simulated throttling loads the page
 * at full speed and applies the slowdown only when the audits simulate the load, so one load
 * serves any slowdown; Lighthouse refuses to audit artifacts gathered under other settings, so
 * they carry the new settings.
 */
async function auditAtSlowdown(artifacts: Artifacts, multiplier: number): Promise<Result> {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {
    ...FLAGS,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
  });
  const result = await Runner.audit(
    { ...artifacts, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  if (!result) throw new Error('Lighthouse scored nothing from the saved load');
  return result.lhr;
}

async function measure(route: string, port: number, details: boolean): Promise<RunFigures> {
  const result = await lighthouse(`${E2E_HOST}${route}`, { port, ...FLAGS });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const fourTimes = figuresOf(route, result.lhr, details);
  const multiplier = calibratedCpuMultiplier(result.lhr.environment.benchmarkIndex);
  const calibratedLhr = await auditAtSlowdown(result.artifacts, multiplier);
  return {
    fourTimes,
    calibrated: { ...figuresOf(route, calibratedLhr, false), multiplier },
  };
}

/** The run whose performance score is the median (the lower middle of an even count). */
function medianRun<T extends RouteFigures>(measured: readonly T[]): T | undefined {
  const ordered = [...measured].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return ordered[Math.floor((ordered.length - 1) / 2)];
}

const cell = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));

/**
 * One row per route: the score and the two timings it is mostly made of, the table's own
 * columns, then the machine's benchmark index.
 */
function routeTable<T extends RouteFigures>(
  rows: readonly T[],
  ownCells: (row: T) => Record<string, string>,
): string {
  return markdownTable(
    'route',
    Object.fromEntries(
      rows.map((row) => [
        row.route,
        {
          performance: cell(row.performance),
          'LCP (ms)': cell(row.lcpMs),
          'TBT (ms)': cell(row.tbtMs),
          ...ownCells(row),
          'benchmark index': cell(row.benchmarkIndex),
        },
      ]),
    ),
  );
}

const table = (rows: readonly RouteFigures[]) =>
  routeTable(rows, (row) => ({ CLS: cell(row.cls, 3), SEO: cell(row.seo) }));

const calibratedTable = (rows: readonly RunFigures['calibrated'][]) =>
  routeTable(rows, (row) => ({ 'CPU slowdown': `${row.multiplier.toFixed(1)}x` }));

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
  const runsOf = new Map<string, RunFigures[]>(chosen.map((route) => [route, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const route of chosen) {
      // Lighthouse resets storage (service worker and caches included) before each page.
      const measured = await measure(route, chrome.port, withDetails);
      runsOf.get(route)?.push(measured);
      const { multiplier, performance } = measured.calibrated;
      console.log(
        [
          `measured ${route} (run ${round} of ${runs}): ${cell(measured.fourTimes.performance)} at 4x, ${cell(performance)} at ${multiplier.toFixed(1)}x`,
          ...measured.fourTimes.details,
        ].join('\n'),
      );
    }
  }
  const medians = <T extends RouteFigures>(pick: (run: RunFigures) => T): T[] =>
    chosen.flatMap((route) => {
      const median = medianRun((runsOf.get(route) ?? []).map(pick));
      return median ? [median] : [];
    });
  const note = runs > 1 ? `, the run of median performance of ${runs}` : '';
  console.log(
    [
      `\nLighthouse 12 mobile (simulated throttling), signed out${note}, CPU slowed 4x\n`,
      table(medians((run) => run.fourTimes)),
      `\nThe same loads, CPU slowed as Lighthouse's calibration prescribes for the benchmark index\n`,
      calibratedTable(medians((run) => run.calibrated)),
    ].join('\n'),
  );
} finally {
  await chrome.kill();
  stopGroup(servers);
}
