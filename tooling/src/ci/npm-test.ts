import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { phaseSummaries, phaseTable } from './phase-table.ts';
import { runStages, shellPhase, type Stage } from './run-phases.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The count lines closing Playwright's list report: `3 failed`, `110 passed (5.2m)`. */
const PLAYWRIGHT_COUNTS = /^\d+ (passed|failed|flaky|skipped|interrupted|did not run)\b/;

/**
 * `npm test`, in stages (install excluded). The unit tests and the production builds need
 * nothing from each other, so they run side by side; the e2e runs need the builds. The checks
 * (types, lint, formatting, unused code) start with them in the background, at the lowest CPU
 * priority: on two cores every stage is CPU-bound, and the checks time nothing, so they take
 * what the unit tests and the e2e runs leave (a tool starting, a page waiting on a server)
 * instead of slowing them, and the run waits for them at its end. The production builds are
 * made once, by the release command (on a fresh clone a cold build: what a remote team runs
 * first): the node servers serve dist/, and the edge run's release copies it again (its build
 * a turbo cache hit).
 */
const NPM_TEST_STAGES: readonly Stage[] = [
  [
    { name: 'type checks', command: 'node tooling/bin/flowscope.mjs typecheck', background: true },
    // One ESLint process for the whole repo: a process per package (turbo run lint) paid
    // ESLint's and the React Compiler's start-up eleven times, 125 CPU-s instead of about 70.
    { name: 'lint', command: 'npx eslint .', background: true },
    // oxfmt, Prettier's formatting in a native binary: under a second where Prettier took 35 CPU-s.
    { name: 'format check', command: 'npx oxfmt --check', background: true },
    { name: 'unused code (knip)', command: 'npx knip --no-progress', background: true },
    // Two packages at a time, longest first (turbo's order left one long package alone at the end).
    { name: 'unit tests', command: 'node tooling/bin/flowscope.mjs unit-tests' },
    {
      name: 'production builds (npm run release)',
      command: 'node tooling/bin/flowscope.mjs release --out e2e/.tmp/edge-release',
    },
  ],
  [
    {
      name: 'e2e, node servers',
      command: 'npm run e2e -w @flowscope/e2e',
      summaryLine: PLAYWRIGHT_COUNTS,
    },
  ],
  [
    {
      name: 'e2e, nginx edge',
      command: 'npm run e2e:edge -w @flowscope/e2e',
      summaryLine: PLAYWRIGHT_COUNTS,
    },
  ],
];

/** Runs `npm test`, prints `phase | seconds` even on failure, and names the failed phase. */
export async function runNpmTest(): Promise<void> {
  const started = performance.now();
  const results = await runStages(NPM_TEST_STAGES, shellPhase(ROOT));
  const wall = (performance.now() - started) / 1000;
  const summaries = phaseSummaries(results);
  console.log(
    [
      '',
      ...summaries,
      'npm test phases (seconds, install excluded):',
      phaseTable(results, wall),
    ].join('\n'),
  );
  const failed = results.filter((result) => result.status === 'failed').map(({ name }) => name);
  if (failed.length > 0) {
    console.error(`npm test failed in: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}
