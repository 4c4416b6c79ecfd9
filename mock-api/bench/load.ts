/**
 * Loopback load test of every list call with fresh windows: starts the server as a child
 * process (its own event loop, as in production), signs in the premium test user, then
 * runs autocannon against each call for a bounded time and prints p50 / p95 / p99
 * latency, throughput and whether the call meets p95 < 50 ms.
 *
 * Requests are client-like: every request builds its window afresh, ending "now" on the
 * client's clock (to the millisecond, as the app does) with a random clock skew of up to
 * ±BENCH_JITTER_MS, and half of them also send to_datetime (a range ending now) while the
 * other half leave it to default to now. So no two requests ask for the same window, as
 * in production when many visitors poll. Env: BENCH_DURATION (s, default 5),
 * BENCH_CONNECTIONS (default 50), BENCH_JITTER_MS (default 5000), BENCH_WARMUP_S (s of
 * unrecorded load before each call, default 1; the first call gets 3 s more, as the
 * server has just built its market and runs unoptimised code), BENCH_CALLS (optional
 * comma-separated substrings of call names to run only those).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PATHS, SPARKLINE_MAX_TOKENS } from '@flowscope/shared-api/contract';
import { KNOWN_COINS } from '../src/market/cex-coins.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JITTER_MS = Number(process.env.BENCH_JITTER_MS ?? 5_000);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 1);
/** Extra warm-up before the first call: the server has just started. */
const START_WARMUP_S = 3;
const ONLY = (process.env.BENCH_CALLS ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const TARGET_P95_MS = 50;
const REDIRECT_URI = 'http://localhost:3000/auth/discord/callback';
const HOUR_MS = 3_600_000;

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
  p99: number;
  rps: number;
  errors: number;
}

/** The body of one request; window hours become a fresh window ending now each time. */
interface CallSpec {
  body: Record<string, unknown>;
  windowHours?: number;
}

/** A window ending "now" on a client clock skewed by up to ±JITTER_MS; half send to_datetime. */
function bodyOf(spec: CallSpec): string {
  if (spec.windowHours === undefined) return JSON.stringify(spec.body);
  const to = Date.now() + Math.round((Math.random() * 2 - 1) * JITTER_MS);
  const window: Record<string, string> = {
    from_datetime: new Date(to - spec.windowHours * HOUR_MS).toISOString(),
  };
  if (Math.random() < 0.5) window.to_datetime = new Date(to).toISOString();
  return JSON.stringify({ ...spec.body, ...window });
}

async function load(
  base: string,
  name: string,
  path: string,
  spec: CallSpec,
  token: string,
  durationS = DURATION_S,
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
        duration: durationS,
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
    p99: percentile(latencies, 99),
    rps: latencies.length / result.duration,
    errors: result.errors + result.non2xx,
  };
}

/** Every list call, with the windows the views ask for. */
const CALLS: [string, string, CallSpec][] = [
  ['cex_top_accumulations 24h', PATHS.cexTopAccumulations, { body: {}, windowHours: 24 }],
  ['dex_top_accumulations 24h', PATHS.dexTopAccumulations, { body: {}, windowHours: 24 }],
  ['cex_top_accumulations 30d', PATHS.cexTopAccumulations, { body: {}, windowHours: 720 }],
  [
    'dex_top_accumulations 30d all',
    PATHS.dexTopAccumulations,
    { body: { token_filter: 'all_tokens' }, windowHours: 720 },
  ],
  ['cex_top_holdings 720h', PATHS.cexTopHoldings, { body: {}, windowHours: 720 }],
  ['dex_top_holders 720h', PATHS.dexTopHolders, { body: {}, windowHours: 720 }],
  ['get_cex_alerts 24h', PATHS.cexAlerts, { body: {}, windowHours: 24 }],
  ['get_dex_alerts 24h', PATHS.dexAlerts, { body: {}, windowHours: 24 }],
  [
    'search "Meme projects focused on cats"',
    PATHS.search,
    { body: { query: 'Meme projects focused on cats' } },
  ],
  ['get_cex_favorites', PATHS.cexFavorites, { body: {} }],
  ['get_dex_favorites', PATHS.dexFavorites, { body: {} }],
  ['get_cex_influencers_list', PATHS.cexInfluencersList, { body: { only_for_user: false } }],
  ['get_dex_influencers_list', PATHS.dexInfluencersList, { body: { only_for_user: false } }],
  ['get_cex_influencers_data 7d', PATHS.cexInfluencersData, { body: {}, windowHours: 168 }],
  ['get_dex_influencers_data 7d', PATHS.dexInfluencersData, { body: {}, windowHours: 168 }],
  [
    'sparklines: a page of 100 coins, 24h',
    PATHS.sparklines,
    {
      body: {
        kind: 'netflow',
        venue: 'cex',
        tokens: KNOWN_COINS.slice(0, SPARKLINE_MAX_TOKENS).map(([coin]) => ({ coin })),
      },
      windowHours: 24,
    },
  ],
];

function cell(value: number, width = 8): string {
  return value.toFixed(1).padStart(width);
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
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // A favourite of each venue, so the favourites calls and flags have work to do.
    await fetch(`${base}${PATHS.addCexFavorite}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ user_id: userId, coin: 'BTC' }),
    });
    const dex = (await (
      await fetch(`${base}${PATHS.dexTopAccumulations}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          user_id: userId,
          from_datetime: new Date(Date.now() - 24 * HOUR_MS).toISOString(),
        }),
      })
    ).json()) as { data: { network: string; address: string | null }[] };
    const first = dex.data.find((row) => row.address !== null);
    if (first) {
      await fetch(`${base}${PATHS.addDexFavorite}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ user_id: userId, network: first.network, address: first.address }),
      });
    }
    const [load1, load5] = loadavg();
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per call after ${WARMUP_S} s of warm-up, ` +
        `loopback, windows ending now ` +
        `±${JITTER_MS} ms; ${availableParallelism()} cores, load average ` +
        `${load1?.toFixed(2)} (1 min) ${load5?.toFixed(2)} (5 min)\n`,
    );
    console.log(
      `${'call'.padEnd(40)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)} ${'errors'.padStart(7)}  p95 < ${TARGET_P95_MS} ms`,
    );
    const rows: Row[] = [];
    const calls = CALLS.filter(
      ([name]) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)),
    );
    for (const [index, [name, path, spec]] of calls.entries()) {
      const call = { ...spec, body: { user_id: userId, ...spec.body } };
      const warmup = WARMUP_S + (index === 0 && WARMUP_S > 0 ? START_WARMUP_S : 0);
      if (warmup > 0) await load(base, name, path, call, token, warmup);
      const row = await load(base, name, path, call, token);
      rows.push(row);
      const verdict = row.p95 < TARGET_P95_MS ? 'yes' : 'NO';
      console.log(
        `${row.call.padEnd(40)} ${String(row.requests).padStart(9)} ${cell(row.p50)} ${cell(row.p95)} ${cell(row.p99)} ${row.rps.toFixed(0).padStart(8)} ${String(row.errors).padStart(7)}  ${verdict}`,
      );
    }
    const missed = rows.filter((row) => !(row.p95 < TARGET_P95_MS)).length;
    const [after1] = loadavg();
    console.log(
      `\n${missed === 0 ? 'Every call meets' : `${missed} of ${rows.length} calls miss`} ` +
        `p95 < ${TARGET_P95_MS} ms (load average at the end ${after1?.toFixed(2)})`,
    );
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    if (child.pid !== undefined) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
