import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS, REPO_ROOT } from '../support/env.ts';
import { hostBuildFingerprint } from '../support/host-build.ts';
import { HostServer, RemoteServer } from '../support/processes.ts';

const canaryDir = join(REPO_ROOT, 'e2e', '.tmp', 'remote-cex-canary');
const canary = new RemoteServer(canaryDir, 3111);
const host = new HostServer(3110);

const baseEnv = {
  REMOTE_DEX_URL: `http://localhost:${E2E_PORTS.dex}/mf-manifest.json`,
  REMOTE_ACCOUNT_URL: `http://localhost:${E2E_PORTS.account}/mf-manifest.json`,
  API_BASE_URL: `http://localhost:${E2E_PORTS.api}`,
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(canaryDir, { recursive: true, force: true });
  const build = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'tooling/bin/flowscope.mjs'), 'build'],
    {
      cwd: join(REPO_ROOT, 'remote-cex'),
      env: { ...process.env, FLOWSCOPE_BUILD_LABEL: 'canary-2', FLOWSCOPE_OUTPUT_DIR: canaryDir },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`canary build failed:\n${build.stdout}\n${build.stderr}`);
  await canary.start();
});

test.afterAll(async () => {
  await host.stop();
  await canary.stop();
});

test('a new remote-cex build named in the runtime config appears with the host unchanged', async ({
  page,
  consoleGuard,
}) => {
  // The host server restarts under the open page, as in a deployment.
  consoleGuard.allowNetworkFailures();
  const before = hostBuildFingerprint();

  await host.start({
    ...baseEnv,
    REMOTE_CEX_URL: `http://localhost:${E2E_PORTS.cex}/mf-manifest.json`,
  });
  await page.goto(`${host.url}/top-accumulations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Top Accumulations' })).toBeVisible();
  await expect(page.getByTestId('remote-build')).toHaveText('remote-cex 1.0.0');

  // Deploy: only the runtime config changes (the host server restarts with new env).
  await host.start({ ...baseEnv, REMOTE_CEX_URL: canary.manifestUrl });
  await page.reload();
  await expect(page.getByTestId('remote-build')).toHaveText('remote-cex 1.0.0 · build canary-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Top Accumulations' })).toBeVisible();

  expect(hostBuildFingerprint(), 'host build untouched').toBe(before);
});
