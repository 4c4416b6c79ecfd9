import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readManifest } from '../package-json.ts';
import { workspaceDirs } from './workspaces.ts';

/**
 * Seconds each workspace's unit tests took beside another's on CI's two cores (turbo
 * `--summarize`, 2026-11-28). Only their order matters: the longest start first, so the run does
 * not end with one long package on one core while the other idles. In turbo's own order
 * remote-cex ran alone for the last 52 s of the 291 s stage.
 */
const SECONDS_BESIDE_ANOTHER: Readonly<Record<string, number>> = {
  'remote-dex': 84,
  'mock-api': 78,
  'remote-cex': 64,
  'remote-account': 40,
  'shared-ui': 40,
  host: 39,
  tooling: 31,
  'remote-research': 30,
  'shared-api': 13,
  core: 6,
};

/** One workspace's test run: where it is and how it went. */
export interface PackageRun {
  name: string;
  passed: boolean;
  seconds: number;
  /** Its output, shown only when it failed. */
  output: string;
}

export type RunPackageTests = (name: string) => Promise<PackageRun>;

/**
 * Longest first; a workspace without a recorded time counts as the longest (a new package should
 * not be the one left running alone at the end because nobody timed it yet).
 */
export function longestFirst(names: readonly string[]): string[] {
  const seconds = (name: string) => SECONDS_BESIDE_ANOTHER[name] ?? Number.POSITIVE_INFINITY;
  return [...names].sort((a, b) => seconds(b) - seconds(a));
}

/** Runs every package's tests, at most `slots` at a time, taking them in the order given. */
export async function runInSlots(
  names: readonly string[],
  slots: number,
  runOne: RunPackageTests,
  onDone: (run: PackageRun) => void = () => {},
): Promise<PackageRun[]> {
  const queue = [...names];
  const runs: PackageRun[] = [];
  const worker = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const run = await runOne(name);
      runs.push(run);
      onDone(run);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, worker));
  return runs;
}

/** The workspaces (folder names) whose package.json has a `test` script. */
export function workspacesWithTests(root: string): string[] {
  return workspaceDirs(root)
    .filter((dir) => typeof readManifest(dir).scripts?.test === 'string')
    .map((dir) => relative(root, dir));
}

/** `npm run test` in the workspace's folder, its output kept for a failure report. */
function npmTest(root: string): RunPackageTests {
  return (name) =>
    new Promise((resolve) => {
      const started = performance.now();
      const chunks: string[] = [];
      const child = spawn('npm', ['run', '--silent', 'test'], {
        cwd: join(root, name),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
      const finish = (passed: boolean) =>
        resolve({
          name,
          passed,
          seconds: (performance.now() - started) / 1000,
          output: chunks.join(''),
        });
      child.once('error', (error) => {
        chunks.push(`${error.message}\n`);
        finish(false);
      });
      child.once('close', (code) => finish(code === 0));
    });
}

/**
 * The unit tests of every workspace for `npm test`: two at a time (each vitest run keeps one core
 * busy), longest first. A passing package prints one line; a failing one prints its output.
 * Returns whether all passed. (`npm run test:unit` stays on turbo, whose cache skips unchanged
 * packages on a developer's machine; a CI run starts from a clean clone, with nothing cached.)
 */
export async function runUnitTests(root: string, slots = 2): Promise<boolean> {
  const order = longestFirst(workspacesWithTests(root));
  const runs = await runInSlots(order, slots, npmTest(root), (run) => {
    const line = `${run.passed ? 'passed' : 'FAILED'}: ${run.name} (${run.seconds.toFixed(0)} s)`;
    if (run.passed) console.log(line);
    else console.error(`${run.output}\n${line}`);
  });
  const failed = runs.filter((run) => !run.passed).map((run) => run.name);
  if (failed.length > 0) console.error(`unit tests failed in: ${failed.join(', ')}`);
  return failed.length === 0;
}
