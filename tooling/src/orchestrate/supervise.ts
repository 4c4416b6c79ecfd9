import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisedSpec {
  /** Name in the console's `[name]` prefix. */
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where the server answers once it is up, to report it back after a restart. */
  readyUrl?: string;
}

export interface RestartPolicy {
  /** Delay before the first restart; doubled after each quick failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A run shorter than this counts as a quick failure. */
  quickFailureMs: number;
  /** This many quick failures in a row and the server is left down. */
  maxQuickFailures: number;
}

const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 10_000,
  quickFailureMs: 10_000,
  maxQuickFailures: 5,
};

export interface SupervisorLog {
  info(line: string): void;
  error(line: string): void;
}

export interface Supervised {
  readonly name: string;
  /** The running child (a new one after each restart), or null while down. */
  current(): ChildProcess | null;
  /** Ends the server and its process group; no restart follows. Resolves once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Forces the end of the process group (after stop() took too long). */
  kill(): void;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the child's whole group, so a runner's own child (tsx's node) goes too.
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/**
 * Runs one server and keeps it running: a server that exits when nobody asked it to is
 * reported and started again after a backoff delay, so one crash does not take the app down.
 * After `maxQuickFailures` crashes in a row, each within `quickFailureMs` of its start, it is
 * left down with a message saying so (it would only crash again); the others keep running.
 */
export function supervise(
  spec: SupervisedSpec,
  onOutput: (child: ChildProcess) => void,
  log: SupervisorLog,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): Supervised {
  let child: ChildProcess | null = null;
  let stopped = false;
  let quickFailures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = (restart: boolean): void => {
    const startedAt = Date.now();
    const running = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    onOutput(running);
    exited = new Promise((resolve) => running.once('exit', () => resolve()));
    running.once('error', (error) => log.error(`[${spec.name}] could not start: ${error.message}`));
    running.once('exit', (code, signal) => {
      // Whatever it left behind in its group (a runner's child holding the port) goes too.
      killGroup(running, 'SIGKILL');
      if (child === running) child = null;
      if (stopped) return;
      const ranMs = Date.now() - startedAt;
      quickFailures = ranMs < policy.quickFailureMs ? quickFailures + 1 : 1;
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      if (quickFailures >= policy.maxQuickFailures) {
        log.error(
          `[${spec.name}] ${how}; it failed ${quickFailures} times in a row within ` +
            `${policy.quickFailureMs / 1000} s of starting, so it is not restarted again. ` +
            'The rest of the app keeps running; see its log above, fix it and run the command again.',
        );
        return;
      }
      const delay = Math.min(
        policy.maxDelayMs,
        policy.initialDelayMs * 2 ** Math.max(0, quickFailures - 1),
      );
      log.error(`[${spec.name}] ${how}; restarting it in ${(delay / 1000).toFixed(1)} s`);
      restartTimer = setTimeout(() => start(true), delay);
    });
    if (restart && spec.readyUrl) {
      const url = spec.readyUrl;
      void answers(url, 60_000).then((ok) => {
        if (ok && child === running && !stopped) log.info(`[${spec.name}] is answering again`);
      });
    }
  };

  start(false);

  return {
    name: spec.name,
    current: () => child,
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) {
        return Promise.resolve();
      }
      killGroup(running, signal);
      return exited;
    },
    kill() {
      stopped = true;
      clearTimeout(restartTimer);
      if (child) killGroup(child, 'SIGKILL');
    },
  };
}
