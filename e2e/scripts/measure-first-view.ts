/**
 * Performance budget, first view: gzipped JavaScript loaded for /top-accumulations, split into
 * host, shared libraries and remote, and how many copies of each shared library were loaded.
 * Starts the production build on the e2e ports, measures in Chromium, prints a table.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  E2E_HOST,
  E2E_PORTS,
  REPO_ROOT,
  allowedOrigins,
} from '../support/env.ts';
import { loadedSharedCopies } from '../support/federation.ts';

const ROUTE = '/top-accumulations';

interface Manifest {
  shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function sharedAssetNames(origins: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const origin of origins) {
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        names.set(file, shared.name);
    }
  }
  return names;
}

const server = spawn(
  process.execPath,
  [join(REPO_ROOT, 'tooling/bin/flowscope.mjs'), 'start', '--no-build'],
  {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      APP_MODE: 'production',
      PORT: String(E2E_PORTS.host),
      REMOTE_CEX_PORT: String(E2E_PORTS.cex),
      REMOTE_DEX_PORT: String(E2E_PORTS.dex),
      REMOTE_ACCOUNT_PORT: String(E2E_PORTS.account),
      MOCK_API_PORT: String(E2E_PORTS.api),
      ALLOWED_ORIGINS: allowedOrigins(),
    },
  },
);

try {
  await waitFor(`${E2E_HOST}/runtime-config.json`);
  const remoteOrigin = `http://localhost:${E2E_PORTS.cex}`;
  const sharedNames = await sharedAssetNames([E2E_HOST, remoteOrigin]);
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const loaded: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request
      .sizes()
      .then((sizes) => loaded.push({ url: request.url(), bytes: sizes.responseBodySize }));
  });
  await page.goto(`${E2E_HOST}${ROUTE}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const copies = await loadedSharedCopies(page);
  await browser.close();

  const totals = { host: 0, shared: 0, remote: 0 };
  const perLibrary = new Map<string, number>();
  for (const { url, bytes } of loaded) {
    const file = new URL(url).pathname.slice(1);
    const library = sharedNames.get(file);
    if (library) {
      totals.shared += bytes;
      perLibrary.set(library, (perLibrary.get(library) ?? 0) + bytes);
    } else if (url.startsWith(E2E_HOST)) totals.host += bytes;
    else totals.remote += bytes;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`First view of ${ROUTE}: JavaScript transferred (gzip)`);
  console.table({
    host: kb(totals.host),
    'shared libraries': kb(totals.shared),
    'remote-cex': kb(totals.remote),
    total: kb(totals.host + totals.shared + totals.remote),
  });
  console.log('Shared libraries: gzipped bytes and copies loaded (must be 1)');
  console.table(
    Object.fromEntries(
      [...new Set([...perLibrary.keys(), ...Object.keys(copies)])]
        .sort()
        .map((name) => [name, { gzip: kb(perLibrary.get(name) ?? 0), copies: copies[name] ?? 0 }]),
    ),
  );
  const duplicated = Object.entries(copies).filter(([, count]) => count !== 1);
  if (duplicated.length > 0) {
    console.error(
      `Shared libraries loaded more than once: ${duplicated.map(([name]) => name).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}
