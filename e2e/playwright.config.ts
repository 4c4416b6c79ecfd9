import { defineConfig, devices } from '@playwright/test';
import {
  allowedOrigins,
  CHROMIUM_ARGS,
  chromiumExecutable,
  E2E_HOST,
  E2E_PORTS,
  REPO_ROOT,
} from './support/env.ts';

const executablePath = chromiumExecutable();

/**
 * Against a deployment (E2E_BASE_URL, e.g. the nginx edge on a non-localhost name) the suite
 * starts no servers; the specs that stop and start servers of their own cannot run there.
 */
const deployedBaseUrl = process.env.E2E_BASE_URL;
export const SPECS_THAT_RUN_THEIR_OWN_SERVERS = [
  '**/remote-failure.spec.ts',
  '**/independent-deploy.spec.ts',
];
/** Chromium's name mapping, so a test name such as flowscope.test reaches this machine. */
const hostResolverRules = process.env.E2E_HOST_RESOLVER_RULES;

export default defineConfig({
  testDir: './tests',
  testIgnore: deployedBaseUrl ? SPECS_THAT_RUN_THEIR_OWN_SERVERS : [],
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: deployedBaseUrl ?? E2E_HOST,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: hostResolverRules
        ? [...CHROMIUM_ARGS, `--host-resolver-rules=${hostResolverRules}`]
        : CHROMIUM_ARGS,
    },
  },
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
          APP_MODE: 'production',
          PORT: String(E2E_PORTS.host),
          REMOTE_CEX_PORT: String(E2E_PORTS.cex),
          REMOTE_DEX_PORT: String(E2E_PORTS.dex),
          REMOTE_ACCOUNT_PORT: String(E2E_PORTS.account),
          MOCK_API_PORT: String(E2E_PORTS.api),
          ALLOWED_ORIGINS: allowedOrigins(),
        },
      },
});
