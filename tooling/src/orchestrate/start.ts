import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MANIFEST_FILE } from '@flowscope/shared-api/routing';
import { resolvePort, type AppName } from '../ports.ts';
import { REMOTE_APPS, remoteName, remoteRoutesEnv, remoteUrlEnv } from '../remotes.ts';
import { PARENT_PID_ENV } from '../server/exit-with-parent.ts';
import { supervise, type Supervised } from './supervise.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FLOWSCOPE_BIN = join(ROOT, 'tooling', 'bin', 'flowscope.mjs');
const TSX_BIN = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * The proxies on this machine whose forwarded headers the servers believe: the host's `/api`
 * proxy reaches mock-api over loopback (mock-api's sign-in limit then counts each browser by
 * its own address). Set TRUSTED_PROXIES to override.
 */
const LOCAL_TRUSTED_PROXIES = '127.0.0.1,::1';

export interface ProcessSpec {
  app: AppName;
  args: string[];
  readyPath: string;
}

export function processes(dev: boolean): ProcessSpec[] {
  const remote = (app: AppName): ProcessSpec => ({
    app,
    args: [FLOWSCOPE_BIN, dev ? 'dev' : 'serve'],
    readyPath: '/mf-manifest.json',
  });
  return [
    {
      app: 'mock-api',
      args: dev ? [TSX_BIN, 'watch', 'src/main.ts'] : [TSX_BIN, 'src/main.ts'],
      readyPath: '/health',
    },
    ...REMOTE_APPS.map(remote),
    {
      app: 'host',
      args: dev ? [FLOWSCOPE_BIN, 'dev'] : [TSX_BIN, 'server/main.ts'],
      readyPath: '/runtime-config.json',
    },
  ];
}

/**
 * The host's remotes: each one started here, by its manifest URL and, as the fallback for
 * when it is down, the route manifest its build wrote (REMOTE_<NAME>_URL / _ROUTES); a value
 * set in env wins, an empty one leaves the remote out of the host's configuration.
 */
export function hostRemoteEnv(env: NodeJS.ProcessEnv, dev: boolean): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const name = remoteName(app);
    const builtRoutes = join(ROOT, app, 'dist', ROUTE_MANIFEST_FILE);
    remotes[remoteUrlEnv(name)] =
      env[remoteUrlEnv(name)] ?? `http://localhost:${resolvePort(app, env)}/mf-manifest.json`;
    // A development server writes no file: the routes last known in the browser stand in.
    const routes =
      env[remoteRoutesEnv(name)] ?? (!dev && existsSync(builtRoutes) ? builtRoutes : undefined);
    if (routes !== undefined) remotes[remoteRoutesEnv(name)] = routes;
  }
  return remotes;
}

function readyUrl(spec: ProcessSpec): string {
  return `http://localhost:${resolvePort(spec.app)}${spec.readyPath}`;
}

function prefixLines(app: AppName, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${app}] ${line}\n`);
  });
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

export async function startAll(options: { dev: boolean; build: boolean }): Promise<void> {
  if (!options.dev && options.build) {
    console.log('Building production bundles (cached when unchanged)…');
    const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed; nothing was started');
  }

  const servers: Supervised[] = [];
  let stopping = false;

  const stopAll = (code: number): void => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Flowscope…');
    const forceTimer = setTimeout(() => {
      for (const server of servers) server.kill();
      process.exit(code);
    }, 5000);
    forceTimer.unref();
    void Promise.all(servers.map((server) => server.stop())).then(() => process.exit(code));
  };

  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  const log = {
    info: (line: string) => console.log(line),
    error: (line: string) => console.error(line),
  };
  for (const spec of processes(options.dev)) {
    const prefixOutput = (child: ChildProcess): void => {
      if (child.stdout) prefixLines(spec.app, child.stdout, process.stdout);
      if (child.stderr) prefixLines(spec.app, child.stderr, process.stderr);
    };
    // A server that crashes is restarted with backoff and reported; the others keep running.
    servers.push(
      supervise(
        {
          name: spec.app,
          command: process.execPath,
          args: spec.args,
          cwd: join(ROOT, spec.app),
          env: {
            ...process.env,
            ...(spec.app === 'host' ? hostRemoteEnv(process.env, options.dev) : {}),
            APP_MODE: process.env.APP_MODE ?? (options.dev ? 'development' : 'production'),
            TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? LOCAL_TRUSTED_PROXIES,
            [PARENT_PID_ENV]: String(process.pid),
          },
          readyUrl: readyUrl(spec),
        },
        prefixOutput,
        log,
      ),
    );
  }

  const ready = await Promise.all(
    processes(options.dev).map((spec) => waitUntilReady(readyUrl(spec), 120_000)),
  );
  if (stopping) return;
  if (ready.every(Boolean)) {
    console.log(
      `\nFlowscope is running: open http://localhost:${resolvePort('host')}  (Ctrl-C stops everything)\n`,
    );
  } else {
    console.error('Some processes did not become ready in time; see the logs above.');
  }
}
