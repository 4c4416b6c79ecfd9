import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { PhaseResult } from './phase-table.ts';

export interface Phase {
  name: string;
  /** A shell command, run from the repository root. */
  command: string;
  /** Lines of its output repeated under the phase table (e.g. Playwright's `12 passed (3.1m)`). */
  summaryLine?: RegExp;
}

interface PhaseOutcome {
  passed: boolean;
  summary: string[];
}

/** Phases run one stage after another; the phases of one stage run side by side. */
export type Stage = readonly Phase[];

export type RunPhase = (phase: Phase, prefixOutput: boolean) => Promise<PhaseOutcome>;

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
      results.push(
        ...stage.map(({ name }) => ({ name, status: 'not run' as const, seconds: 0, summary: [] })),
      );
      continue;
    }
    const stageResults = await Promise.all(
      stage.map(async (phase): Promise<PhaseResult> => {
        const started = now();
        const outcome = await runPhase(phase, stage.length > 1).catch((): PhaseOutcome => ({
          passed: false,
          summary: [],
        }));
        return {
          name: phase.name,
          status: outcome.passed ? 'passed' : 'failed',
          seconds: (now() - started) / 1000,
          summary: outcome.summary,
        };
      }),
    );
    results.push(...stageResults);
    failed = stageResults.some((result) => result.status === 'failed');
  }
  return results;
}

/** Passes a stream on line by line, each line prefixed, and shows each line to `onLine`. */
function forwardLines(
  stream: NodeJS.ReadableStream,
  out: NodeJS.WriteStream,
  prefix: string,
  onLine: (line: string) => void,
): void {
  let pending = '';
  const emit = (line: string) => {
    out.write(`${prefix}${line}\n`);
    onLine(line);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(emit);
  });
  stream.on('end', () => {
    if (pending !== '') emit(pending);
  });
}

/** Terminal colours, left out when a summary line is matched and repeated. */
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Runs a phase's command in a shell. Alone its lines pass as they are (Playwright's closing
 * summary reaches the log as Playwright prints it); beside others each carries the phase's
 * name. Lines matching the phase's `summaryLine` are kept for the closing table.
 */
export function shellPhase(cwd: string): RunPhase {
  return (phase, prefixOutput) =>
    new Promise((resolve) => {
      const summary: string[] = [];
      const child = spawn(phase.command, {
        cwd,
        shell: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Piped output is not a terminal; keep the colours a terminal would get.
        env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      });
      const prefix = prefixOutput ? `[${phase.name}] ` : '';
      const keep = (line: string) => {
        const plain = line.replace(ANSI_ESCAPE, '').trim();
        if (phase.summaryLine?.test(plain)) summary.push(plain);
      };
      if (child.stdout) forwardLines(child.stdout, process.stdout, prefix, keep);
      if (child.stderr) forwardLines(child.stderr, process.stderr, prefix, keep);
      child.once('error', () => resolve({ passed: false, summary }));
      child.once('close', (code) => resolve({ passed: code === 0, summary }));
    });
}
