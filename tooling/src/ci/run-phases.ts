import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { PhaseResult } from './phase-table.ts';

export interface Phase {
  name: string;
  /** A shell command, run from the repository root. */
  command: string;
}

/** Phases run one stage after another; the phases of one stage run side by side. */
export type Stage = readonly Phase[];

export type RunPhase = (phase: Phase, prefixOutput: boolean) => Promise<boolean>;

/**
 * Runs the stages in order and stops after the first stage with a failed phase (its siblings
 * finish). Every phase is in the results: passed, failed, or not run.
 */
export async function runStages(
  stages: readonly Stage[],
  runPhase: RunPhase,
  now: () => number = () => performance.now(),
): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  let failed = false;
  for (const stage of stages) {
    if (failed) {
      results.push(...stage.map(({ name }) => ({ name, status: 'not run' as const, seconds: 0 })));
      continue;
    }
    const stageResults = await Promise.all(
      stage.map(async (phase): Promise<PhaseResult> => {
        const started = now();
        const passed = await runPhase(phase, stage.length > 1).catch(() => false);
        return {
          name: phase.name,
          status: passed ? 'passed' : 'failed',
          seconds: (now() - started) / 1000,
        };
      }),
    );
    results.push(...stageResults);
    failed = stageResults.some((result) => result.status === 'failed');
  }
  return results;
}

function writePrefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending !== '') out.write(`[${name}] ${pending}\n`);
  });
}

/**
 * Runs a phase's command in a shell. Alone it owns the terminal (Playwright's closing summary
 * reaches the log as Playwright prints it); beside others each line carries the phase's name.
 */
export function shellPhase(cwd: string): RunPhase {
  return (phase, prefixOutput) =>
    new Promise((resolve) => {
      const child = spawn(phase.command, {
        cwd,
        shell: true,
        stdio: prefixOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      if (prefixOutput && child.stdout && child.stderr) {
        writePrefixed(phase.name, child.stdout, process.stdout);
        writePrefixed(phase.name, child.stderr, process.stderr);
      }
      child.once('error', () => resolve(false));
      child.once('close', (code) => resolve(code === 0));
    });
}
