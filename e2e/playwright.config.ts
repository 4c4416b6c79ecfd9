import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  chromiumExecutable,
  E2E_HOST,
  e2eServerEnv,
  EXTRA_HOST_PORTS,
  LONG_PAGE_BROWSER_ARGS,
  REPO_ROOT,
  testBrowserExecutable,
  TEST_BROWSER_ARGS,
} from './support/env.ts';

/**
 * Against a deployment (E2E_BASE_URL, e.g. the nginx edge on a non-localhost name) the suite
 * starts no servers; the specs that stop and start servers of their own cannot run there.
 */
const deployedBaseUrl = process.env.E2E_BASE_URL;
export const SPECS_THAT_RUN_THEIR_OWN_SERVERS = [
  '**/remote-failure.spec.ts',
  '**/independent-deploy.spec.ts',
  '**/remote-by-config.spec.ts',
];
/** The suite's Chromium flags, and the name mapping that lets flowscope.test reach this machine. */
function browserArgs(base: readonly string[] = TEST_BROWSER_ARGS): string[] {
  const rules = process.env.E2E_HOST_RESOLVER_RULES;
  return rules ? [...base, `--host-resolver-rules=${rules}`] : [...base];
}
/**
 * Files that need a browser feature the headless shell lacks, run in the full Chromium: the
 * shell reports Notification.permission 'denied' whatever the context grants.
 */
const NEED_THE_FULL_BROWSER = ['**/alerts.spec.ts'];

/** Launch options for a browser binary (undefined: Playwright's own). */
function launchOptions(executablePath: string | undefined, args = browserArgs()) {
  return { ...(executablePath ? { executablePath } : {}), args };
}
/**
 * Files whose tests keep one page for half a minute or more (a route audit's sweep): their
 * browser runs the optimising compilers, which pay off on such a page (env.ts).
 */
const LONG_PAGES = ['**/route-audits.spec.ts'];

/**
 * Files whose tests change the premium test user's favourites or follows (mock-api keeps them
 * for the run), or the served runtime config: they run one at a time, in their own project,
 * so no two tests race on the same state.
 */
const ONE_STATE_AT_A_TIME = [
  '**/cex.spec.ts',
  '**/dex.spec.ts',
  '**/account.spec.ts',
  '**/following.spec.ts',
  '**/edge.spec.ts',
  '**/live-alerts.spec.ts',
];
/**
 * On a deployment (the nginx edge run) only the tests tagged `@edge` run: what only an edge can
 * break (the route map and deep links it serves, its headers, preloads and 404s, a version
 * switch) and one journey per remote. Every other test runs only against the node servers.
 */
const EDGE_TAG = /@edge\b/;
const onTheEdge = deployedBaseUrl ? { grep: EDGE_TAG } : {};
/** Per-test durations of the run, for the README's ten slowest (scripts/slowest-tests.ts). */
const resultsFile = join(
  REPO_ROOT,
  'e2e',
  '.tmp',
  deployedBaseUrl ? 'e2e-results-edge.json' : 'e2e-results-node.json',
);
/** Two cores: one worker for the serial files, one more for everything else at once. */
const workers = Number(process.env.E2E_WORKERS ?? '2');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list reporter's summary closes the output (CI reads it); the JSON goes to a file.
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  use: {
    baseURL: deployedBaseUrl ?? E2E_HOST,
    trace: 'on-first-retry',
    // The app's service worker answers API calls itself, where page.route cannot see them:
    // only the specs about the worker let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: launchOptions(testBrowserExecutable()),
  },
  // Playwright runs projects in phases: a project starts only when every project of the phase
  // before it has finished, whether it depends on them or not. So the phase before the specs
  // holds only the sign-ins (in parallel, a few seconds); a project without dependencies would
  // sit in that phase and keep every spec waiting until it ends.
  projects: [
    // Each test user signs in through the Discord popup once; specs start from that state.
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/, fullyParallel: true },
    // They stop and start servers of their own (and build a canary remote): one test at a time,
    // and never on a deployment. First in the queue, so this serial chain starts beside the
    // other one instead of running alone at the end. They need no sign-in; the dependency only
    // puts them in the specs' phase.
    ...(deployedBaseUrl
      ? []
      : [
          {
            name: 'own-servers',
            testMatch: SPECS_THAT_RUN_THEIR_OWN_SERVERS,
            dependencies: ['sign-in'],
            workers: 1,
          },
        ]),
    {
      name: 'one-state-at-a-time',
      testMatch: ONE_STATE_AT_A_TIME,
      ...onTheEdge,
      dependencies: ['sign-in'],
      workers: 1,
    },
    // The longest tests of the run (30–45 s each): first among the parallel files, so they never
    // run alone at the end.
    {
      name: 'long-pages',
      testMatch: LONG_PAGES,
      ...onTheEdge,
      dependencies: ['sign-in'],
      fullyParallel: true,
      use: {
        launchOptions: launchOptions(testBrowserExecutable(), browserArgs(LONG_PAGE_BROWSER_ARGS)),
      },
    },
    // Before the parallel project in the queue: last in it, its one file ran alone at the very end
    // of the run (6 s with the other worker idle).
    {
      name: 'full-browser',
      testMatch: NEED_THE_FULL_BROWSER,
      ...onTheEdge,
      dependencies: ['sign-in'],
      fullyParallel: true,
      use: {
        launchOptions: launchOptions(chromiumExecutable()),
      },
    },
    {
      name: 'parallel',
      testIgnore: [
        ...ONE_STATE_AT_A_TIME,
        ...SPECS_THAT_RUN_THEIR_OWN_SERVERS,
        ...NEED_THE_FULL_BROWSER,
        ...LONG_PAGES,
      ],
      ...onTheEdge,
      dependencies: ['sign-in'],
      fullyParallel: true,
    },
  ],
  webServer: deployedBaseUrl
    ? undefined
    : {
        command: 'node tooling/bin/flowscope.mjs start --no-build',
        cwd: REPO_ROOT,
        // Through the host's proxy: ready only when the host, its proxy and mock-api all answer.
        url: `${E2E_HOST}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          ...e2eServerEnv(),
          // mock-api's test control (live.spec.ts injects signals and ends streams with it).
          MOCK_TEST_CONTROL: '1',
          // The trader's webhook may point at mock-api's own test receiver on this machine
          // (alerts.spec.ts), which production mode refuses otherwise.
          WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
          // mock-api registers the callback on PORT itself; the specs' own hosts are added.
          OAUTH_REDIRECT_URIS: EXTRA_HOST_PORTS.map(
            (port) => `http://localhost:${port}/auth/discord/callback`,
          ).join(','),
        },
      },
});
