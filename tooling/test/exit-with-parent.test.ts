import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitWithParent, PARENT_PID_ENV } from '../src/server/exit-with-parent.ts';

afterEach(() => {
  vi.useRealTimers();
});

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('exitWithParent', () => {
  it('stops the server once the orchestrator is gone', () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    exitWithParent(stop, { [PARENT_PID_ENV]: String(deadPid()) });
    vi.advanceTimersByTime(2_000);
    expect(stop).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('keeps running while the orchestrator lives, and without the env var', () => {
    vi.useFakeTimers();
    const stop = vi.fn();
    exitWithParent(stop, { [PARENT_PID_ENV]: String(process.pid) });
    exitWithParent(stop, {});
    vi.advanceTimersByTime(10_000);
    expect(stop).not.toHaveBeenCalled();
  });
});
