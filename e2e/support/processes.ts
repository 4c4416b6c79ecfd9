import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createStaticServer, listen } from '@flowscope/tooling/static-server';
import { allowedOrigins, REPO_ROOT } from './env.ts';

/**
 * A remote as the host server's env configures it: its manifest URL and, as the routes to use
 * while it is down, the route manifest its build wrote (as `npm start` does).
 */
export function remoteEnv(name: string, manifestUrl: string): Record<string, string> {
  const upper = name.toUpperCase().replaceAll('-', '_');
  return {
    [`REMOTE_${upper}_URL`]: manifestUrl,
    [`REMOTE_${upper}_ROUTES`]: join(REPO_ROOT, `remote-${name}`, 'dist', 'route-manifest.json'),
  };
}

/** Serves a remote's build folder in the test process, so a test can stop and start it. */
export class RemoteServer {
  private server: Server | null = null;
  constructor(
    private readonly root: string,
    readonly port: number,
  ) {}

  get manifestUrl(): string {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createStaticServer({
      root: this.root,
      allowedOrigins: allowedOrigins().split(','),
      spaFallback: false,
    });
    await listen(server, this.port);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Runs the host's production server (the same build) with its own env, as a deployment would. */
export class HostServer {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(env: Record<string, string>): Promise<void> {
    await this.stop();
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
      {
        cwd: join(REPO_ROOT, 'host'),
        env: { ...process.env, APP_MODE: 'production', ...env, PORT: String(this.port) },
        stdio: 'ignore',
      },
    );
    this.child = child;
    await waitForUrl(`${this.url}/runtime-config.json`, 30_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
