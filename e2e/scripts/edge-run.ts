import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/env.ts';
import { waitForOk } from '../support/wait-for-ok.ts';

/**
 * The end-to-end journeys against a real edge: `npm run release` written to a temporary
 * tree, Debian's nginx serving it (`npm run edge`) with /api/ proxied to a mock-api of its
 * own, and Chromium opening it on a name that is not localhost, so the page calls the API
 * at its configured base (spec §7) exactly as in production. Starts nothing when nginx is
 * missing: it says how to install it and fails.
 */
const EDGE_PORT = 8200;
const API_PORT = 4200;
const NAME = 'flowscope.test';
const BASE_URL = `http://${NAME}:${EDGE_PORT}`;
const TMP = join(REPO_ROOT, 'e2e', '.tmp');
const RELEASE = join(TMP, 'edge-release');
const FLOWSCOPE = join(REPO_ROOT, 'tooling', 'bin', 'flowscope.mjs');
const TSX = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * The tests tagged `@edge` run against the edge (playwright.config.ts): the route map, the
 * deployment checks, the start-up preloads and a journey per remote, whose Node-side calls
 * reach the edge at E2E_EDGE_DIRECT_URL. E2E_EDGE_SPECS=routes,edge narrows them to files.
 */
const SPECS = (process.env.E2E_EDGE_SPECS ?? '')
  .split(',')
  .filter((name) => name !== '')
  .map((name) => `tests/${name}.spec.ts`)
  .filter((spec) => existsSync(join(REPO_ROOT, 'e2e', spec)));

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd: string = REPO_ROOT,
): number {
  return (
    spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`[edge-run] ${name} exited with ${code}`);
  });
  return child;
}

if (spawnSync('nginx', ['-v']).error) {
  console.error(
    'The edge e2e run needs nginx: apt-get install -y nginx-light libnginx-mod-http-brotli-static',
  );
  process.exit(1);
}

rmSync(RELEASE, { recursive: true, force: true });
rmSync(`${RELEASE}-maps`, { recursive: true, force: true });
// The release runs its own build (turbo): after `npm test`'s build a cache hit that copies the
// same dist/ the node servers served, on a fresh clone a real build (what a remote team runs).
if (run(process.execPath, [FLOWSCOPE, 'release', '--out', RELEASE]) !== 0) {
  process.exit(1);
}

const dataDir = join(TMP, 'edge-data');
rmSync(dataDir, { recursive: true, force: true });
const api = start('mock-api', [TSX, 'mock-api/src/main.ts'], {
  MOCK_API_PORT: String(API_PORT),
  MOCK_DATA_DIR: dataDir,
  // The OAuth stand-in sends codes only to registered callbacks: this deployment's.
  OAUTH_REDIRECT_URIS: `${BASE_URL}/auth/discord/callback`,
  // nginx proxies /api/ from this machine: its X-Forwarded-For names each browser.
  TRUSTED_PROXIES: '127.0.0.1,::1',
});
await waitForOk(`http://127.0.0.1:${API_PORT}/health`, 60_000);
const edge = start(
  'edge',
  [
    FLOWSCOPE,
    'edge',
    '--root',
    RELEASE,
    '--port',
    String(EDGE_PORT),
    '--api',
    `http://127.0.0.1:${API_PORT}`,
  ],
  {},
);
let status: number;
try {
  await waitForOk(`http://127.0.0.1:${EDGE_PORT}/api/health`, 60_000);
  console.log(
    `[edge-run] ${BASE_URL} (nginx, release ${RELEASE}); the @edge tests` +
      (SPECS.length > 0 ? ` of ${SPECS.join(', ')}` : '') +
      '; the rest run only against the node servers',
  );
  status = run(
    'npx',
    ['playwright', 'test', ...SPECS],
    {
      E2E_BASE_URL: BASE_URL,
      E2E_HOST_RESOLVER_RULES: `MAP ${NAME} 127.0.0.1`,
      E2E_EDGE_ROOT: RELEASE,
      // Node's own requests (not the browser's) reach the edge by address.
      E2E_EDGE_DIRECT_URL: `http://127.0.0.1:${EDGE_PORT}`,
    },
    join(REPO_ROOT, 'e2e'),
  );
} finally {
  edge.kill('SIGTERM');
  api.kill('SIGTERM');
}
process.exit(status);
