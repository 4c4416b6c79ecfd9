/**
 * The first view of /top-accumulations served two ways in one run: the node servers
 * (`flowscope start --no-build`, gzip) and a release behind Debian's nginx (`flowscope edge`,
 * pre-compressed brotli, opened on a name that is not localhost as a real deployment is).
 * Prints requests, JavaScript bytes on the wire and time to the first table row, the median
 * of cold runs (fresh browser context each). Figures only: nothing here asserts on timing.
 *
 *   npm run measure:edge -w @flowscope/e2e            (5 runs each)
 *   RUNS=9 npm run measure:edge -w @flowscope/e2e
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, REPO_ROOT } from '../support/env.ts';
import { measureColdView, median, type ColdView } from '../support/measure-cold-view.ts';
import { freePorts, startGroup, stopGroup } from '../support/measure-servers.ts';
import { waitForOk } from '../support/wait-for-ok.ts';

const ROUTE = '/top-accumulations';
const RUNS = Math.max(5, Number(process.env.RUNS ?? '5') || 5);
const EDGE_NAME = 'flowscope.test';
const FLOWSCOPE = join(REPO_ROOT, 'tooling', 'bin', 'flowscope.mjs');
const TSX = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

if (spawnSync('nginx', ['-v']).error) {
  console.error(
    'measure:edge needs nginx: apt-get install -y nginx-light libnginx-mod-http-brotli-static',
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'flowscope-measure-edge-'));
// nginx's workers run as another user: the release must be readable to them.
chmodSync(work, 0o755);
const release = join(work, 'release');
const released = spawnSync(
  process.execPath,
  [FLOWSCOPE, 'release', '--out', release, '--no-build'],
  { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (released.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  console.error('release failed: run `npx turbo run build` first');
  process.exit(1);
}

const { host, cex, dex, account, research, api, edgePort, edgeApi } = await freePorts([
  'host',
  'cex',
  'dex',
  'account',
  'research',
  'api',
  'edgePort',
  'edgeApi',
]);
const nodeBase = `http://localhost:${host}`;
const edgeBase = `http://${EDGE_NAME}:${edgePort}`;

const nodeServers = startGroup([FLOWSCOPE, 'start', '--no-build'], REPO_ROOT, {
  APP_MODE: 'production',
  PORT: host,
  REMOTE_CEX_PORT: cex,
  REMOTE_DEX_PORT: dex,
  REMOTE_ACCOUNT_PORT: account,
  REMOTE_RESEARCH_PORT: research,
  MOCK_API_PORT: api,
  MOCK_DATA_DIR: join(work, 'node-data'),
  ALLOWED_ORIGINS: nodeBase,
});
const edgeMockApi = startGroup([TSX, 'mock-api/src/main.ts'], REPO_ROOT, {
  MOCK_API_PORT: edgeApi,
  MOCK_DATA_DIR: join(work, 'edge-data'),
});
const edge = startGroup(
  [
    FLOWSCOPE,
    'edge',
    '--root',
    release,
    '--port',
    edgePort,
    '--api',
    `http://127.0.0.1:${edgeApi}`,
  ],
  REPO_ROOT,
  {},
);

let browser: Browser | undefined;
try {
  await Promise.all([
    waitForOk(`${nodeBase}/api/health`),
    waitForOk(`http://127.0.0.1:${edgePort}/api/health`),
  ]);
  const executablePath = chromiumExecutable();
  browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${EDGE_NAME} 127.0.0.1`],
  });
  // Chromium offers brotli only to secure origins; a real edge is HTTPS, this one is plain
  // HTTP on a test name, so the edge's views ask for what Chromium asks for over HTTPS.
  const setups: { name: string; url: string; encoding?: string; views: ColdView[] }[] = [
    { name: 'node servers', url: `${nodeBase}${ROUTE}`, views: [] },
    {
      name: 'nginx edge',
      url: `${edgeBase}${ROUTE}`,
      encoding: 'gzip, deflate, br, zstd',
      views: [],
    },
  ];
  // A first view of each, not counted, so neither side pays for the servers' own warm-up.
  for (const { url, encoding } of setups) await measureColdView(browser, url, encoding);
  // Alternating, so a busy moment of the machine falls on both sides alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const setup of setups)
      setup.views.push(await measureColdView(browser, setup.url, setup.encoding));
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`First view of ${ROUTE}, cold (fresh browser context), median of ${RUNS} runs each`);
  console.table(
    Object.fromEntries(
      setups.map(({ name, views }) => [
        name,
        {
          requests: median(views.map((view) => view.requests)),
          'JS transferred': kib(median(views.map((view) => view.jsBytes))),
          'JS encoding': [...new Set(views.flatMap((view) => view.jsEncodings))].join(', '),
          'first row (ms)': Math.round(median(views.map((view) => view.firstRowMs))),
        },
      ]),
    ),
  );
} finally {
  await browser?.close();
  for (const child of [edge, edgeMockApi, nodeServers]) stopGroup(child);
  rmSync(work, { recursive: true, force: true });
}
