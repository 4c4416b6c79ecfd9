import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  longestFirst,
  runInSlots,
  workspacesWithTests,
  type PackageRun,
} from '../src/ci/unit-tests.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A package run that ends when the test says so. */
function controlledRuns() {
  const running = new Set<string>();
  const started: string[] = [];
  let mostAtOnce = 0;
  const finishers = new Map<string, (passed: boolean) => void>();
  const runOne = (name: string) =>
    new Promise<PackageRun>((resolve) => {
      running.add(name);
      started.push(name);
      mostAtOnce = Math.max(mostAtOnce, running.size);
      finishers.set(name, (passed) => {
        running.delete(name);
        resolve({ name, passed, seconds: 1, output: passed ? '' : `${name} broke` });
      });
    });
  const finish = async (name: string, passed = true) => {
    await expect.poll(() => finishers.has(name)).toBe(true);
    finishers.get(name)?.(passed);
  };
  return { runOne, finish, started, running, mostAtOnce: () => mostAtOnce };
}

describe('the unit tests of npm test', () => {
  it('start with the packages that take longest', () => {
    expect(longestFirst(['core', 'tooling', 'remote-dex', 'shared-api', 'mock-api'])).toEqual([
      'remote-dex',
      'mock-api',
      'tooling',
      'shared-api',
      'core',
    ]);
  });

  it('start a package nobody has timed yet first', () => {
    expect(longestFirst(['core', 'remote-dex', 'remote-new'])[0]).toBe('remote-new');
  });

  it('run every workspace with a test script, and not the e2e suite', () => {
    const names = workspacesWithTests(ROOT);
    expect(names).toEqual(expect.arrayContaining(['core', 'mock-api', 'remote-cex', 'tooling']));
    expect(names).not.toContain('e2e');
  });

  it('keep two packages running, the next starting as soon as one ends', async () => {
    const runs = controlledRuns();
    const reported: string[] = [];
    const all = runInSlots(['a', 'b', 'c', 'd'], 2, runs.runOne, (run) => {
      reported.push(`${run.name}:${run.passed}`);
    });
    await expect.poll(() => runs.started).toEqual(['a', 'b']);
    await runs.finish('b');
    await expect.poll(() => runs.started).toEqual(['a', 'b', 'c']);
    await runs.finish('a', false);
    await expect.poll(() => runs.started).toEqual(['a', 'b', 'c', 'd']);
    await runs.finish('d');
    await runs.finish('c');
    const results = await all;
    expect(runs.mostAtOnce()).toBe(2);
    expect(reported).toEqual(['b:true', 'a:false', 'd:true', 'c:true']);
    expect(results.find((run) => run.name === 'a')).toMatchObject({
      passed: false,
      output: 'a broke',
    });
  });
});
