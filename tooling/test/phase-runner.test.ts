import { execFileSync } from 'node:child_process';
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
const backgroundPhase = (name: string): Phase => ({ ...phase(name), background: true });

/** Phases that end only when the test says so, each with whether it passes. */
function heldPhases() {
  const started: string[] = [];
  const finishers = new Map<string, (passes: boolean) => void>();
  const runPhase = (current: Phase) =>
    new Promise<{ passed: boolean; summary: string[] }>((resolve) => {
      started.push(current.name);
      finishers.set(current.name, (passes) => resolve({ passed: passes, summary: [] }));
    });
  const finish = async (name: string, passes = true) => {
    const finisher = finishers.get(name);
    if (!finisher) throw new Error(`${name} has not started`);
    finisher(passes);
    // Lets the runner hear of it and start what comes next.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, runPhase, finish };
}

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

  it('lets a background phase run on beside the stages after its own, and waits for it at the end', async () => {
    const { started, runPhase, finish } = heldPhases();
    let settled = false;
    const run = runStages(
      [[backgroundPhase('lint'), phase('unit')], [phase('e2e')]],
      runPhase,
    ).then((results) => {
      settled = true;
      return results;
    });
    await finish('unit');
    expect(started).toEqual(['lint', 'unit', 'e2e']);
    await finish('e2e');
    expect(settled).toBe(false);
    await finish('lint');
    expect((await run).map(({ name, status, background }) => [name, status, background])).toEqual([
      ['lint', 'passed', true],
      ['unit', 'passed', undefined],
      ['e2e', 'passed', undefined],
    ]);
  });

  it('starts no stage after a background phase has failed', async () => {
    const { started, runPhase, finish } = heldPhases();
    const run = runStages(
      [[backgroundPhase('lint'), phase('unit')], [phase('e2e')], [phase('edge')]],
      runPhase,
    );
    await finish('unit');
    await finish('lint', false);
    await finish('e2e');
    const results = await run;
    expect(started).toEqual(['lint', 'unit', 'e2e']);
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['lint', 'failed'],
      ['unit', 'passed'],
      ['e2e', 'passed'],
      ['edge', 'not run'],
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

  it('runs a background phase at the lowest CPU priority, a foreground one at the usual', async () => {
    const run = shellPhase(process.cwd());
    // nice(1) with no command prints the niceness it runs at.
    const niceness = (value: number) => `test "$(nice)" -eq ${value}`;
    expect(
      (await run({ name: 'checks', command: niceness(19), background: true }, true)).passed,
    ).toBe(true);
    const usual = Number(execFileSync('nice', { encoding: 'utf8' }).trim());
    expect((await run({ name: 'unit', command: niceness(usual) }, true)).passed).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'runs a background phase in the idle scheduling class on Linux, a foreground one not',
    async () => {
      const run = shellPhase(process.cwd());
      // chrt -p prints the scheduling policy of the shell running the command.
      const idle = 'chrt -p $$ | grep -q "policy: SCHED_IDLE$"';
      expect((await run({ name: 'checks', command: idle, background: true }, true)).passed).toBe(
        true,
      );
      expect((await run({ name: 'unit', command: `! ${idle}` }, true)).passed).toBe(true);
    },
  );

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

  it('marks each background phase and says what its seconds are', () => {
    const table = phaseTable(
      [
        { name: 'lint', status: 'passed', seconds: 400, summary: [], background: true },
        { name: 'unit tests', status: 'passed', seconds: 200, summary: [] },
      ],
      401,
    );
    expect(table.split('\n')).toEqual([
      'phase        | seconds | result',
      '-------------|---------|-------',
      'lint *       |   400.0 | passed',
      'unit tests   |   200.0 | passed',
      'total (wall) |   401.0 | passed',
      '* at low priority, beside the phases after it, on the processor time they left',
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
