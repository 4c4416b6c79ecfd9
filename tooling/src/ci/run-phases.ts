import { spawn, type SpawnOptions } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { PhaseResult } from './phase-table.ts';

export interface Phase {
  name: string;
  /** A shell command, run from the repository root. */
  command: string;
  /** Lines of its output repeated under the phase table (e.g. Playwright's `12 passed (3.1m)`). */
  summaryLine?: RegExp;
  /**
   * Starts with its stage at the lowest CPU priority and runs on beside the stages after it,
   * on the processor time they leave; the run waits for it at the end. For checks that time
   * nothing (type checks, lint, formatting, knip): starved, they only take longer, while the
   * unit tests and the e2e runs, whose waits are timed, keep the processor.
   */
  background?: boolean;
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
 * finish), or once a background phase has failed. Background phases are not waited for at the
 * end of their stage, only at the end of the run. Every phase is in the results, in the order
 * the stages list them: passed, failed, or not run.
 */
export async function runStages(
  stages: readonly Stage[],
  runPhase: RunPhase,
  now: () => number = () => performance.now(),
): Promise<PhaseResult[]> {
  const results: Promise<PhaseResult>[] = [];
  let failed = false;
  const resultOf = (
    phase: Phase,
    status: PhaseResult['status'],
    seconds: number,
    summary: string[],
  ): PhaseResult => ({
    name: phase.name,
    status,
    seconds,
    summary,
    ...(phase.background ? { background: true } : {}),
  });
  const timed = async (phase: Phase, prefixOutput: boolean): Promise<PhaseResult> => {
    const started = now();
    const outcome = await runPhase(phase, prefixOutput).catch((): PhaseOutcome => ({
      passed: false,
      summary: [],
    }));
    if (!outcome.passed) failed = true;
    const status = outcome.passed ? 'passed' : 'failed';
    return resultOf(phase, status, (now() - started) / 1000, outcome.summary);
  };
  for (const stage of stages) {
    if (failed) {
      results.push(...stage.map((phase) => Promise.resolve(resultOf(phase, 'not run', 0, []))));
      continue;
    }
    const foreground = stage.filter((phase) => !phase.background);
    // A phase's lines carry its name whenever another phase may be writing at the same time.
    const started = stage.map((phase) =>
      timed(phase, phase.background === true || foreground.length > 1),
    );
    results.push(...started);
    await Promise.all(started.filter((_, index) => stage[index]?.background !== true));
  }
  return Promise.all(results);
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

/**
 * The prefix that runs a background phase, and every process it starts, on time nothing else
 * wants. On Linux the idle scheduling class (chrt, util-linux), which gives way the moment any
 * other process wants the core; nice 19 alone still competes (the e2e run on node servers took
 * 313–344 s in runs where ESLint, niced, overlapped it by 26–143 s). Elsewhere nice 19.
 */
const LOWEST_PRIORITY: readonly [string, ...string[]] =
  process.platform === 'linux' ? ['chrt', '--idle', '0', 'nice', '-n', '19'] : ['nice', '-n', '19'];

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
      const options: SpawnOptions = {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Piped output is not a terminal; keep the colours a terminal would get.
        env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      };
      const child = phase.background
        ? spawn(
            LOWEST_PRIORITY[0],
            [...LOWEST_PRIORITY.slice(1), 'sh', '-c', phase.command],
            options,
          )
        : spawn(phase.command, { ...options, shell: true });
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
