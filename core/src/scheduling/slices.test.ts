import { describe, expect, it, vi } from 'vitest';
import { mapInSlices, type ItemRange } from './slices.ts';

/** A clock that moves `msPerItem` for each item mapped. */
function fakeWork(msPerItem: number) {
  let clock = 0;
  const ranges: ItemRange[] = [];
  return {
    ranges,
    now: () => clock,
    mapRange(range: ItemRange) {
      ranges.push(range);
      clock += (range.end - range.start) * msPerItem;
      return Array.from({ length: range.end - range.start }, (_, i) => range.start + i);
    },
  };
}

describe('mapInSlices', () => {
  it('gives every row once, in order, across slices', async () => {
    const work = fakeWork(0.5);
    const nextTask = vi.fn(() => Promise.resolve());
    const rows = await mapInSlices(205, (range) => work.mapRange(range), {
      now: work.now,
      nextTask,
      pageShown: () => true,
    });
    expect(rows).toEqual(Array.from({ length: 205 }, (_, i) => i));
    expect(work.ranges.at(-1)).toEqual({ start: 200, end: 205 });
  });

  it('gives the thread back once a slice has run its budget, not before', async () => {
    // 10 items take 5 ms: two steps reach the 8 ms budget, so 200 items make 10 slices.
    const work = fakeWork(0.5);
    const nextTask = vi.fn(() => Promise.resolve());
    await mapInSlices(200, (range) => work.mapRange(range), {
      now: work.now,
      nextTask,
      budgetMs: 8,
      pageShown: () => true,
    });
    expect(nextTask).toHaveBeenCalledTimes(9);
  });

  it('runs at once while the page is hidden, and for a short answer', async () => {
    const nextTask = vi.fn(() => Promise.resolve());
    const hidden = fakeWork(5);
    await mapInSlices(200, (range) => hidden.mapRange(range), {
      now: hidden.now,
      nextTask,
      pageShown: () => false,
    });
    const short = fakeWork(0.1);
    await mapInSlices(30, (range) => short.mapRange(range), {
      now: short.now,
      nextTask,
      pageShown: () => true,
    });
    expect(nextTask).not.toHaveBeenCalled();
  });

  it('rejects with what the mapping throws, mapping nothing after it', async () => {
    const work = fakeWork(5);
    const failure = new Error('record 30 is not a signal');
    const mapped = mapInSlices(
      100,
      (range) => {
        if (range.start === 30) throw failure;
        return work.mapRange(range);
      },
      { now: work.now, nextTask: () => Promise.resolve(), pageShown: () => true },
    );
    await expect(mapped).rejects.toBe(failure);
    expect(work.ranges.map((range) => range.start)).toEqual([0, 10, 20]);
  });
});
