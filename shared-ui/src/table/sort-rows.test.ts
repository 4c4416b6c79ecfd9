import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows.ts';

const values = (rows: { v: unknown }[]) => rows.map((row) => row.v);
const rowsOf = (...items: unknown[]) => items.map((v) => ({ v }));

describe('sortRows', () => {
  it('puts nulls last in both directions', () => {
    const rows = rowsOf(3, null, 1, undefined, 2, Number.NaN);
    expect(values(sortRows(rows, 'v', 'asc')).slice(0, 3)).toEqual([1, 2, 3]);
    expect(values(sortRows(rows, 'v', 'desc')).slice(0, 3)).toEqual([3, 2, 1]);
    for (const direction of ['asc', 'desc'] as const) {
      const tail = values(sortRows(rows, 'v', direction)).slice(3);
      expect(
        tail.every((value) => value === null || value === undefined || Number.isNaN(value)),
      ).toBe(true);
    }
  });

  it('compares money-shaped strings as numbers with K, M, B, T and words', () => {
    const rows = rowsOf(
      '$1.2M',
      '3B',
      '2 trillion',
      '$950K',
      '7T',
      '$40',
      '1.5 billion',
      '800 million',
    );
    expect(values(sortRows(rows, 'v', 'asc'))).toEqual([
      '$40',
      '$950K',
      '$1.2M',
      '800 million',
      '1.5 billion',
      '3B',
      '2 trillion',
      '7T',
    ]);
  });

  it('sorts other strings with Czech collation, ignoring case', () => {
    const rows = rowsOf('chata', 'Hrad', 'cukr', 'Čaj', 'ibis', 'zebra', 'Řeka', 'rak');
    // Czech: č after c, ch after h, ř after r.
    expect(values(sortRows(rows, 'v', 'asc'))).toEqual([
      'cukr',
      'Čaj',
      'Hrad',
      'chata',
      'ibis',
      'rak',
      'Řeka',
      'zebra',
    ]);
  });

  it('treats letter case as equal and keeps their order', () => {
    const rows = rowsOf('pepe', 'PEPE', 'Pepe');
    expect(values(sortRows(rows, 'v', 'asc'))).toEqual(['pepe', 'PEPE', 'Pepe']);
  });

  it('sorts numbers descending', () => {
    expect(values(sortRows(rowsOf(-5, 10, 0, 2.5), 'v', 'desc'))).toEqual([10, 2.5, 0, -5]);
  });

  it('does not change the list it was given', () => {
    const rows = rowsOf(2, 1);
    sortRows(rows, 'v', 'asc');
    expect(values(rows)).toEqual([2, 1]);
  });
});

describe('sortRows beyond the fast path', () => {
  it('sorts text the collation key does not cover with the collator itself', () => {
    const rows = rowsOf('🐸 frog', 'Straße', 'apple', 'Čaj', 'zebra');
    expect(values(sortRows(rows, 'v', 'asc'))).toEqual([
      '🐸 frog',
      'apple',
      'Čaj',
      'Straße',
      'zebra',
    ]);
    expect(values(sortRows(rows, 'v', 'desc'))).toEqual([
      'zebra',
      'Straße',
      'Čaj',
      'apple',
      '🐸 frog',
    ]);
  });

  it('keeps equal values in list order in both directions', () => {
    const rows = [
      { v: 2, id: 'a' },
      { v: 1, id: 'b' },
      { v: 2, id: 'c' },
      { v: 'x', id: 'd' },
      { v: 'X', id: 'e' },
    ];
    expect(sortRows(rows, 'v', 'asc').map((row) => row.id)).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(sortRows(rows, 'v', 'desc').map((row) => row.id)).toEqual(['a', 'c', 'b', 'd', 'e']);
  });

  it('puts numbers before text and nulls last in both directions', () => {
    const rows = rowsOf('beta', null, '$2M', 'N/A', 5, 'alpha');
    expect(values(sortRows(rows, 'v', 'asc'))).toEqual([5, '$2M', 'alpha', 'beta', 'N/A', null]);
    expect(values(sortRows(rows, 'v', 'desc'))).toEqual(['$2M', 5, 'N/A', 'beta', 'alpha', null]);
  });
});
