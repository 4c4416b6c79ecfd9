import { describe, expect, it } from 'vitest';
import { evaluateInStages, type NextTask } from './evaluate-in-stages.ts';

/** A next task the test releases by hand, counting how many were asked for. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  const nextTask: NextTask = () => new Promise((resolve) => waiting.push(resolve));
  return { nextTask, waiting };
}

/** Lets every promise callback already queued run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('evaluateInStages', () => {
  it('starts the first stage at once and each later one only after a task boundary', async () => {
    const { nextTask, waiting } = heldTasks();
    const ran: string[] = [];
    const stage = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };

    const done = evaluateInStages(
      [stage('shared-api'), stage('shared-ui'), stage('shell')],
      nextTask,
    );
    expect(ran).toEqual(['shared-api']);

    await settle();
    expect(ran).toEqual(['shared-api']);
    expect(waiting).toHaveLength(1);
    waiting[0]?.();
    await settle();
    expect(ran).toEqual(['shared-api', 'shared-ui']);

    waiting[1]?.();
    await done;
    expect(ran).toEqual(['shared-api', 'shared-ui', 'shell']);
    expect(waiting).toHaveLength(2);
  });

  it('waits for a stage to finish loading before the next one starts', async () => {
    let finishFirst = () => {};
    const ran: string[] = [];
    const done = evaluateInStages([
      () =>
        new Promise<void>((resolve) => {
          ran.push('first');
          finishFirst = resolve;
        }),
      () => {
        ran.push('second');
        return Promise.resolve();
      },
    ]);

    await settle();
    expect(ran).toEqual(['first']);
    finishFirst();
    await done;
    expect(ran).toEqual(['first', 'second']);
  });

  it('stops at a stage that fails and rejects with its error', async () => {
    const ran: string[] = [];
    const result = evaluateInStages([
      () => Promise.reject(new Error('chunk 696 failed to load')),
      () => {
        ran.push('shell');
        return Promise.resolve();
      },
    ]);

    await expect(result).rejects.toThrow('chunk 696 failed to load');
    expect(ran).toEqual([]);
  });
});
