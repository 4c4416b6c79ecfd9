import { describe, expect, it } from 'vitest';
import { phaseSummaries, phaseTable } from '../src/ci/phase-table.ts';
import { runStages, shellPhase, type Phase } from '../src/ci/run-phases.ts';

/** A clock that advances by the seconds each phase says it took. */
function fakePhases(outcomes: Record<string, { passes: boolean; seconds: number }>) {
  let clock = 0;
  const ran: string[] = [];
  const runPhase = async (phase: Phase) => {
    ran.push(phase.name);
    const outcome = outcomes[phase.name] ?? { passes: true, seconds: 0 };
    clock += outcome.seconds * 1000;
    return { passed: outcome.passes, summary: [] };
  };
  return { ran, runPhase, now: () => clock };
}

const phase = (name: string): Phase => ({ name, command: `echo ${name}` });

describe('runStages', () => {
  it('runs every stage in order and times each phase', async () => {
    const { ran, runPhase, now } = fakePhases({
      check: { passes: true, seconds: 40 },
      builds: { passes: true, seconds: 90 },
    });
    const results = await runStages([[phase('check')], [phase('builds')]], runPhase, now);
    expect(ran).toEqual(['check', 'builds']);
    expect(results).toEqual([
      { name: 'check', status: 'passed', seconds: 40, summary: [] },
      { name: 'builds', status: 'passed', seconds: 90, summary: [] },
    ]);
  });

  it('stops after a failed stage, lets its siblings finish and lists the rest as not run', async () => {
    const { ran, runPhase, now } = fakePhases({
      lint: { passes: false, seconds: 5 },
      format: { passes: true, seconds: 3 },
    });
    const results = await runStages(
      [[phase('lint'), phase('format')], [phase('e2e')]],
      runPhase,
      now,
    );
    expect(ran).toEqual(['lint', 'format']);
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['lint', 'failed'],
      ['format', 'passed'],
      ['e2e', 'not run'],
    ]);
  });

  it('counts a phase that throws as failed', async () => {
    const results = await runStages([[phase('boom')]], () => Promise.reject(new Error('spawn')));
    expect(results[0]?.status).toBe('failed');
  });

  it('runs real shell commands and reads their exit codes', async () => {
    const run = shellPhase(process.cwd());
    expect((await run({ name: 'ok', command: 'exit 0' }, true)).passed).toBe(true);
    expect((await run({ name: 'bad', command: 'exit 3' }, true)).passed).toBe(false);
  });

  it('keeps the lines that match the phase summary, colours stripped', async () => {
    const run = shellPhase(process.cwd());
    const outcome = await run(
      {
        name: 'e2e',
        command: "printf '  ok 1 a\\n  \\033[31m2 failed\\033[39m\\n  30 passed (1.3m)\\n'; exit 1",
        summaryLine: /^\d+ (passed|failed)\b/,
      },
      false,
    );
    expect(outcome).toEqual({ passed: false, summary: ['2 failed', '30 passed (1.3m)'] });
  });
});

describe('phaseTable', () => {
  it('prints phase | seconds | result, and the wall total, failed when any phase failed', () => {
    const table = phaseTable(
      [
        { name: 'unit tests', status: 'passed', seconds: 61.04, summary: [] },
        { name: 'e2e, node servers', status: 'failed', seconds: 300, summary: [] },
        { name: 'e2e, nginx edge', status: 'not run', seconds: 0, summary: [] },
      ],
      361.2,
    );
    expect(table.split('\n')).toEqual([
      'phase             | seconds | result',
      '------------------|---------|--------',
      'unit tests        |    61.0 | passed',
      'e2e, node servers |   300.0 | failed',
      'e2e, nginx edge   |       - | not run',
      'total (wall)      |   361.2 | failed',
    ]);
  });
});

describe('phaseSummaries', () => {
  it('names each kept line by its phase', () => {
    expect(
      phaseSummaries([
        { name: 'lint', status: 'passed', seconds: 1, summary: [] },
        { name: 'e2e', status: 'failed', seconds: 9, summary: ['1 failed', '33 passed (1.3m)'] },
      ]),
    ).toEqual(['e2e: 1 failed', 'e2e: 33 passed (1.3m)']);
  });
});
