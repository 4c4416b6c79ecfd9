/**
 * Loopback load test of every list call on its default window: starts the server as a
 * child process (its own event loop, as in production), signs in the premium test user,
 * then runs autocannon against each call for a bounded time and prints p50 / p95
 * latency and throughput.
 *
 * Requests are client-like: calls that send a window compute from_datetime afresh for
 * every request (now - N hours, to the millisecond, as the app does), so they never share
 * a memoised answer; calls without a window share one until the next trades arrive, as
 * they do in production. Env: BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default
 * 1: the latency one client sees; raise it to measure queueing under load).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PATHS } from '@flowscope/shared-api/contract';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P95_MS = 50;
const REDIRECT_URI = 'http://localhost:3000/auth/discord/callback';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}${PATHS.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('mock-api did not become healthy in time');
}

/** Signs the premium test user in through the consent form and the token exchange. */
async function signIn(base: string): Promise<{ userId: string; token: string }> {
  const state = 'bench-state';
  const form = new URLSearchParams({
    client_id: '123456789012345678',
    redirect_uri: REDIRECT_URI,
    state,
    scope: 'identify guilds',
    user: 'premium',
    decision: 'authorize',
  });
  const consent = await fetch(`${base}${PATHS.oauthAuthorize}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
  const exchange = await fetch(`${base}${PATHS.discordToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state, redirectUri: REDIRECT_URI }),
  });
  const body = (await exchange.json()) as {
    user: { id: string };
    tokens: { access_token: string };
  };
  return { userId: body.user.id, token: body.tokens.access_token };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

interface Row {
  call: string;
  requests: number;
  p50: number;
  p95: number;
  rps: number;
  errors: number;
}

/** The body of one request; window hours become a fresh from_datetime each time. */
interface CallSpec {
  body: Record<string, unknown>;
  windowHours?: number;
}

function bodyOf(spec: CallSpec): string {
  const window =
    spec.windowHours === undefined
      ? {}
      : { from_datetime: new Date(Date.now() - spec.windowHours * 3_600_000).toISOString() };
  return JSON.stringify({ ...spec.body, ...window });
}

async function load(
  base: string,
  name: string,
  path: string,
  spec: CallSpec,
  token: string,
): Promise<Row> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: bodyOf(spec),
        requests: [
          {
            setupRequest: (request: autocannon.Request) => ({ ...request, body: bodyOf(spec) }),
          },
        ],
        connections: CONNECTIONS,
        duration: DURATION_S,
      },
      (error: unknown, output: autocannon.Result) => (error ? reject(error) : resolve(output)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    call: name,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / result.duration,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      MOCK_API_PORT: String(port),
      MOCK_DATA_DIR: dataDir,
      MOCK_RESET: '1',
      MOCK_DELAY_MS: '0',
      MOCK_FAILURE_RATE: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, 180_000);
    const { userId, token } = await signIn(base);
    // Default windows: the views start on 24h; holdings use the 720 h default.
    const calls: [string, string, CallSpec][] = [
      ['cex_top_accumulations 24h', PATHS.cexTopAccumulations, { body: {}, windowHours: 24 }],
      ['dex_top_accumulations 24h', PATHS.dexTopAccumulations, { body: {}, windowHours: 24 }],
      ['cex_top_holdings 720h', PATHS.cexTopHoldings, { body: {}, windowHours: 720 }],
      ['dex_top_holders', PATHS.dexTopHolders, { body: {} }],
      ['get_cex_alerts', PATHS.cexAlerts, { body: {} }],
      ['get_dex_alerts', PATHS.dexAlerts, { body: {} }],
      [
        'search "Meme projects focused on cats"',
        PATHS.search,
        { body: { query: 'Meme projects focused on cats' } },
      ],
      ['get_cex_favorites', PATHS.cexFavorites, { body: {} }],
      ['get_dex_influencers_list', PATHS.dexInfluencersList, { body: { only_for_user: false } }],
      ['get_cex_influencers_data', PATHS.cexInfluencersData, { body: {} }],
      ['cex_top_accumulations 30d', PATHS.cexTopAccumulations, { body: {}, windowHours: 720 }],
      [
        'dex_top_accumulations 30d all',
        PATHS.dexTopAccumulations,
        { body: { token_filter: 'all_tokens' }, windowHours: 720 },
      ],
    ];
    await fetch(`${base}${PATHS.addCexFavorite}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_id: userId, coin: 'BTC' }),
    });
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per call, loopback\n`);
    console.log(
      `${'call'.padEnd(40)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(8)}  errors`,
    );
    const rows: Row[] = [];
    for (const [name, path, spec] of calls) {
      const row = await load(
        base,
        name,
        path,
        { ...spec, body: { user_id: userId, ...spec.body } },
        token,
      );
      rows.push(row);
      const flag = row.p95 < TARGET_P95_MS ? '' : `  (p95 over ${TARGET_P95_MS} ms)`;
      console.log(
        `${row.call.padEnd(40)} ${String(row.requests).padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.rps.toFixed(0).padStart(8)}  ${row.errors}${flag}`,
      );
    }
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    if (child.pid !== undefined) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
