import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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
