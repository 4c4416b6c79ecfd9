import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processes } from '../src/orchestrate/start.ts';
import { supervise, type Supervised, type SupervisorLog } from '../src/orchestrate/supervise.ts';

const ROOT = join(import.meta.dirname, '..', '..');

function recordingLog(): SupervisorLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), error: (line) => lines.push(line) };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});

describe('flowscope start keeps each server running', () => {
  it('restarts a killed mock-api, which then answers again', async () => {
    // Not 4190: fetch refuses that port (the spec's list of bad ports).
    const port = 4180;
    const spec = processes(false).find((candidate) => candidate.app === 'mock-api');
    if (!spec) throw new Error('no mock-api in the start list');
    const health = `http://localhost:${port}${spec.readyPath}`;
    const log = recordingLog();
    const server = supervise(
      {
        name: spec.app,
        command: process.execPath,
        args: spec.args,
        cwd: join(ROOT, spec.app),
        env: {
          ...process.env,
          MOCK_API_PORT: String(port),
          MOCK_DATA_DIR: mkdtempSync(join(tmpdir(), 'supervise-')),
        },
        readyUrl: health,
      },
      () => undefined,
      log,
    );
    running.push(server);
    await until(() => answers(health), 90_000);
    const first = server.current()?.pid;
    expect(first).toBeDefined();

    // The runner (tsx) dies outright; its own node child must not keep the port.
    process.kill(first ?? 0, 'SIGKILL');
    await until(() => {
      const pid = server.current()?.pid;
      return pid !== undefined && pid !== first;
    }, 10_000);
    expect(log.lines).toContain('[mock-api] killed by SIGKILL; restarting it in 0.5 s');
    await until(() => answers(health), 90_000);
    await until(() => log.lines.includes('[mock-api] is answering again'), 10_000);

    // Stopping it ends it for good: no restart.
    const last = server.current()?.pid ?? 0;
    await server.stop();
    expect(isAlive(last)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.current()).toBeNull();
    expect(await answers(health)).toBe(false);
  }, 200_000);

  it('backs off between quick failures and gives up after the last one, saying why', async () => {
    const log = recordingLog();
    let starts = 0;
    const server = supervise(
      {
        name: 'broken',
        command: process.execPath,
        args: ['-e', 'process.exit(3)'],
        cwd: ROOT,
        env: process.env,
      },
      () => {
        starts += 1;
      },
      log,
      { initialDelayMs: 50, maxDelayMs: 150, quickFailureMs: 5_000, maxQuickFailures: 4 },
    );
    running.push(server);
    await until(() => log.lines.some((line) => line.includes('not restarted again')), 20_000);
    expect(log.lines).toEqual([
      '[broken] exited with code 3; restarting it in 0.1 s',
      '[broken] exited with code 3; restarting it in 0.1 s',
      '[broken] exited with code 3; restarting it in 0.1 s',
      expect.stringMatching(
        /^\[broken\] exited with code 3; it failed 4 times in a row within 5 s of starting, so it is not restarted again\. The rest of the app keeps running/,
      ),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(starts).toBe(4);
  });

  it('waits longer after each quick failure, up to the cap', async () => {
    const log = recordingLog();
    const server = supervise(
      {
        name: 'flaky',
        command: process.execPath,
        args: ['-e', 'process.exit(1)'],
        cwd: ROOT,
        env: process.env,
      },
      () => undefined,
      log,
      { initialDelayMs: 100, maxDelayMs: 400, quickFailureMs: 5_000, maxQuickFailures: 5 },
    );
    running.push(server);
    await until(() => log.lines.length >= 5, 20_000);
    expect(log.lines.slice(0, 4).map((line) => line.replace(/^.*restarting it in /, ''))).toEqual([
      '0.1 s',
      '0.2 s',
      '0.4 s',
      '0.4 s',
    ]);
  });

  it('restarts nothing once stopped (Ctrl-C, SIGTERM)', async () => {
    const log = recordingLog();
    const server = supervise(
      {
        name: 'sleeper',
        command: process.execPath,
        args: ['-e', 'setInterval(() => {}, 1000)'],
        cwd: ROOT,
        env: process.env,
      },
      () => undefined,
      log,
      { initialDelayMs: 10, maxDelayMs: 10, quickFailureMs: 5_000, maxQuickFailures: 5 },
    );
    const pid = server.current()?.pid ?? 0;
    expect(isAlive(pid)).toBe(true);
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.current()).toBeNull();
    expect(log.lines).toEqual([]);
  });
});
