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

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_HOST,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
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
