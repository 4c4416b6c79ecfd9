/**
 * First view, federated build against a monolith build of the same code, in one run: for each
 * measured route, the requests, scripts and JavaScript bytes (raw, gzip, brotli) grouped by
 * what they are, the copies of each library, the round-trips made in sequence before the
 * screen's chunk, and time to first row and LCP over paired cold loads, unthrottled and with
 * the CPU slowed down. Prints figures; fails only when a library loads twice.
 *
 * Needs both builds: `npm run build && npm run build:monolith` (`npm run measure` does both).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SCREEN_ROUTES } from '@flowscope/shared-api/routing';
import { REMOTE_APPS } from '@flowscope/tooling/remotes';
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  E2E_HOST,
  E2E_PORTS,
  REPO_ROOT,
} from '../support/env.ts';
import { HostServer } from '../support/processes.ts';
import { startProductionServers, stopGroup } from '../support/measure-servers.ts';
import { parseMeasureArgs } from '../support/measure-args.ts';
import { analyseScripts, type BytesReport } from '../support/measure-bytes.ts';
import { federatedMapsDirOf, MUST_LOAD_ONCE } from '../support/measure-sources.ts';
import { loadFirstView, sequentialChain, type PageLoad } from '../support/measure-page.ts';
import { kib, markdownTable, median, ms, pairedRatio, ratio } from '../support/measure-stats.ts';

const MONOLITH_PORT = 3120;
const MONOLITH_HOST = `http://localhost:${MONOLITH_PORT}`;

const ROUTES = [
  {
    path: SCREEN_ROUTES.topAccumulationsCex.path,
    screenModule: 'remote-cex/src/features/top-accumulations/TopAccumulationsScreen.tsx',
  },
  {
    path: SCREEN_ROUTES.topAccumulationsDex.path,
    screenModule: 'remote-dex/src/features/top-accumulations/TopAccumulationsDexScreen.tsx',
  },
];

type BuildName = 'federated' | 'monolith';
const BUILDS: Record<BuildName, { origin: string; mapsDirOf: (url: string) => string }> = {
  federated: {
    origin: E2E_HOST,
    mapsDirOf: federatedMapsDirOf,
  },
  monolith: {
    origin: MONOLITH_HOST,
    mapsDirOf: () => join(REPO_ROOT, 'host', 'monolith', 'dist-maps'),
  },
};

const SEQUENTIAL_TYPES = new Set(['document', 'script', 'fetch', 'xhr']);

function checkBuilds(): void {
  const missing = [
    join(REPO_ROOT, 'host', 'dist', 'index.html'),
    join(REPO_ROOT, 'host', 'monolith', 'dist', 'index.html'),
    ...REMOTE_APPS.map((app) => join(REPO_ROOT, app, 'dist', 'mf-manifest.json')),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(', ')}: run npm run build && npm run build:monolith first`,
    );
  }
}

/** Round-trips made one after another before the screen's chunk was requested. */
function roundTripsBeforeScreen(load: PageLoad, screenChunk: string | undefined): string[] {
  const requests = load.requests.filter((request) => SEQUENTIAL_TYPES.has(request.type));
  const target = requests.find((request) => request.url === screenChunk);
  if (!target) return [];
  return sequentialChain(requests, target)
    .slice(0, -1)
    .map((request) => new URL(request.url).pathname.split('/').pop() || '/');
}

function printBytes(
  route: string,
  reports: Record<BuildName, BytesReport>,
  markdown: boolean,
): void {
  const groups = [
    ...new Set([...reports.federated.byGroup.keys(), ...reports.monolith.byGroup.keys()]),
  ].sort(
    (a, b) =>
      (reports.federated.byGroup.get(b)?.gzip ?? 0) - (reports.federated.byGroup.get(a)?.gzip ?? 0),
  );
  const row = (sizes: { raw: number; gzip: number; brotli: number } | undefined) => [
    kib(sizes?.raw ?? 0),
    kib(sizes?.gzip ?? 0),
    kib(sizes?.brotli ?? 0),
  ];
  console.log(`\n${route}: JavaScript of the first view by what it is (KiB; raw / gzip / brotli)`);
  const table: Record<string, Record<string, string>> = {};
  for (const group of [...groups, 'total']) {
    const [fRaw, fGzip, fBr] = row(
      group === 'total' ? reports.federated.total : reports.federated.byGroup.get(group),
    );
    const [mRaw, mGzip, mBr] = row(
      group === 'total' ? reports.monolith.total : reports.monolith.byGroup.get(group),
    );
    table[group] = {
      'fed raw': fRaw ?? '',
      'fed gzip': fGzip ?? '',
      'fed br': fBr ?? '',
      'mono raw': mRaw ?? '',
      'mono gzip': mGzip ?? '',
      'mono br': mBr ?? '',
    };
  }
  console.table(table);
  if (markdown) console.log(`\n${markdownTable('KiB', table)}`);
}

/** Copies of each library (webpack runtimes that loaded it), per build; singletons loaded twice. */
function printCopies(route: string, reports: Record<BuildName, BytesReport>): string[] {
  const libraries = [
    ...new Set([...reports.federated.copies.keys(), ...reports.monolith.copies.keys()]),
  ].sort();
  const table: Record<string, { federated: number; monolith: number }> = {};
  const twice: string[] = [];
  for (const library of libraries) {
    const federated = reports.federated.copies.get(library)?.size ?? 0;
    const monolith = reports.monolith.copies.get(library)?.size ?? 0;
    table[library] = { federated, monolith };
    if ((federated > 1 || monolith > 1) && MUST_LOAD_ONCE.includes(library)) {
      twice.push(`${library} (${route})`);
    }
  }
  console.log(
    `\n${route}: copies of each library loaded (${MUST_LOAD_ONCE.join(', ')}: must be 1)`,
  );
  console.table(table);
  return twice;
}

async function main(): Promise<void> {
  const args = parseMeasureArgs(process.argv.slice(2));
  checkBuilds();
  const federatedServers = await startProductionServers();
  const monolith = new HostServer(MONOLITH_PORT);
  const twice: string[] = [];
  try {
    await monolith.start({
      HOST_DIST_DIR: 'monolith/dist',
      API_BASE_URL: `http://localhost:${E2E_PORTS.api}`,
    });
    // A first request per page lets each server read what it needs (the federated host, the
    // remotes' manifests for its preload hints) before anything is timed.
    for (const route of ROUTES) {
      for (const build of Object.values(BUILDS)) await fetch(`${build.origin}${route.path}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const executablePath = chromiumExecutable();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    });
    console.log(
      `First view, federated vs monolith: ${args.runs} paired cold loads per route and CPU rate (${args.cpuRates.map((rate) => `${rate}x`).join(', ')}), Chromium ${browser.version()}`,
    );
    try {
      for (const route of ROUTES) {
        const reports = {} as Record<BuildName, BytesReport>;
        const requestCounts = {} as Record<BuildName, number>;
        const duplicates = {} as Record<BuildName, number>;
        for (const build of ['federated', 'monolith'] as const) {
          const load = await loadFirstView(browser, {
            url: `${BUILDS[build].origin}${route.path}`,
            cpuThrottling: 1,
            keepScripts: true,
          });
          reports[build] = analyseScripts(
            load.scripts,
            BUILDS[build].mapsDirOf,
            route.screenModule,
          );
          requestCounts[build] = load.requests.length;
          // A preload the page's own request does not match downloads the file twice.
          duplicates[build] =
            load.requests.length - new Set(load.requests.map((request) => request.url)).size;
        }
        printBytes(route.path, reports, args.markdown);
        twice.push(...printCopies(route.path, reports));

        const summary: Record<string, Record<string, string>> = {
          requests: {
            federated: String(requestCounts.federated),
            monolith: String(requestCounts.monolith),
          },
          'requested twice': {
            federated: String(duplicates.federated),
            monolith: String(duplicates.monolith),
          },
          scripts: {
            federated: String(reports.federated.scriptCount),
            monolith: String(reports.monolith.scriptCount),
          },
        };
        for (const key of ['raw', 'gzip', 'brotli'] as const) {
          summary[`JS ${key} KiB`] = {
            federated: kib(reports.federated.total[key]),
            monolith: kib(reports.monolith.total[key]),
            ratio: ratio(reports.federated.total[key] / reports.monolith.total[key]),
          };
        }
        const chains: Record<BuildName, string[]> = { federated: [], monolith: [] };
        for (const rate of args.cpuRates) {
          const timings: Record<BuildName, { row: number[]; lcp: number[]; trips: number[] }> = {
            federated: { row: [], lcp: [], trips: [] },
            monolith: { row: [], lcp: [], trips: [] },
          };
          for (let run = 0; run < args.runs; run += 1) {
            // Alternate which build goes first, so neither always meets a warmer machine.
            const order: BuildName[] =
              run % 2 === 0 ? ['federated', 'monolith'] : ['monolith', 'federated'];
            for (const build of order) {
              const load = await loadFirstView(browser, {
                url: `${BUILDS[build].origin}${route.path}`,
                cpuThrottling: rate,
                keepScripts: false,
              });
              const chain = roundTripsBeforeScreen(load, reports[build].screenChunk);
              timings[build].row.push(load.firstRowMs);
              timings[build].lcp.push(load.lcpMs);
              timings[build].trips.push(chain.length);
              if (rate === 1 && run === 0) chains[build] = chain;
            }
          }
          if (rate === 1) {
            summary['round-trips before screen chunk'] = {
              federated: String(median(timings.federated.trips)),
              monolith: String(median(timings.monolith.trips)),
            };
          }
          const label = rate === 1 ? 'unthrottled' : `CPU ${rate}x`;
          for (const [metric, key] of [
            ['first row', 'row'],
            ['LCP', 'lcp'],
          ] as const) {
            summary[`${metric} ms, ${label}`] = {
              federated: ms(median(timings.federated[key])),
              monolith: ms(median(timings.monolith[key])),
              ratio: ratio(pairedRatio(timings.federated[key], timings.monolith[key])),
            };
          }
        }
        console.log(
          `\n${route.path}: first view, federated vs monolith (medians; ratio = median of paired federated/monolith)`,
        );
        console.table(summary);
        if (args.markdown) console.log(`\n${markdownTable(route.path, summary)}`);
        for (const build of ['federated', 'monolith'] as const) {
          console.log(`  ${build}: ${[...chains[build], 'screen chunk'].join(' → ')}`);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await monolith.stop();
    stopGroup(federatedServers);
  }
  if (twice.length > 0) {
    console.error(`\nLibraries loaded more than once: ${twice.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
