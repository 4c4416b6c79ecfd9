/** Env var through which `flowscope start` tells its servers which process runs them. */
export const PARENT_PID_ENV = 'FLOWSCOPE_PARENT_PID';

const CHECK_EVERY_MS = 2_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Under `flowscope start`, a server stops by itself if the orchestrator is gone without
 * stopping it (killed outright), so no server is left holding its port. Started any other
 * way (no env var), it does nothing.
 */
export function exitWithParent(stop: () => void, env: NodeJS.ProcessEnv = process.env): void {
  const pid = Number(env[PARENT_PID_ENV]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const timer = setInterval(() => {
    if (isAlive(pid)) return;
    clearInterval(timer);
    console.error(`the process that started this server (${pid}) is gone; stopping`);
    stop();
  }, CHECK_EVERY_MS);
  timer.unref();
}
