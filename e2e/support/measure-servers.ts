import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REMOTE_APPS, remoteName } from '@flowscope/tooling/remotes';
import { E2E_HOST, E2E_PORTS, REPO_ROOT, e2eRemotePort, e2eServerEnv } from './env.ts';
import { waitForOk } from './wait-for-ok.ts';

/** Ports nothing listens on right now, all different (the OS picks them while all are held). */
export async function freePorts<Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const servers = names.map(() => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return Object.fromEntries(names.map((name, index) => [name, String(ports[index])])) as Record<
    Name,
    string
  >;
}

/** A Node child in its own process group, so stopping it stops what it started too. */
export function startGroup(args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
}

export function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * The production server set on the e2e ports (`flowscope start`, built already), in a
 * process group of its own; resolves once the host, mock-api (its data set built) and every
 * remote answer. Stop it with stopGroup.
 */
export async function startProductionServers(
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const servers = startGroup(
    [join(REPO_ROOT, 'tooling/bin/flowscope.mjs'), 'start', '--no-build'],
    REPO_ROOT,
    { ...e2eServerEnv(), ...extraEnv },
  );
  try {
    await waitForOk(`${E2E_HOST}/runtime-config.json`);
    // mock-api builds its data set at start-up; a page before that shows an error, not rows.
    await waitForOk(`http://localhost:${E2E_PORTS.api}/health`);
    for (const app of REMOTE_APPS) {
      await waitForOk(`http://localhost:${e2eRemotePort(remoteName(app))}/mf-manifest.json`);
    }
  } catch (error) {
    stopGroup(servers);
    throw error;
  }
  return servers;
}
